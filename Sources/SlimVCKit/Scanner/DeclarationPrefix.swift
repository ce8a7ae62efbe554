/// The attributes and modifiers in front of a declaration keyword, read backwards.
struct DeclarationPrefix {
    let source: TokenReader
    let lines: LineTable
    /// Read only for the `)`s already visited.
    let parens: ParenMatches

    /// The first token of the declaration whose keyword is at `index`: the earliest run of
    /// attributes (with arguments) and modifiers before it, after the `{` at `open`, that
    /// begins a statement.
    func start(ofKeywordAt index: Int, after open: Int) -> Int {
        var best = index
        var current = index
        for _ in 0..<64 {
            guard let element = element(endingAt: current - 1), element > open else { break }
            if element > 0, source.tokens[element - 1].kind == .dot { break }
            current = element
            if source.isStatementStart(current) { best = current }
        }
        return best
    }

    /// Whether a declaration keyword at `index` stands where a declaration may begin.
    func isDeclarationPosition(_ index: Int, after open: Int) -> Bool {
        source.isStatementStart(start(ofKeywordAt: index, after: open))
    }

    /// The first token of an attribute or modifier ending at `end`: `@objc`, `final`,
    /// `@available(iOS 13, *)`, `private(set)`.
    private func element(endingAt end: Int) -> Int? {
        guard end >= 0 else { return nil }
        if source.isPrefixWord(end) { return end }
        if source.tokens[end].kind == .pound { return attributeDirective(endingAt: end) }
        var last = end
        if source.tokens[last].kind == .rightParen {
            guard let open = parens.opening(before: last), open > 0 else { return nil }
            last = open - 1
            if source.isPrefixWord(last) { return last }
        }
        guard let open = matchingAngle(before: last), open > 0, source.tokens[open - 1].kind == .attribute else { return nil }
        return open - 1
    }

    /// `@B<Int>`: the `<` matching a generic attribute's closing `>` at `close`.
    private func matchingAngle(before close: Int) -> Int? {
        guard source.tokens[close].kind == .op, source.byte(close) == Ascii.greater else { return nil }
        var depth = 0
        var index = close
        while index >= 0, close - index < 64 {
            if source.tokens[index].kind == .op {
                let text = source.text(index)
                if text.allSatisfy({ $0 == ">" }) { depth += text.count }
                else if text == "<" { depth -= 1; if depth == 0 { return index } }
                else { return nil }
            }
            index -= 1
        }
        return nil
    }

    /// As in SwiftSyntax, a `#if … #endif` holding only attributes belongs to the
    /// declaration after it, which then starts at the `#if`; `end` is at the `#endif`.
    private func attributeDirective(endingAt end: Int) -> Int? {
        guard source.text(end) == "#endif", let open = matchingIf(before: end) else { return nil }
        var index = afterLine(of: open)
        var attributes = 0
        while index < end {
            switch source.tokens[index].kind {
            case .attribute:
                attributes += 1
                index = afterAttribute(index)
            case .pound:
                index = source.text(index) == "#else" || source.text(index) == "#endif" ? index + 1 : afterLine(of: index)
            default:
                return nil
            }
        }
        return attributes > 0 ? open : nil
    }

    private func matchingIf(before end: Int) -> Int? {
        var depth = 0
        var index = end - 1
        while index >= 0, end - index < 256 {
            if source.tokens[index].kind == .leftBrace || source.tokens[index].kind == .rightBrace { return nil }
            if source.tokens[index].kind == .pound {
                switch source.text(index) {
                case "#endif": depth += 1
                case "#if" where depth == 0: return index
                case "#if": depth -= 1
                default: break
                }
            }
            index -= 1
        }
        return nil
    }

    private func afterLine(of index: Int) -> Int {
        var next = index + 1
        while next < source.tokens.count, startLine(next) == startLine(index) { next += 1 }
        return next
    }

    private func startLine(_ index: Int) -> Int { lines.startLine(of: source.tokens[index]) }

    /// The token after an attribute's generic arguments and parenthesized arguments.
    private func afterAttribute(_ attribute: Int) -> Int {
        let tokens = source.tokens
        var index = attribute + 1
        if source.kind(index) == .op, source.text(index) == "<" {
            while index < tokens.count, !(tokens[index].kind == .op && source.byte(index) == Ascii.greater) { index += 1 }
            index += 1
        }
        guard source.kind(index) == .leftParen else { return index }
        var depth = 0
        while index < tokens.count {
            if tokens[index].kind == .leftParen { depth += 1 }
            if tokens[index].kind == .rightParen { depth -= 1; if depth == 0 { return index + 1 } }
            index += 1
        }
        return index
    }
}
