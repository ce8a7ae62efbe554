/// Turns UTF-8 bytes into tokens and comments. Total: any bytes give some tokens, and
/// every loop advances, so it never crashes or hangs. Lines are filled in afterwards.
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let classes = ByteClass.pointer.base
    let keywords: KeywordTable
    var pos = 0
    var tokens: TokenBuffer
    /// Where the marked words are, in order.
    var markedTokens: [Int32] = []
    var comments: [Comment] = []
    /// The string literals whose interpolations are open, innermost last.
    var interpolations: [StringContext] = []

    struct StringContext {
        var hashes: Int
        var isMultiline: Bool
        var parenDepth = 0
    }

    /// Lexes `bytes`, marking the words `keywords` was built to mark.
    init(_ bytes: UnsafeBufferPointer<UInt8>, keywords: KeywordTable) {
        self.bytes = bytes
        self.keywords = keywords
        tokens = TokenBuffer(capacity: bytes.count / 5 + 16)
    }

    mutating func run() {
        skipPreamble()
        while pos < bytes.count { lexNext() }
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos + offset
        return index < bytes.count ? bytes[index] : 0
    }

    @inline(__always) func isClass(_ byte: UInt8, _ flag: UInt8) -> Bool {
        classes[Int(byte)] & flag != 0
    }

    mutating func emit(_ kind: TokenKind, from start: Int, _ keyword: Keyword = .none, mark: UInt8 = 0) {
        tokens.append(Token(kind, keyword, mark: mark, start: start, end: pos))
    }

    /// A byte-order mark and a `#!` line are trivia at the very start only.
    private mutating func skipPreamble() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { pos = 3 }
        if peek() == Ascii.hash, peek(1) == Ascii.exclamation { skipToLineEnd() }
    }

    @inline(__always) private mutating func lexNext() {
        let byte = bytes[pos]
        if isClass(byte, ByteClass.space) { return skipSpace() }
        if isClass(byte, ByteClass.identifierStart) { lexIdentifier(); return }
        if isClass(byte, ByteClass.digit) { lexNumber(); return }
        switch byte {
        case Ascii.slash where peek(1) == Ascii.slash: lexLineComment()
        case Ascii.slash where peek(1) == Ascii.star: lexBlockComment()
        case Ascii.slash where startsRegex(): lexRegex(hashes: 0)
        case Ascii.quote: lexString(hashes: 0)
        case Ascii.hash: lexPound()
        case Ascii.at: lexAttribute()
        case Ascii.backtick: lexBacktick()
        case Ascii.dollar: lexDollar()
        case Ascii.dot: lexDot()
        default:
            if isClass(byte, ByteClass.operatorChar) { lexOperator() } else { lexPunctuation(byte) }
        }
    }

    /// Indentation comes in runs of spaces, skipped eight at a time.
    @inline(__always) private mutating func skipSpace() {
        pos += 1
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while pos + 8 <= bytes.count, base.loadUnaligned(fromByteOffset: pos, as: UInt64.self) == 0x2020_2020_2020_2020 { pos += 8 }
        while pos < bytes.count, isClass(bytes[pos], ByteClass.space) { pos += 1 }
    }

    @inline(__always) private mutating func lexPunctuation(_ byte: UInt8) {
        let start = pos
        pos += 1
        switch byte {
        case Ascii.leftParen: openParen(start)
        case Ascii.rightParen: closeParen(start)
        case Ascii.leftBracket: emit(.leftBracket, from: start)
        case Ascii.rightBracket: emit(.rightBracket, from: start)
        case Ascii.leftBrace: emit(.leftBrace, from: start)
        case Ascii.rightBrace: emit(.rightBrace, from: start)
        case 0x2C: emit(.comma, from: start)
        case 0x3A where peek() == 0x3A:
            // A module selector (`Testing::Tag`) qualifies a name as a `.` does.
            pos += 1
            emit(.dot, from: start)
        case 0x3A: emit(.colon, from: start)
        case 0x3B: emit(.semicolon, from: start)
        case Ascii.backslash: emit(.backslash, from: start)
        default: emit(.unknown, from: start)
        }
    }

    private mutating func openParen(_ start: Int) {
        if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
        emit(.leftParen, from: start)
    }

    /// A `)` at depth zero of an interpolation resumes the string around it.
    private mutating func closeParen(_ start: Int) {
        guard let context = interpolations.last else { return emit(.rightParen, from: start) }
        if context.parenDepth > 0 {
            interpolations[interpolations.count - 1].parenDepth -= 1
            return emit(.rightParen, from: start)
        }
        interpolations.removeLast()
        lexStringPiece(from: start, context)
    }
}
