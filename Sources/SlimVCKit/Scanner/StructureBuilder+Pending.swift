extension StructureBuilder {
    /// Whether the token at `index` (at the pending declaration's depth) shows that the
    /// declaration ended without a body: a new line that starts another declaration, or,
    /// for a binding, any new line but a `{` (or, in an initializer, a `.` or operator
    /// continuing the expression; before it, the `=` that begins one).
    @inline(__always) func endsPending(at index: Int) -> Bool {
        guard let pending = top.pending, pending.angleDepth == 0, isLineStart(index),
              !continuesLine(before: index) else { return false }
        guard case .variable(let binding) = pending.kind else { return startsDeclaration(index) }
        switch tokens[index].kind {
        case .leftBrace: return false
        case .dot, .op: return binding.phase != .initializer
        case .equal: return binding.phase == .initializer
        default: return true
        }
    }

    /// Closes the pending declaration, which has no body; `last` is its last token.
    mutating func finishPending(last: Int) {
        guard let pending = top.pending else { return }
        frames[innermost].pending = nil
        let last = max(last, pending.nameIndex)
        switch pending.kind {
        case .type(let record): structure.types[record].span.last = last
        case .function(let record), .subscript(let record): structure.functions[record].span.last = last
        case .variable(let binding): finishBinding(binding, last: last)
        }
    }

    /// Generic clauses in headers: `<` and `>` inside operators count, except in a name.
    mutating func countAngles(_ index: Int) {
        guard var pending = top.pending, parenDepth == pending.parenDepth, index > pending.nameIndex else { return }
        if case .variable(let binding) = pending.kind, binding.phase == .initializer { return }
        for position in Int(tokens[index].start)..<Int(tokens[index].end) {
            if bytes[position] == Ascii.less { pending.angleDepth += 1 }
            if bytes[position] == Ascii.greater { pending.angleDepth = max(0, pending.angleDepth - 1) }
        }
        frames[innermost].pending = pending
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
