extension StructureBuilder {
    /// The line of a token's last byte.
    func endLine(_ index: Int) -> Int { lines.endLine(of: tokens[index]) }

    func startLine(_ index: Int) -> Int { lines.startLine(of: tokens[index]) }

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

    /// The first token of the declaration whose keyword is at `index`: the earliest run of
    /// attributes (with arguments) and modifiers before it that begins a statement.
    func declarationStart(_ index: Int) -> Int {
        var best = index
        var current = index
        for _ in 0..<64 {
            guard let element = prefixElement(endingAt: current - 1), element > top.open else { break }
            if element > 0, tokens[element - 1].kind == .dot { break }
            current = element
            if isStatementStart(current) { best = current }
        }
        return best
    }

    /// Whether a declaration keyword at `index` stands where a declaration may begin.
    func isDeclarationPosition(_ index: Int) -> Bool {
        isStatementStart(declarationStart(index))
    }

    func isPrefixWord(_ index: Int) -> Bool {
        let token = tokens[index]
        return token.kind == .attribute
            || (token.kind == .identifier && (token.keyword.isModifier || token.keyword == .class))
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
}
