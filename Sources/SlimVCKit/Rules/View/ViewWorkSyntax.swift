/// The shapes of View work beyond a listed property set or a listed method called: a
/// setter or a layout DSL's call on a view, Anchorage's operators, a layout constraint's
/// `isActive` set on the constraint an anchor makes, the views a closure is handed
/// (`[titleLabel, badge].forEach { $0.font = … }`).
struct ViewWorkSyntax: FileReading {
    let file: SourceFile
    /// TinyConstraints' and SnapKit's calls (`LayoutVocabulary`).
    let layoutMethods: NameSet

    /// A method after a dot that sets or lays out a view whatever its name: `setTitle(…)`
    /// (not `setNeedsLayout()`), PureLayout's `autoPinEdge(…)`, TinyConstraints'
    /// `edgesToSuperview()`, SnapKit's `makeConstraints { … }`.
    func isSetterOrLayoutCall(_ index: Int) -> Bool {
        let token = tokens[index]
        let length = Int(token.end - token.start)
        if length > 3, spells(index, prefix: "set"), isUppercase(Int(token.start) + 3) { return !spells(index, prefix: "setNeeds") }
        if length > 4, spells(index, prefix: "auto"), isUppercase(Int(token.start) + 4) { return true }
        return layoutMethods.contains(index, in: file) || endsWith(index, "ToSuperview") || endsWith(index, "InSuperview")
    }

    /// `==`, `>=` or `<=` after an anchor (`titleLabel.topAnchor == view.topAnchor + 8`).
    func isAnchorOperator(_ index: Int) -> Bool {
        let token = tokens[index]
        guard index >= 3, tokens[index - 1].kind == .identifier, token.end - token.start == 2, bytes[Int(token.start) + 1] == UInt8(ascii: "="),
              [UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<")].contains(bytes[Int(token.start)]) else { return false }
        return endsWith(index - 1, "Anchor") || endsWith(index - 1, "Anchors")
    }

    /// The first token of `a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true`,
    /// for the `=` at `equal`: a constraint member set on the constraint an anchor makes.
    func constraintStatement(setting equal: Int) -> Int? {
        guard equal >= 4, tokens[equal - 3].kind == .rightParen, LayoutVocabulary.constraintMembers.contains(text(of: equal - 1)),
              let start = expressionStart(endingAt: equal - 3), beginsStatement(start),
              (start..<equal - 3).contains(where: { tokens[$0].kind == .identifier && spells($0, "constraint") && tokens[$0 + 1].kind == .leftParen })
        else { return nil }
        return start
    }

    /// What is handed to the closure whose parameter is the name at `use` (`$0`, or `label`
    /// in `{ label in … }`), when the closure is `forEach`'s, `map`'s or `compactMap`'s: the
    /// chains of an array literal's elements, or the chain of the list.
    func handedValues(to use: Int) -> (elements: [[String]], list: [String]?)? {
        var position = use
        for _ in 0..<4 {
            guard let open = innermostOpen(before: position, .leftBrace, .rightBrace, within: 4 * SourceFile.nearbyClose) else { return nil }
            position = open
            guard open >= 3, tokens[open - 2].kind == .dot,
                  spells(open - 1, "forEach") || spells(open - 1, "map") || spells(open - 1, "compactMap") else { continue }
            return isParameter(use, of: open) ? values(endingAt: open - 3) : nil
        }
        return nil
    }

    private func isParameter(_ use: Int, of open: Int) -> Bool {
        guard open + 2 < tokens.count else { return false }
        if spells(use, "$0") { return tokens[open + 2].keyword != .in }
        var name = open + 1
        if tokens[name].kind == .leftParen { name += 1 }
        return tokens[name].kind == .identifier && sameText(name, use)
            && (name + 1..<min(tokens.count, name + 8)).contains { tokens[$0].keyword == .in }
    }

    /// The array literal or the member chain ending at `end`.
    private func values(endingAt end: Int) -> (elements: [[String]], list: [String]?)? {
        if tokens[end].kind == .identifier { return Chain(endingAt: end, in: file).map { ([], $0.names) } }
        guard tokens[end].kind == .rightBracket,
              let open = innermostOpen(before: end, .leftBracket, .rightBracket, within: 4 * SourceFile.nearbyClose) else { return nil }
        var elements: [[String]] = []
        for argument in arguments(open: open, close: end) {
            guard argument.label == nil, !argument.value.isEmpty,
                  let chain = Chain(endingAt: argument.value.upperBound - 1, in: file), chain.first == argument.value.lowerBound else { return nil }
            elements.append(chain.names)
        }
        return elements.isEmpty ? nil : (elements, nil)
    }

    private func sameText(_ first: Int, _ second: Int) -> Bool { spells(first, bytes: file.bytes(of: second)) }

    private func isUppercase(_ offset: Int) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[offset]) }

    private func endsWith(_ index: Int, _ suffix: StaticString) -> Bool {
        let token = tokens[index]
        let count = suffix.utf8CodeUnitCount
        guard Int(token.end - token.start) >= count else { return false }
        return suffix.withUTF8Buffer { bytes[Int(token.end) - count..<Int(token.end)].elementsEqual($0) }
    }
}
