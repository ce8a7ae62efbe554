/// The attributes and modifiers in front of a declaration keyword, read backwards.
extension StructureBuilder {
    /// The first token of an attribute or modifier ending at `end`: `@objc`, `final`,
    /// `@available(iOS 13, *)`, `private(set)`.
    func prefixElement(endingAt end: Int) -> Int? {
        guard end >= 0 else { return nil }
        if isPrefixWord(end) { return end }
        if tokens[end].kind == .pound { return attributeDirective(endingAt: end) }
        var last = end
        if tokens[last].kind == .rightParen {
            guard let open = matchingParen(before: last), open > 0 else { return nil }
            last = open - 1
            if isPrefixWord(last) { return last }
        }
        guard let open = matchingAngle(before: last), open > 0, tokens[open - 1].kind == .attribute else { return nil }
        return open - 1
    }

    /// `@B<Int>`: the `<` matching a generic attribute's closing `>` at `close`.
    private func matchingAngle(before close: Int) -> Int? {
        guard tokens[close].kind == .op, byte(close) == Ascii.greater else { return nil }
        var depth = 0
        var index = close
        while index >= 0, close - index < 64 {
            if tokens[index].kind == .op {
                let text = text(index)
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
        guard text(end) == "#endif", let open = matchingIf(before: end) else { return nil }
        var index = afterLine(of: open)
        var attributes = 0
        while index < end {
            switch tokens[index].kind {
            case .attribute:
                attributes += 1
                index = afterAttribute(index)
            case .pound:
                index = text(index) == "#else" || text(index) == "#endif" ? index + 1 : afterLine(of: index)
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
            if tokens[index].kind == .leftBrace || tokens[index].kind == .rightBrace { return nil }
            if tokens[index].kind == .pound {
                switch text(index) {
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
        while next < tokens.count, startLine(next) == startLine(index) { next += 1 }
        return next
    }

    /// The token after an attribute's generic arguments and parenthesized arguments.
    private func afterAttribute(_ attribute: Int) -> Int {
        var index = attribute + 1
        if kind(index) == .op, text(index) == "<" {
            while index < tokens.count, !(tokens[index].kind == .op && byte(index) == Ascii.greater) { index += 1 }
            index += 1
        }
        guard kind(index) == .leftParen else { return index }
        var depth = 0
        while index < tokens.count {
            if tokens[index].kind == .leftParen { depth += 1 }
            if tokens[index].kind == .rightParen { depth -= 1; if depth == 0 { return index + 1 } }
            index += 1
        }
        return index
    }

    /// The `(` matching the `)` at `close`, one visited already.
    private func matchingParen(before close: Int) -> Int? {
        let open = Int(openingParens[close])
        return open >= 0 ? open : nil
    }
}
