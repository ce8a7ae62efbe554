/// How `CellTokens` reads a chain handed to a cell: what it starts from (a local, or a
/// cast in parentheses), its names, whether it begins a statement.
extension CellTokens {
    /// What a chain starts from: a local, by the token naming it in the chain, or a cast
    /// in parentheses (`(cell as? FieldCell)?.field`), by its `(` and the type's tokens.
    enum Root {
        case local(Int)
        case cast(open: Int, type: Range<Int>)
    }

    /// What a chain ending at `end` starts from (`cell` of `cell.titleLabel?.text`), with the
    /// first and last names after it and how many there are. `isCallee`: `end` is the
    /// receiver of a call, which may be the root itself.
    func receiver(endingAt end: Int, isCallee: Bool = false) -> (root: Root, first: Int, last: Int, count: Int)? {
        var position = end
        if tokens[position].kind == .op {
            guard isPostfixMark(position), position >= 1 else { return nil }
            position -= 1
        }
        if isCallee, tokens[position].kind == .rightParen {
            guard let cast = castInParentheses(closingAt: position) else { return nil }
            return (.cast(open: cast.open, type: cast.type), 0, 0, 0)
        }
        let last = position
        var count = 0
        while position >= 2, count < 16 {
            guard tokens[position].kind == .identifier else { return nil }
            guard tokens[position - 1].kind == .dot else { break }
            count += 1
            var before = position - 2
            if tokens[before].kind == .op, isPostfixMark(before), before >= 1 { before -= 1 }
            if tokens[before].kind == .rightParen {
                guard let cast = castInParentheses(closingAt: before) else { return nil }
                return (.cast(open: cast.open, type: cast.type), position, last, count)
            }
            position = before
        }
        guard tokens[position].kind == .identifier, tokens[position].keyword == .none, count > 0 || isCallee,
              position == 0 || tokens[position - 1].kind != .dot else { return nil }
        return (.local(position), isPostfixMark(position + 1) ? position + 3 : position + 2, last, count)
    }

    /// `( … as? FieldCell )` closing at `close`: its `(` and the type cast to.
    private func castInParentheses(closingAt close: Int) -> (open: Int, type: Range<Int>)? {
        let last = close - 1
        guard last > 2, tokens[last].kind == .identifier else { return nil }
        var first = last
        while first >= 2, tokens[first - 1].kind == .dot, tokens[first - 2].kind == .identifier { first -= 2 }
        var cast = first - 1
        if tokens[cast].kind == .op, cast >= 1 { cast -= 1 }
        guard tokens[cast].keyword == .as else { return nil }
        var depth = 0
        var open = cast - 1
        while open >= 0, open > close - 64 {
            if tokens[open].kind == .rightParen || tokens[open].kind == .rightBracket { depth += 1 }
            if tokens[open].kind == .leftParen || tokens[open].kind == .leftBracket {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open >= 0, open > close - 64, tokens[open].kind == .leftParen else { return nil }
        return (open, first..<last + 1)
    }

    /// Whether the chain from `root` begins a statement, after `try`, `try?` or `await`.
    func isStatement(from root: Root) -> Bool {
        var first: Int
        switch root {
        case .local(let name): first = name
        case .cast(let open, _): first = open
        }
        while first > 0 {
            if tokens[first - 1].keyword == .try || tokens[first - 1].keyword == .await {
                first -= 1
            } else if first > 1, tokens[first - 1].kind == .op, tokens[first - 2].keyword == .try {
                first -= 2
            } else { break }
        }
        return beginsStatement(first)
    }

    /// The top-level arguments between `open` and `close`: each label's token, if any, and
    /// the value's tokens.
    func arguments(open: Int, close: Int) -> [(label: Int?, value: Range<Int>)] {
        var found: [(label: Int?, value: Range<Int>)] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            let kind = tokens[index].kind
            if index == close || kind == .comma {
                if start < index {
                    let labeled = start + 1 < index && tokens[start].kind == .identifier && tokens[start + 1].kind == .colon
                    found.append(labeled ? (start, start + 2..<index) : (nil, start..<index))
                }
                start = index + 1
            } else if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let end = matchingClose(index) {
                index = end
            }
            index += 1
        }
        return found
    }
}
