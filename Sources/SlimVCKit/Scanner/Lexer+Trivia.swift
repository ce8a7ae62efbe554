extension Lexer {
    mutating func skipToLineEnd() {
        while pos < bytes.count, bytes[pos] != Ascii.newline, bytes[pos] != Ascii.carriageReturn {
            pos += 1
        }
    }

    mutating func lexLineComment() {
        let start = pos
        skipToLineEnd()
        comments.append(Comment(start: Int32(start), end: Int32(pos), line: 0, isBlock: false))
    }

    /// `/* … */` nests; an unterminated one runs to the end of the file.
    mutating func lexBlockComment() {
        let start = pos
        var depth = 0
        while pos < bytes.count {
            if bytes[pos] == Ascii.slash, peek(1) == Ascii.star {
                depth += 1
                pos += 2
            } else if bytes[pos] == Ascii.star, peek(1) == Ascii.slash {
                depth -= 1
                pos += 2
                if depth == 0 { break }
            } else {
                pos += 1
            }
        }
        comments.append(Comment(start: Int32(start), end: Int32(pos), line: 0, isBlock: true))
    }
}
