/// The names a loop hands to a notification registration (`for name in [.a, .b] { … }`).
struct NotificationLoops: FileReading {
    let file: SourceFile

    /// The names that a loop hands to a registration whose name is the loop's variable:
    /// the elements of the array literal it runs over (`for name in [.a, .b] { … name: name … }`,
    /// `[.a, .b].forEach { name in … }`), written in the loop or in a `let` or `var` before it
    /// (`let names = [.a, .b]`; `names.forEach { name in … }`). Nil when the name is not a
    /// loop's variable or its list is not a literal found within a few hundred tokens.
    func names(_ name: Range<Int>, at call: Int) -> [Range<Int>]? {
        guard name.count == 1, tokens[name.lowerBound].kind == .identifier,
              let open = innermostOpen(before: call, .leftBrace, .rightBrace, within: SourceFile.nearbyClose) else { return nil }
        let variable = name.lowerBound
        var listEnd: Int?
        if open >= 3, open + 2 < tokens.count, tokens[open - 1].kind == .identifier, spells(open - 1, "forEach"),
           tokens[open - 2].kind == .dot, sameText(open + 1, variable), tokens[open + 2].keyword == .in {
            listEnd = open - 3
        } else if let loopIn = forLoopIn(before: open, binding: variable), loopIn + 1 < open {
            listEnd = open - 1
            // A literal must be the whole sequence (`for n in [.a, .b]`), not a part of it.
            if tokens[loopIn + 1].kind == .leftBracket, matchingClose(loopIn + 1) != open - 1 { return nil }
            if tokens[loopIn + 1].kind != .leftBracket, loopIn + 2 != open { return nil }
        }
        guard let listEnd else { return nil }
        if tokens[listEnd].kind == .rightBracket { return elements(endingAt: listEnd) }
        // A member (`self.names`, `settings.names`) is not the local list of that name.
        guard tokens[listEnd].kind == .identifier, listEnd == 0 || tokens[listEnd - 1].kind != .dot,
              let close = declaredList(listEnd) else { return nil }
        return elements(endingAt: close)
    }

    /// The `in` of `for variable in …` or `for variable: T in …` ending at the brace `open`.
    private func forLoopIn(before open: Int, binding variable: Int) -> Int? {
        var position = open
        while position > max(0, open - 64) {
            position -= 1
            guard tokens[position].kind != .leftBrace, tokens[position].kind != .rightBrace else { return nil }
            guard tokens[position].keyword == .for else { continue }
            guard position + 1 < open, sameText(position + 1, variable) else { return nil }
            return (position + 2..<open).first { tokens[$0].keyword == .in }
        }
        return nil
    }

    /// The `]` closing the array literal that a `let` or `var` named as the identifier at
    /// `use` is set to (`let names: [Notification.Name] = [.a, .b]`), declared before it in
    /// the same function.
    private func declaredList(_ use: Int) -> Int? {
        guard let function = innermost.functions.around(use), let body = structure.functions[function].span.open else { return nil }
        var position = use
        while position > max(body + 1, use - SourceFile.nearbyClose) {
            position -= 1
            guard tokens[position].kind == .identifier, [.let, .var].contains(tokens[position - 1].keyword),
                  sameText(position, use) else { continue }
            guard let equal = (position + 1..<min(tokens.count, position + 32)).first(where: { tokens[$0].kind == .equal }),
                  equal + 1 < tokens.count, tokens[equal + 1].kind == .leftBracket else { return nil }
            return matchingClose(equal + 1)
        }
        return nil
    }

    /// The elements of the array literal whose `]` is at `close`; nil for a dictionary or an empty list.
    private func elements(endingAt close: Int) -> [Range<Int>]? {
        // A subscript (`groups[0].forEach`) is no literal.
        guard let open = innermostOpen(before: close, .leftBracket, .rightBracket, within: 4 * SourceFile.nearbyClose),
              matchingClose(open) == close, !isSubscript(open) else { return nil }
        let parts = arguments(open: open, close: close)
        guard !parts.isEmpty, parts.allSatisfy({ $0.label == nil && !$0.value.isEmpty }) else { return nil }
        return parts.map(\.value)
    }

    /// Whether the `[` at `open` follows a value (`names[0]`, `f()[0]`, `a?[0]`), as a subscript does.
    private func isSubscript(_ open: Int) -> Bool {
        guard open > 0 else { return false }
        let before = tokens[open - 1]
        if before.kind == .identifier { return before.keyword == .none || before.keyword == .self }
        if before.kind == .op { return (spells(open - 1, "?") || spells(open - 1, "!")) && before.end == tokens[open].start }
        return before.kind == .rightParen || before.kind == .rightBracket
    }

    /// Whether two tokens are spelled alike.
    private func sameText(_ first: Int, _ second: Int) -> Bool {
        spells(first, bytes: file.bytes(of: second))
    }
}
