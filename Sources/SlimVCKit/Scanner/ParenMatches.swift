/// For each `)` visited, the `(` it closes or -1, so that a declaration looks back over its
/// attributes' arguments (`@Test(arguments: […])`) in one step, however long they are. At
/// a `(`, the `(` still open before it: the open ones form a list from `innermost`, kept in
/// the same buffer. The buffer is shared by the copies a `DeclarationPrefix` reads.
struct ParenMatches {
    let opening: UnsafeMutableBufferPointer<Int32>
    private var innermost: Int32 = -1

    /// A table for `count` tokens, to be freed with `deallocate()`.
    init(count: Int) {
        opening = .allocate(capacity: count)
    }

    func deallocate() { opening.deallocate() }

    @inline(__always) mutating func open(_ index: Int) {
        opening[index] = innermost
        innermost = Int32(truncatingIfNeeded: index)
    }

    @inline(__always) mutating func close(_ index: Int) {
        opening[index] = innermost
        if innermost >= 0 { innermost = opening[Int(innermost)] }
    }

    /// The `(` matching the `)` at `close`, one visited already.
    func opening(before close: Int) -> Int? {
        let open = Int(opening[close])
        return open >= 0 ? open : nil
    }
}
