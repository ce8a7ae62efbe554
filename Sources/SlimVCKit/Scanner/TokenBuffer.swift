/// The lexer's growing list of tokens: appends are a store and a count, with none of an
/// array's checks for sharing, since the lexer alone owns it. `finish` hands the tokens
/// over as an array of exactly their number and frees the buffer.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
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
        defer { base.deallocate() }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }
}
