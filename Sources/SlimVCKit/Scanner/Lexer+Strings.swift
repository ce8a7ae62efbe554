extension Lexer {
    /// Opens `"…"`, `"""…"""` or a raw string with `hashes` leading `#`; `pos` is at the
    /// first `#` or the quote.
    mutating func lexString(hashes: Int) {
        let start = pos
        pos += hashes
        let isMultiline = peek(1) == Ascii.quote && peek(2) == Ascii.quote && !closesOnItsLine(hashes: hashes)
        pos += isMultiline ? 3 : 1
        lexStringPiece(from: start, StringContext(hashes: hashes, isMultiline: isMultiline))
    }

    /// As in the Swift lexer, a raw string opening with `"""` is single-line when a quote
    /// followed by its delimiter comes later on the same line: `#"""#`, `##"""a"##`.
    private func closesOnItsLine(hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var index = pos + 1
        while index < bytes.count, bytes[index] != Ascii.newline, bytes[index] != Ascii.carriageReturn {
            index += 1
            guard bytes[index - 1] == Ascii.quote else { continue }
            var count = 0
            while count < hashes, index + count < bytes.count, bytes[index + count] == Ascii.hash { count += 1 }
            if count == hashes { return true }
        }
        return false
    }

    /// Scans a string from inside its delimiters to the closing delimiter or to the next
    /// interpolation, which is then lexed as code until its `)`. A single-line string
    /// ends, unterminated, at a line end; any string at the end of the file.
    mutating func lexStringPiece(from start: Int, _ context: StringContext) {
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == Ascii.backslash {
                if lexEscape(context, pieceStart: start) { return }
            } else if byte == Ascii.quote {
                let quotes = pos
                guard closesString(context) else { pos += 1; continue }
                if context.isMultiline { return emitMultilineEnd(from: start, closing: quotes) }
                return emit(.string, from: start)
            } else if !context.isMultiline, byte == Ascii.newline || byte == Ascii.carriageReturn {
                return emit(.string, from: start)
            } else {
                pos += 1
            }
        }
        emit(.string, from: start)
    }

    /// Skips an escape; at `\(` (or `\#(` in a raw string) emits the piece so far and
    /// opens the interpolation, returning true.
    private mutating func lexEscape(_ context: StringContext, pieceStart: Int) -> Bool {
        var index = pos + 1
        var hashes = 0
        while hashes < context.hashes, index < bytes.count, bytes[index] == Ascii.hash {
            hashes += 1
            index += 1
        }
        guard hashes == context.hashes, index < bytes.count else {
            pos = index
            return false
        }
        if bytes[index] == Ascii.leftParen {
            pos = index + 1
            emit(.string, from: pieceStart)
            interpolations.append(StringContext(hashes: context.hashes, isMultiline: context.isMultiline))
            return true
        }
        let isLineEnd = bytes[index] == Ascii.newline || bytes[index] == Ascii.carriageReturn
        pos = isLineEnd && !context.isMultiline ? index : index + 1
        return false
    }

    /// At a quote: whether it and what follows close the string; if so, moves past it.
    private mutating func closesString(_ context: StringContext) -> Bool {
        let quotes = context.isMultiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != Ascii.quote { return false }
        for offset in 0..<context.hashes where peek(quotes + offset) != Ascii.hash { return false }
        pos += quotes + context.hashes
        return true
    }
}

extension Lexer {
    /// Ends a multi-line string in two tokens: the content and the closing delimiter.
    /// As in SwiftSyntax, the line break before the closing line is not content, nor is a
    /// last line holding no more than the closing indentation, so neither marks a line
    /// as code.
    mutating func emitMultilineEnd(from start: Int, closing quotes: Int) {
        var lineStart = quotes
        while lineStart > start, bytes[lineStart - 1] == Ascii.space || bytes[lineStart - 1] == Ascii.tab {
            lineStart -= 1
        }
        guard lineStart > start, isLineBreak(bytes[lineStart - 1]) else { return emit(.string, from: start) }
        var breakStart = lineStart - 1
        if bytes[breakStart] == Ascii.newline, breakStart > start, bytes[breakStart - 1] == Ascii.carriageReturn {
            breakStart -= 1
        }
        var lastLine = breakStart
        while lastLine > start, !isLineBreak(bytes[lastLine - 1]) { lastLine -= 1 }
        let isIndentOnly = bytes[lastLine..<breakStart].allSatisfy { $0 == Ascii.space || $0 == Ascii.tab }
        let contentEnd = lastLine > start && isIndentOnly && breakStart - lastLine <= quotes - lineStart
            ? lastLine : breakStart
        tokens.append(Token(.string, start: start, end: max(contentEnd, start + 1)))
        emit(.string, from: quotes)
    }

    func isLineBreak(_ byte: UInt8) -> Bool { byte == Ascii.newline || byte == Ascii.carriageReturn }
}
