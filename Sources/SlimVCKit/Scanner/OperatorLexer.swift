/// Operators: runs of operator characters, `=` and `->` by their own kinds, and dot runs
/// (`...`, `..<`).
enum OperatorLexer {
    static func lexDot(_ cursor: inout LexCursor) {
        let start = cursor.pos
        cursor.pos += 1
        guard cursor.peek() == Ascii.dot else { return cursor.emit(.dot, from: start) }
        while cursor.pos < cursor.bytes.count, cursor.bytes[cursor.pos] == Ascii.dot || continues(cursor, at: cursor.pos) {
            cursor.pos += 1
        }
        cursor.emit(.op, from: start)
    }

    /// A run of operator characters; `//` and `/*` inside it start a comment instead.
    static func lex(_ cursor: inout LexCursor) {
        let start = cursor.pos
        cursor.pos += 1
        while cursor.pos < cursor.bytes.count, continues(cursor, at: cursor.pos) { cursor.pos += 1 }
        let length = cursor.pos - start
        let bytes = cursor.bytes
        if length == 1, bytes[start] == Ascii.equal { return cursor.emit(.equal, from: start) }
        if length == 2, bytes[start] == Ascii.minus, bytes[start + 1] == Ascii.greater {
            return cursor.emit(.arrow, from: start)
        }
        cursor.emit(.op, from: start)
    }

    private static func continues(_ cursor: LexCursor, at index: Int) -> Bool {
        let byte = cursor.bytes[index]
        guard cursor.isClass(byte, ByteClass.operatorChar) else { return false }
        if byte == Ascii.slash, index + 1 < cursor.bytes.count {
            let next = cursor.bytes[index + 1]
            return next != Ascii.slash && next != Ascii.star
        }
        return true
    }
}
