extension CallReader {
    /// Whether a name may be a method's at a call: an identifier starting with a lower-case
    /// letter or `_`, a keyword only where Swift reserves it by context (`set(…)`, `open(…)`).
    @inline(__always) static func mayNameMethod(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard token.keyword == .none || token.keyword.isContextual else { return false }
        let first = bytes[Int(token.start)]
        return (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
    }

    /// What a member call at `name` is made on, and the chain's first token: `self.fetch`,
    /// `super.fetch`, `APIClient.fetch`, `APIClient.shared.fetch`, `api.fetch`,
    /// `self.api.fetch` (`?` or `!` may follow each). Nil for a longer chain.
    func receiver(ofMemberAt name: Int) -> (CallRecord.Kind, UInt32, Int)? {
        let subject = skippingMark(name - 2)
        guard subject >= 0, tokens[subject].kind == .identifier else { return nil }
        switch tokens[subject].keyword {
        case .self, .Self: return isMember(subject) ? nil : (.implicitCall, 0, subject)
        case .super: return (.superCall, 0, subject)
        default: break
        }
        guard tokens[subject].keyword == .none || tokens[subject].keyword.isContextual else { return nil }
        let hash = CallNames.receiver(bytes, tokens[subject])
        guard isMember(subject) else { return (isTypeName(subject) ? .typeCall : .propertyCall, hash, subject) }
        let owner = skippingMark(subject - 2)
        guard owner >= 0, tokens[owner].kind == .identifier, !isMember(owner) else { return nil }
        // `API.Client.fetch(…)`, a nested type's; `self.api.fetch(…)`.
        if isTypeName(subject) { return tokens[owner].keyword == .none && isTypeName(owner) ? (.typeCall, hash, owner) : nil }
        if tokens[owner].keyword == .self { return (.propertyCall, hash, owner) }
        // `APIClient.shared.fetch(…)`: a method of the type's shared instance.
        return tokens[owner].keyword == .none && isTypeName(owner) ? (.typeCall, CallNames.receiver(bytes, tokens[owner]), owner) : nil
    }

    /// `index`, or the token before it when `index` is a `?` or `!` mark after a name.
    @inline(__always) private func skippingMark(_ index: Int) -> Int {
        guard index > 0, tokens[index].kind == .op, tokens[index].end - tokens[index].start == 1,
              tokens[index - 1].end == tokens[index].start else { return index }
        let byte = bytes[Int(tokens[index].start)]
        return byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") ? index - 1 : index
    }

    /// Whether a `.` comes right before the token: it is a member of something else.
    @inline(__always) private func isMember(_ index: Int) -> Bool { index > 0 && tokens[index - 1].kind == .dot }

    @inline(__always) private func isTypeName(_ index: Int) -> Bool {
        let first = bytes[Int(tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Whether a chain that starts at `start` and ends in a trailing closure is a call:
    /// assigned (`let task = make { … }`), or a statement (after `try`, `await`, `return`).
    func beginsCall(_ start: Int) -> Bool {
        var start = start
        if tokens[start - 1].kind == .equal { return true }
        while start > 0, [.try, .await, .return].contains(tokens[start - 1].keyword) { start -= 1 }
        return TokenNavigation(file: file).beginsStatement(start)
    }

    /// The label of the first argument in the parentheses at `opening` (`CallNames.label`).
    @inline(__always) func firstLabel(opening: Int) -> UInt16 {
        guard opening + 2 < tokens.count else { return CallNames.unknownLabels }
        if tokens[opening + 1].kind == .rightParen { return CallNames.noArguments }
        guard tokens[opening + 1].kind == .identifier, tokens[opening + 2].kind == .colon else { return CallNames.unlabeled }
        return CallNames.label(bytes, tokens[opening + 1])
    }

    /// The argument label of the first parameter in the list after a function's name,
    /// before its body: the first of its names, `_` for none.
    func declaredLabel(after name: Int, before body: Int) -> UInt16 {
        var index = name + 1
        while index < body, tokens[index].kind != .leftParen { index += 1 }
        index += 1
        while index < body, tokens[index].kind == .attribute { index += 1 }
        guard index + 1 < body, tokens[index].kind == .identifier else { return CallNames.noArguments }
        return tokens[index].end - tokens[index].start == 1 && bytes[Int(tokens[index].start)] == UInt8(ascii: "_")
            ? CallNames.unlabeled : CallNames.label(bytes, tokens[index])
    }

    /// The name of the parameter whose declared type names a networking API at `use`
    /// (`session` of `_ session: URLSession`, `sessions: [URLSession]`).
    func parameterName(typed use: Int) -> UInt32? {
        var index = use - 1
        if index > 0, tokens[index].kind == .leftBracket { index -= 1 }
        guard index > 0, tokens[index].kind == .colon, tokens[index - 1].kind == .identifier else { return nil }
        return CallNames.receiver(bytes, tokens[index - 1])
    }
}
