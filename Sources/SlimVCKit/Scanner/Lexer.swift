/// Turns UTF-8 bytes into tokens and comments. Total: any bytes give some tokens, and
/// every loop advances, so it never crashes or hangs. Lines are filled in afterwards.
/// It reads the byte at the cursor and hands the cursor to the part that lexes what
/// starts there (`WordLexer`, `NumberLexer`, `StringLexer`, …).
struct Lexer {
    private var cursor: LexCursor
    private var words: WordLexer
    private var strings = StringLexer()
    var comments: [Comment] = []

    /// Lexes `bytes`, marking the words `keywords` was built to mark.
    init(_ bytes: UnsafeBufferPointer<UInt8>, keywords: KeywordTable) {
        cursor = LexCursor(bytes)
        words = WordLexer(keywords: keywords)
    }

    var tokens: TokenBuffer { cursor.tokens }

    /// Where the marked words are, in order.
    var markedTokens: [Int32] { words.markedTokens }

    mutating func run() {
        skipPreamble()
        while cursor.pos < cursor.bytes.count { lexNext() }
    }

    /// A byte-order mark and a `#!` line are trivia at the very start only.
    private mutating func skipPreamble() {
        let bytes = cursor.bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { cursor.pos = 3 }
        if cursor.peek() == Ascii.hash, cursor.peek(1) == Ascii.exclamation { cursor.skipToLineEnd() }
    }

    @inline(__always) private mutating func lexNext() {
        let byte = cursor.bytes[cursor.pos]
        if cursor.isClass(byte, ByteClass.space) { return cursor.skipSpace() }
        if cursor.isClass(byte, ByteClass.identifierStart) { words.lexIdentifier(&cursor); return }
        if cursor.isClass(byte, ByteClass.digit) { NumberLexer.lex(&cursor); return }
        switch byte {
        case Ascii.slash where cursor.peek(1) == Ascii.slash: comments.append(CommentLexer.lineComment(&cursor))
        case Ascii.slash where cursor.peek(1) == Ascii.star: comments.append(CommentLexer.blockComment(&cursor))
        case Ascii.slash where RegexLexer.startsLiteral(cursor): RegexLexer.lex(&cursor, hashes: 0)
        case Ascii.quote: strings.lex(&cursor, hashes: 0)
        case Ascii.hash: lexPound()
        case Ascii.at: WordLexer.lexAttribute(&cursor)
        case Ascii.backtick: WordLexer.lexBacktick(&cursor)
        case Ascii.dollar: WordLexer.lexDollar(&cursor)
        case Ascii.dot: OperatorLexer.lexDot(&cursor)
        default:
            if cursor.isClass(byte, ByteClass.operatorChar) { OperatorLexer.lex(&cursor) } else { lexPunctuation(byte) }
        }
    }

    /// `#if`, `#selector`, macros; `#"…"#` raw strings and `#/…/#` regex literals.
    private mutating func lexPound() {
        var hashes = 0
        while cursor.peek(hashes) == Ascii.hash { hashes += 1 }
        switch cursor.peek(hashes) {
        case Ascii.quote: strings.lex(&cursor, hashes: hashes)
        case Ascii.slash: RegexLexer.lex(&cursor, hashes: hashes)
        default: WordLexer.lexPoundWord(&cursor, hashes: hashes)
        }
    }

    @inline(__always) private mutating func lexPunctuation(_ byte: UInt8) {
        let start = cursor.pos
        cursor.pos += 1
        switch byte {
        case Ascii.leftParen: strings.openParen(&cursor, from: start)
        case Ascii.rightParen: strings.closeParen(&cursor, from: start)
        case Ascii.leftBracket: cursor.emit(.leftBracket, from: start)
        case Ascii.rightBracket: cursor.emit(.rightBracket, from: start)
        case Ascii.leftBrace: cursor.emit(.leftBrace, from: start)
        case Ascii.rightBrace: cursor.emit(.rightBrace, from: start)
        case 0x2C: cursor.emit(.comma, from: start)
        case 0x3A where cursor.peek() == 0x3A:
            // A module selector (`Testing::Tag`) qualifies a name as a `.` does.
            cursor.pos += 1
            cursor.emit(.dot, from: start)
        case 0x3A: cursor.emit(.colon, from: start)
        case 0x3B: cursor.emit(.semicolon, from: start)
        case Ascii.backslash: cursor.emit(.backslash, from: start)
        default: cursor.emit(.unknown, from: start)
        }
    }
}
