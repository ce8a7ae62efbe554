/// Whether a body whose only statement is a call returns the call's value, or throws it
/// away: a function or getter with a result returns it, as a closure whose value is used
/// does; a function without one, an initializer, an `if`, `guard` or loop body, and a
/// closure handed to a call that is a statement of its own throw it away.
struct ReturningBodies: FileReading {
    let file: SourceFile

    /// The keywords whose statements have bodies that return nothing.
    private static let controlKeywords: Set<Keyword> = [.if, .guard, .else, .for, .while, .repeat, .do, .catch, .defer, .switch]

    /// Whether the body that `statement` (its only statement) is in returns its value.
    func returnsValue(ofOnlyStatement statement: Int) -> Bool {
        let previous = statement - 1
        let found = tokens[previous].kind == .leftBrace ? previous : innermostOpen(before: statement, .leftBrace, .rightBrace, within: 512)
        guard let open = found else { return true }
        if let position = innermost.functions.around(open + 1), structure.functions[position].span.open == open {
            let function = structure.functions[position]
            switch function.kind {
            case .accessor: return function.accessorKind == "get" || function.accessorKind == "get(implicit)"
            case .func, .subscript: return Signatures(file: file).returnType(of: function) != nil || function.kind == .subscript
            case .`init`, .deinit: return false
            }
        }
        return !isControlBody(open) && !isHandedToStatement(open)
    }

    /// Whether a statement begins at `index`, not an argument after its label
    /// (`append(contentsOf: names.map { … })`), which `beginsStatement` takes for a `case` label's.
    func beginsOwnStatement(_ index: Int) -> Bool {
        guard beginsStatement(index) else { return false }
        guard index >= 3, tokens[index - 1].kind == .colon else { return true }
        return ![.leftParen, .leftBracket, .comma].contains(tokens[index - 3].kind)
    }

    /// A body of `if`, `guard … else`, a loop, `do`, `catch` or `defer`: the statement
    /// before the brace begins with one of their keywords.
    private func isControlBody(_ open: Int) -> Bool {
        var index = open - 1
        for _ in 0..<256 where index > 0 {
            let kind = tokens[index].kind
            if Self.controlKeywords.contains(tokens[index].keyword) && beginsStatement(index) || tokens[index].keyword == .else { return true }
            if kind == .rightParen || kind == .rightBracket || kind == .rightBrace {
                let opening: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftBrace
                guard let start = innermostOpen(before: index, opening, kind, within: 4096) else { return false }
                index = start
            } else if beginsStatement(index) && tokens[index - 1].keyword != .in {
                // `for item in items {`: the `in` of a loop, which a closure's never precedes.
                return false
            }
            index -= 1
        }
        return false
    }

    /// A closure handed to a call (as its trailing closure or an argument) that is a
    /// statement of its own, whose value nothing keeps (`DispatchQueue.main.async { … }`).
    private func isHandedToStatement(_ open: Int) -> Bool {
        guard open >= 1, let closure = matchingClose(open) else { return false }
        var end = closure
        if [.leftParen, .comma, .colon].contains(tokens[open - 1].kind) {
            guard let paren = innermostOpen(before: open, .leftParen, .rightParen, within: 4096), let close = matchingClose(paren),
                  close > closure else { return false }
            end = close
        } else if ![.rightParen, .identifier].contains(tokens[open - 1].kind)
            || tokens[open - 1].keyword != .none && !tokens[open - 1].keyword.isContextual {
            return false
        }
        guard let start = expressionStart(endingAt: end), beginsOwnStatement(start) else { return false }
        return end + 1 >= tokens.count || ![.dot, .leftParen, .leftBracket].contains(tokens[end + 1].kind)
    }
}
