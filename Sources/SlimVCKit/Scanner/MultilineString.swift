/// The end of a multi-line string literal.
enum MultilineString {
    /// Ends a multi-line string in two tokens: the content and the closing delimiter.
    /// As in SwiftSyntax, the line break before the closing line is not content, nor is a
    /// last line holding no more than the closing indentation, so neither marks a line
    /// as code.
    static func emitEnd(_ cursor: inout LexCursor, from start: Int, closing quotes: Int) {
        let bytes = cursor.bytes
        var lineStart = quotes
        while lineStart > start, bytes[lineStart - 1] == Ascii.space || bytes[lineStart - 1] == Ascii.tab {
            lineStart -= 1
        }
        guard lineStart > start, cursor.isLineBreak(bytes[lineStart - 1]) else { return cursor.emit(.string, from: start) }
        var breakStart = lineStart - 1
        if bytes[breakStart] == Ascii.newline, breakStart > start, bytes[breakStart - 1] == Ascii.carriageReturn {
            breakStart -= 1
        }
        var lastLine = breakStart
        while lastLine > start, !cursor.isLineBreak(bytes[lastLine - 1]) { lastLine -= 1 }
        let isIndentOnly = bytes[lastLine..<breakStart].allSatisfy { $0 == Ascii.space || $0 == Ascii.tab }
        let contentEnd = lastLine > start && isIndentOnly && breakStart - lastLine <= quotes - lineStart
            ? lastLine : breakStart
        cursor.tokens.append(Token(.string, start: start, end: max(contentEnd, start + 1)))
        cursor.emit(.string, from: quotes)
    }
}
