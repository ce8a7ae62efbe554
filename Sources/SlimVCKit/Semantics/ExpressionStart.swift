/// Where a postfix expression begins: `viewModel` in `viewModel.$title.receive(on: q).sink`.
extension FileReading {
    /// The first token of the postfix expression ending at `end`, walking back over member
    /// names, calls, subscripts, trailing closures and postfix marks; nil when it does not
    /// begin with a name (a literal, a leading-dot member), or is longer than the walk allows.
    func expressionStart(endingAt end: Int) -> Int? {
        var index = end
        for _ in 0..<256 where index >= 0 {
            switch tokens[index].kind {
            case .rightParen, .rightBracket, .rightBrace:
                let kind = tokens[index].kind
                let open: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                guard let start = innermostOpen(before: index, open, kind, within: 4096), start >= 1 else { return nil }
                index = start - 1
            case .op where isPostfixMark(index): index -= 1
            case .identifier:
                guard index >= 2, tokens[index - 1].kind == .dot else { return index }
                index -= 2
            default: return nil
            }
        }
        return nil
    }
}
