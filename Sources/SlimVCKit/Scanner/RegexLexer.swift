/// Regex literals: bare `/…/` where an expression may start, and extended `#/…/#`.
enum RegexLexer {
    /// Whether the `/` at the cursor starts a bare regex literal rather than a division:
    /// it must stand where an expression starts, not be followed by a space, and close
    /// on the same line after something other than a space (the parser's rules, simplified).
    static func startsLiteral(_ cursor: LexCursor) -> Bool {
        let next = cursor.peek(1)
        if next == Ascii.space || next == Ascii.tab || next == Ascii.equal || next == Ascii.rightParen {
            return false
        }
        guard expressionMayStart(after: cursor.tokens.last), let close = close(cursor.bytes, from: cursor.pos + 1) else {
            return false
        }
        let last = cursor.bytes[close - 1]
        return last != Ascii.space && last != Ascii.tab
    }

    private static func expressionMayStart(after previous: Token?) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .op, .arrow, .equal, .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .identifier:
            switch previous.keyword {
            case .return, .case, .in, .if, .guard, .where, .while, .try, .await, .else, .throw, .yield,
                 .is, .as, .some, .any:
                return true
            default:
                return false
            }
        default:
            return false
        }
    }

    /// The index of the closing `/` on this line, skipping escapes and `[…]` classes.
    private static func close(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        var classDepth = 0
        while index < bytes.count {
            switch bytes[index] {
            case Ascii.newline, Ascii.carriageReturn: return nil
            case Ascii.backslash: index += 1
            case Ascii.leftBracket: classDepth += 1
            case Ascii.rightBracket: classDepth = max(0, classDepth - 1)
            case Ascii.slash where classDepth == 0: return index
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `/…/` (hashes 0) or `#/…/#`; the cursor is at the first `#` or the slash. An
    /// extended literal spans lines only when a line end follows its opening delimiter.
    static func lex(_ cursor: inout LexCursor, hashes: Int) {
        let start = cursor.pos
        if hashes == 0, let close = close(cursor.bytes, from: cursor.pos + 1) {
            cursor.pos = close + 1
            return cursor.emit(.regex, from: start)
        }
        cursor.pos += hashes + 1
        let isMultiline = hashes > 0 && cursor.isLineBreak(cursor.peek())
        while cursor.pos < cursor.bytes.count {
            let byte = cursor.bytes[cursor.pos]
            if byte == Ascii.backslash {
                cursor.pos += 2
                continue
            }
            if !isMultiline, cursor.isLineBreak(byte) { break }
            cursor.pos += 1
            if byte == Ascii.slash, closes(&cursor, hashes) { break }
        }
        cursor.pos = min(cursor.pos, cursor.bytes.count)
        cursor.emit(.regex, from: start)
    }

    private static func closes(_ cursor: inout LexCursor, _ hashes: Int) -> Bool {
        for offset in 0..<hashes where cursor.peek(offset) != Ascii.hash { return false }
        cursor.pos += hashes
        return true
    }
}
