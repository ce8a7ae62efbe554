/// Names: identifiers, looked up in the keyword table, which marks keywords and the words
/// it was built to mark; `$0`, `` `name` ``, attributes and `#` words.
struct WordLexer {
    let keywords: KeywordTable
    /// Where the marked words are, in order.
    private(set) var markedTokens: [Int32] = []

    init(keywords: KeywordTable) {
        self.keywords = keywords
    }

    @inline(__always) mutating func lexIdentifier(_ cursor: inout LexCursor) {
        let start = cursor.pos
        cursor.pos = cursor.identifierEnd(from: cursor.pos + 1)
        let length = cursor.pos - start
        let code = length >= 2 && length <= KeywordTable.longest
            ? keywords.find(UnsafeBufferPointer(rebasing: cursor.bytes[start..<cursor.pos])) : 0
        guard code >= KeywordTable.markBase else {
            return cursor.emit(.identifier, from: start, Keyword(rawValue: code) ?? .none)
        }
        markedTokens.append(Int32(truncatingIfNeeded: cursor.tokens.count))
        cursor.emit(.identifier, from: start, mark: code - KeywordTable.markBase)
    }

    /// `$0` and `$name` are identifiers.
    static func lexDollar(_ cursor: inout LexCursor) {
        let start = cursor.pos
        cursor.pos += 1
        cursor.pos = cursor.identifierEnd(from: cursor.pos)
        cursor.emit(.identifier, from: start)
    }

    /// `` `name` `` (any text but a newline or a backtick since Swift 6.2) is an identifier.
    static func lexBacktick(_ cursor: inout LexCursor) {
        let start = cursor.pos
        let bytes = cursor.bytes
        var end = start + 1
        while end < bytes.count, bytes[end] != Ascii.backtick, !cursor.isLineBreak(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == Ascii.backtick, end > start + 1 {
            cursor.pos = end + 1
            cursor.emit(.identifier, from: start)
        } else {
            cursor.pos += 1
            cursor.emit(.unknown, from: start)
        }
    }

    /// `@objc`, and a name qualified by its type or module (`@Manager.ConversionActor`,
    /// a global actor), whole: a declaration's attributes then end where they do.
    static func lexAttribute(_ cursor: inout LexCursor) {
        let start = cursor.pos
        cursor.pos += 1
        guard cursor.pos < cursor.bytes.count, cursor.isClass(cursor.bytes[cursor.pos], ByteClass.identifierStart) else {
            return cursor.emit(.unknown, from: start)
        }
        cursor.pos = cursor.identifierEnd(from: cursor.pos)
        while cursor.peek() == Ascii.dot, cursor.isClass(cursor.peek(1), ByteClass.identifierStart) {
            cursor.pos = cursor.identifierEnd(from: cursor.pos + 2)
        }
        cursor.emit(.attribute, from: start)
    }

    /// `#if`, `#selector`, a macro: a `#` followed by a name; else the `#` alone is unknown.
    static func lexPoundWord(_ cursor: inout LexCursor, hashes: Int) {
        let start = cursor.pos
        cursor.pos += 1
        if hashes == 1, cursor.pos < cursor.bytes.count, cursor.isClass(cursor.bytes[cursor.pos], ByteClass.identifierStart) {
            cursor.pos = cursor.identifierEnd(from: cursor.pos)
            return cursor.emit(.pound, from: start)
        }
        cursor.emit(.unknown, from: start)
    }
}

/// Identifier bytes eight at a time, as `ByteClass.identifierContinue` has them: letters,
/// digits, `_`, `$` and every byte of a multi-byte character.
enum IdentifierBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` (first byte lowest) that cannot continue an
    /// identifier; zero when all eight can.
    @inline(__always) static func stops(_ word: UInt64) -> UInt64 {
        let low = word & ~highBits
        let lowered = low | 0x2020_2020_2020_2020
        let letters = inRange(lowered, 0x61, 0x7A)
        let others = inRange(low, 0x30, 0x39) | inRange(low, 0x5F, 0x5F) | inRange(low, 0x24, 0x24)
        return ~(word | letters | others) & highBits
    }

    /// The high bit of each byte from `first` to `last`, for bytes under 0x80: adding
    /// 0x80 - n to such a byte sets its high bit exactly when it is n or more, and never
    /// carries into the next byte.
    @inline(__always) private static func inRange(_ bytes: UInt64, _ first: UInt64, _ last: UInt64) -> UInt64 {
        (bytes &+ (0x80 &- first) &* ones) & ~(bytes &+ (0x80 &- (last &+ 1)) &* ones) & highBits
    }
}
