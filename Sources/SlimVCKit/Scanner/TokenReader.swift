/// What the structure builder asks of a file's tokens: their text, and what a token
/// starts or continues. It only reads, and holds one reference: every part of the
/// builder keeps a copy.
struct TokenReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]

    func text(_ first: Int, _ last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        let range = Int(tokens[first].start)..<Int(tokens[last].end)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func text(_ index: Int) -> String { text(index, index) }

    func text(_ range: Range<Int>) -> String { text(range.lowerBound, range.upperBound - 1) }

    func byte(_ index: Int, at offset: Int = 0) -> UInt8 {
        let position = Int(tokens[index].start) + offset
        return position < Int(tokens[index].end) ? bytes[position] : 0
    }

    func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

    func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier ? tokens[index].keyword : .none
    }

    /// Whether no token precedes this one on its line.
    func isLineStart(_ index: Int) -> Bool {
        index == 0 || LineTable.hasLineEnd(bytes, between: tokens[index - 1], and: tokens[index])
    }

    /// Whether a statement or declaration may begin here.
    func isStatementStart(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        switch tokens[index - 1].kind {
        case .leftBrace, .rightBrace, .semicolon: return true
        default: return isLineStart(index)
        }
    }

    func isPrefixWord(_ index: Int) -> Bool {
        let token = tokens[index]
        return token.kind == .attribute
            || (token.kind == .identifier && (token.keyword.isModifier || token.keyword == .class))
    }

    /// Attribute and modifier spellings of the declaration prefix `first..<keyword`.
    func prefixWords(_ first: Int, _ keyword: Int) -> (attributes: [String], modifiers: [String]) {
        var attributes: [String] = []
        var modifiers: [String] = []
        for index in first..<keyword {
            if tokens[index].kind == .attribute { attributes.append(text(index)) }
            if tokens[index].kind == .identifier, isPrefixWord(index) { modifiers.append(text(index)) }
        }
        return (attributes, modifiers)
    }

    /// Whether a token begins a new declaration: a declaration keyword or modifier, an
    /// attribute, or a compiler directive.
    func startsDeclaration(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .attribute, .pound: return true
        case .identifier:
            let word = token.keyword
            return word.isModifier || (word.rawValue >= Keyword.class.rawValue && word.rawValue <= Keyword.macro.rawValue)
        default: return false
        }
    }

    /// Whether the token before `index` leaves its line unfinished (`,`, `:`, `->`, a
    /// binary operator; not a generic clause's `>` nor a postfix `!` or `?`).
    func continuesLine(before index: Int) -> Bool {
        guard index > 0 else { return false }
        switch tokens[index - 1].kind {
        case .comma, .colon, .arrow, .equal, .dot, .leftParen, .leftBracket: return true
        case .op:
            let last = bytes[Int(tokens[index - 1].end) - 1]
            return last != Ascii.greater && last != Ascii.exclamation && last != Ascii.question
        default: return false
        }
    }

    /// Whether the tokens after a `{` at `index` open an accessor list (`get`, `set`,
    /// `willSet`, …, after any attributes and modifiers) rather than a getter's body.
    func opensAccessorList(_ index: Int) -> Bool {
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.kind == .attribute {
                cursor += 1
                if kind(cursor) == .leftParen { cursor = skipParens(cursor) }
            } else if token.kind == .identifier, token.keyword.isModifier {
                cursor += 1
            } else {
                break
            }
        }
        guard cursor < tokens.count, tokens[cursor].keyword.isAccessor || tokens[cursor].keyword == .`init`,
              tokens[cursor].kind == .identifier else { return false }
        return followsAccessorKeyword(cursor + 1)
    }

    /// What may follow an accessor keyword: its body, its parameter, effects, the next
    /// accessor, or the end of the list or of the line.
    private func followsAccessorKeyword(_ index: Int) -> Bool {
        guard index < tokens.count else { return true }
        switch tokens[index].kind {
        case .leftBrace, .rightBrace, .leftParen, .attribute: return true
        case .identifier:
            let word = tokens[index].keyword
            return word.isAccessor || word.isModifier || word == .async || word == .throws || word == .rethrows
                || isLineStart(index)
        default: return false
        }
    }

    /// The token after the `)` matching the `(` at `open`, within a short distance.
    private func skipParens(_ open: Int) -> Int {
        var depth = 0
        var cursor = open
        while cursor < tokens.count, cursor - open < 256 {
            if tokens[cursor].kind == .leftParen { depth += 1 }
            if tokens[cursor].kind == .rightParen {
                depth -= 1
                if depth == 0 { return cursor + 1 }
            }
            cursor += 1
        }
        return cursor
    }
}
