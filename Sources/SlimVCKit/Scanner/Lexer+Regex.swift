extension Lexer {
    /// Whether the `/` at `pos` starts a bare regex literal rather than a division:
    /// it must stand where an expression starts, not be followed by a space, and close
    /// on the same line after something other than a space (the parser's rules, simplified).
    func startsRegex() -> Bool {
        let next = peek(1)
        if next == Ascii.space || next == Ascii.tab || next == Ascii.equal || next == Ascii.rightParen {
            return false
        }
        guard expressionMayStart(), let close = regexClose(from: pos + 1) else { return false }
        let last = bytes[close - 1]
        return last != Ascii.space && last != Ascii.tab
    }

    private func expressionMayStart() -> Bool {
        guard let previous = tokens.last else { return true }
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
    func regexClose(from start: Int) -> Int? {
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

    /// `/…/` (hashes 0) or `#/…/#`; `pos` is at the first `#` or the slash. An extended
    /// literal spans lines only when a line end follows its opening delimiter.
    mutating func lexRegex(hashes: Int) {
        let start = pos
        if hashes == 0, let close = regexClose(from: pos + 1) {
            pos = close + 1
            return emit(.regex, from: start)
        }
        pos += hashes + 1
        let isMultiline = hashes > 0 && (peek() == Ascii.newline || peek() == Ascii.carriageReturn)
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == Ascii.backslash {
                pos += 2
                continue
            }
            if !isMultiline, byte == Ascii.newline || byte == Ascii.carriageReturn { break }
            pos += 1
            if byte == Ascii.slash, closesRegex(hashes) { break }
        }
        pos = min(pos, bytes.count)
        emit(.regex, from: start)
    }

    private mutating func closesRegex(_ hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(offset) != Ascii.hash { return false }
        pos += hashes
        return true
    }
}
