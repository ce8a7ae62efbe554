/// What a token is, as far as the structure builder and the rules need to know.
public enum TokenKind: UInt8, Sendable {
    /// A name or keyword, `backticked` names and `$0` included.
    case identifier
    /// An attribute's `@` and name: `@objc`, `@IBOutlet`.
    case attribute
    /// A `#` word: `#if`, `#selector`, `#Preview`, a macro.
    case pound
    case number
    /// A piece of a string literal: from its opening delimiter (or the `)` ending an
    /// interpolation) to its closing delimiter (or the `\(` opening an interpolation).
    case string
    case regex
    case op
    case arrow
    case dot
    case equal
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, backslash
    /// A byte that starts no Swift token (a stray backtick, say).
    case unknown
}

/// One token: a kind and a byte range of the file, in 12 bytes. Its line is looked up in
/// the file's line table when asked (`SourceFile.startLine(of:)`): few tokens are asked,
/// and every kept scan is a quarter smaller.
public struct Token: Sendable {
    public var kind: TokenKind
    public var keyword: Keyword
    /// The mark of the marked word it spells (`KeywordTable(marking:)`), 0 for none; it
    /// fits in what would be padding.
    public var mark: UInt8
    public var start: Int32
    public var end: Int32

    init(_ kind: TokenKind, _ keyword: Keyword = .none, mark: UInt8 = 0, start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.mark = mark
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    /// Whether the token may span lines (string pieces and regex literals).
    @inline(__always) var canSpanLines: Bool { kind == .string || kind == .regex }
}

/// A comment, kept apart from the tokens for suppressions and generated-file headers.
public struct Comment: Sendable {
    public var start: Int32
    public var end: Int32
    public var line: Int32
    public var isBlock: Bool
}
