/// The lexer's growing list of tokens: appends are a store and a count, with none of an
/// array's checks for sharing, since the lexer alone owns it. Its memory is the thread's
/// (`TokenScratch`), kept from one file to the next: a buffer of its own per file was
/// fresh memory each time, pages the kernel had to clear. `finish` hands the tokens over
/// as an array of exactly their number and gives the memory back to the thread.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        (base, self.capacity) = TokenScratch.take(atLeast: max(capacity, 16))
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (larger, capacity * 2)
    }

    /// The tokens as an array; the buffer is gone after this.
    consuming func finish() -> [Token] {
        defer { TokenScratch.give(base, capacity: capacity) }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }
}
