/// String literals and their interpolations, which are lexed as code: it keeps the
/// literals whose interpolations are open, innermost last, and counts the parentheses in
/// each, so that the `)` closing one resumes its string.
struct StringLexer {
    private var interpolations: [StringContext] = []

    /// Opens `"…"`, `"""…"""` or a raw string with `hashes` leading `#`; the cursor is at
    /// the first `#` or the quote.
    mutating func lex(_ cursor: inout LexCursor, hashes: Int) {
        let start = cursor.pos
        cursor.pos += hashes
        let isMultiline = cursor.peek(1) == Ascii.quote && cursor.peek(2) == Ascii.quote
            && !Self.closesOnItsLine(cursor, hashes: hashes)
        cursor.pos += isMultiline ? 3 : 1
        lexPiece(&cursor, from: start, StringContext(hashes: hashes, isMultiline: isMultiline))
    }

    mutating func openParen(_ cursor: inout LexCursor, from start: Int) {
        if !interpolations.isEmpty { interpolations[interpolations.count - 1].parenDepth += 1 }
        cursor.emit(.leftParen, from: start)
    }

    /// A `)` at depth zero of an interpolation resumes the string around it.
    mutating func closeParen(_ cursor: inout LexCursor, from start: Int) {
        guard let context = interpolations.last else { return cursor.emit(.rightParen, from: start) }
        if context.parenDepth > 0 {
            interpolations[interpolations.count - 1].parenDepth -= 1
            return cursor.emit(.rightParen, from: start)
        }
        interpolations.removeLast()
        lexPiece(&cursor, from: start, context)
    }

    /// As in the Swift lexer, a raw string opening with `"""` is single-line when a quote
    /// followed by its delimiter comes later on the same line: `#"""#`, `##"""a"##`.
    private static func closesOnItsLine(_ cursor: LexCursor, hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        let bytes = cursor.bytes
        var index = cursor.pos + 1
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
    private mutating func lexPiece(_ cursor: inout LexCursor, from start: Int, _ context: StringContext) {
        while cursor.pos < cursor.bytes.count {
            let byte = cursor.bytes[cursor.pos]
            if byte == Ascii.backslash {
                if lexEscape(&cursor, context, pieceStart: start) { return }
            } else if byte == Ascii.quote {
                let quotes = cursor.pos
                guard Self.closes(&cursor, context) else { cursor.pos += 1; continue }
                if context.isMultiline { return MultilineString.emitEnd(&cursor, from: start, closing: quotes) }
                return cursor.emit(.string, from: start)
            } else if !context.isMultiline, byte == Ascii.newline || byte == Ascii.carriageReturn {
                return cursor.emit(.string, from: start)
            } else {
                cursor.pos += 1
            }
        }
        cursor.emit(.string, from: start)
    }

    /// Skips an escape; at `\(` (or `\#(` in a raw string) emits the piece so far and
    /// opens the interpolation, returning true.
    private mutating func lexEscape(_ cursor: inout LexCursor, _ context: StringContext, pieceStart: Int) -> Bool {
        let bytes = cursor.bytes
        var index = cursor.pos + 1
        var hashes = 0
        while hashes < context.hashes, index < bytes.count, bytes[index] == Ascii.hash {
            hashes += 1
            index += 1
        }
        guard hashes == context.hashes, index < bytes.count else {
            cursor.pos = index
            return false
        }
        if bytes[index] == Ascii.leftParen {
            cursor.pos = index + 1
            cursor.emit(.string, from: pieceStart)
            interpolations.append(StringContext(hashes: context.hashes, isMultiline: context.isMultiline))
            return true
        }
        let isLineEnd = bytes[index] == Ascii.newline || bytes[index] == Ascii.carriageReturn
        cursor.pos = isLineEnd && !context.isMultiline ? index : index + 1
        return false
    }

    /// At a quote: whether it and what follows close the string; if so, moves past it.
    private static func closes(_ cursor: inout LexCursor, _ context: StringContext) -> Bool {
        let quotes = context.isMultiline ? 3 : 1
        for offset in 0..<quotes where cursor.peek(offset) != Ascii.quote { return false }
        for offset in 0..<context.hashes where cursor.peek(quotes + offset) != Ascii.hash { return false }
        cursor.pos += quotes + context.hashes
        return true
    }
}

/// A string literal being lexed: its delimiter and, while one of its interpolations is
/// open, the parentheses open in it.
struct StringContext {
    var hashes: Int
    var isMultiline: Bool
    var parenDepth = 0
}
