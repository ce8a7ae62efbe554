/// Comments, which the lexer keeps apart from the tokens.
enum CommentLexer {
    static func lineComment(_ cursor: inout LexCursor) -> Comment {
        let start = cursor.pos
        cursor.skipToLineEnd()
        return Comment(start: Int32(start), end: Int32(cursor.pos), line: 0, isBlock: false)
    }

    /// `/* … */` nests; an unterminated one runs to the end of the file.
    static func blockComment(_ cursor: inout LexCursor) -> Comment {
        let start = cursor.pos
        var depth = 0
        while cursor.pos < cursor.bytes.count {
            if cursor.bytes[cursor.pos] == Ascii.slash, cursor.peek(1) == Ascii.star {
                depth += 1
                cursor.pos += 2
            } else if cursor.bytes[cursor.pos] == Ascii.star, cursor.peek(1) == Ascii.slash {
                depth -= 1
                cursor.pos += 2
                if depth == 0 { break }
            } else {
                cursor.pos += 1
            }
        }
        return Comment(start: Int32(start), end: Int32(cursor.pos), line: 0, isBlock: true)
    }
}
