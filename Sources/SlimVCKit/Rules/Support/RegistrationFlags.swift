extension SourceFile {
    /// Whether `name` is a flag that makes a registration happen once
    /// (`if !didRegister { center.addObserver(…); didRegister = true }`): subscription
    /// plumbing, like a key-value observing context. The file only sets it to `true` and
    /// reads it only negated (`!name`, `!self.name`), and a block that sets it registers
    /// something (`addObserver(…)`, `register…(…)`). Its declaration and another value's
    /// member (`other.name`) are no uses.
    func isRegistrationFlag(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        var registers = false
        for index in tokens.indices where tokens[index].kind == .identifier && spells(index, bytes: bytes) {
            if index > 0, [.var, .let].contains(tokens[index - 1].keyword) { continue }
            var first = index
            if index >= 2, tokens[index - 1].kind == .dot {
                guard tokens[index - 2].keyword == .self else { continue }
                first = index - 2
            }
            if isNegated(first) { continue }
            guard index + 2 < tokens.count, tokens[index + 1].kind == .equal, tokens[index + 2].keyword == .true else { return false }
            registers = registers || blockRegisters(around: index)
        }
        return registers
    }

    /// Whether a prefix `!` is attached to the token at `first` (not a force unwrap before it).
    private func isNegated(_ first: Int) -> Bool {
        first > 0 && tokens[first - 1].kind == .op && spells(first - 1, "!") && tokens[first - 1].end == tokens[first].start
    }

    /// Whether the innermost block holding `index` calls `addObserver` or a `register…`
    /// method. Only a block of up to `Self.registrationBlock` tokens is searched, so that a
    /// file setting a flag many times costs no more than a few passes over it.
    private func blockRegisters(around index: Int) -> Bool {
        var open = index
        var depth = 0
        while open > max(0, index - Self.registrationBlock) {
            open -= 1
            if tokens[open].kind == .rightBrace { depth += 1 }
            if tokens[open].kind == .leftBrace {
                if depth == 0 { break }
                depth -= 1
            }
        }
        guard tokens[open].kind == .leftBrace, depth == 0, let close = matchingClose(open),
              close - open <= Self.registrationBlock else { return false }
        return (open + 1..<close).contains { position in
            tokens[position].kind == .identifier && position + 1 < close && tokens[position + 1].kind == .leftParen
                && (spells(position, "addObserver") || spells(position, prefix: "register"))
        }
    }

    static let registrationBlock = 1024
}
