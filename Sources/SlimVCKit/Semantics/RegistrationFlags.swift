/// The flags of a file that make a registration happen once, found in one pass over its
/// tokens: a file declaring thousands of flags costs no more than one declaring a few.
struct RegistrationFlags {
    var names: Set<String> = []
}

/// Finds the flags that make a registration happen once.
struct RegistrationFlagScan: FileReading {
    let file: SourceFile

    /// Whether `name` is a flag that makes a registration happen once
    /// (`if !didRegister { center.addObserver(…); didRegister = true }`): subscription
    /// plumbing, like a key-value observing context. The file declares it `= false`, only
    /// sets it to `true` and reads it only negated (`!name`, `!self.name`) or to undo the
    /// registration (`if name { center.removeObserver(self) }`), and a block
    /// that sets it registers something (`addObserver(…)`, `register…(…)`). Its
    /// declaration and another value's member (`other.name`) are no uses.
    func isRegistrationFlag(_ name: String) -> Bool {
        memo.value(RegistrationFlags.self) { registrationFlags() }.names.contains(name)
    }

    private func registrationFlags() -> RegistrationFlags {
        // Candidates by a hash of their bytes, checked byte for byte on a match.
        var candidates: [UInt64: [String]] = [:]
        for property in structure.properties where property.isVariable && property.initializer.map({ tokens[$0].keyword == .false }) == true {
            candidates[FNV1a.hash(of: property.name.utf8), default: []].append(property.name)
        }
        guard !candidates.isEmpty else { return RegistrationFlags() }
        // First the few flags set to `true` in a block that registers (`true` is rare), then
        // one pass over the file for their other uses.
        let registering = registering(among: candidates)
        guard !registering.isEmpty else { return RegistrationFlags() }
        var flags = RegistrationFlags(names: Set(registering.values.joined()))
        for index in tokens.indices where tokens[index].kind == .identifier {
            let hash = FNV1a.hash(of: bytes[Int(tokens[index].start)..<Int(tokens[index].end)])
            guard let names = registering[hash], let name = names.first(where: { spells(index, bytes: Array($0.utf8)) }) else { continue }
            if index > 0, [.var, .let].contains(tokens[index - 1].keyword) { continue }
            var first = index
            if index >= 2, tokens[index - 1].kind == .dot {
                guard tokens[index - 2].keyword == .self else { continue }
                first = index - 2
            }
            if isNegated(first) || unregistersIfSet(first, index) { continue }
            if index + 2 < tokens.count, tokens[index + 1].kind == .equal, tokens[index + 2].keyword == .true { continue }
            flags.names.remove(name)
        }
        return flags
    }

    /// The candidates (by a hash of their bytes) that a block that registers sets to `true`.
    private func registering(among candidates: [UInt64: [String]]) -> [UInt64: [String]] {
        var registering: [UInt64: [String]] = [:]
        var searched: [Int: Bool] = [:]
        for index in tokens.indices where tokens[index].keyword == .true && index >= 2 && tokens[index - 1].kind == .equal {
            let name = index - 2
            // Not another value's member (`other.flag = true`).
            guard tokens[name].kind == .identifier, name < 2 || tokens[name - 1].kind != .dot || tokens[name - 2].keyword == .self,
                  case let key = FNV1a.hash(of: bytes[Int(tokens[name].start)..<Int(tokens[name].end)]),
                  let flag = candidates[key]?.first(where: { spells(name, bytes: Array($0.utf8)) }),
                  registering[key]?.contains(flag) != true, blockRegisters(around: name, searched: &searched) else { continue }
            registering[key, default: []].append(flag)
        }
        return registering
    }

    /// Whether a prefix `!` is attached to the token at `first` (not a force unwrap before it).
    private func isNegated(_ first: Int) -> Bool {
        first > 0 && tokens[first - 1].kind == .op && spells(first - 1, "!") && tokens[first - 1].end == tokens[first].start
    }

    /// Whether a plain read is the whole condition of an `if` whose block undoes the
    /// registration (`if didRegister { Theme.shared.unregister(client: self) }`).
    private func unregistersIfSet(_ first: Int, _ name: Int) -> Bool {
        guard first > 0, tokens[first - 1].keyword == .if, name + 1 < tokens.count, tokens[name + 1].kind == .leftBrace,
              let close = matchingClose(name + 1), close - name <= Self.registrationBlock else { return false }
        return (name + 2..<close).contains { position in
            tokens[position].kind == .identifier && tokens[position + 1].kind == .leftParen
                && (spells(position, "removeObserver") || spells(position, prefix: "unregister") || spells(position, prefix: "deregister"))
        }
    }

    /// Whether the innermost block holding `index` calls `addObserver` or a `register…`
    /// method. Only blocks of up to `Self.registrationBlock` tokens are searched, each once
    /// (`searched`, by its opening brace).
    private func blockRegisters(around index: Int, searched: inout [Int: Bool]) -> Bool {
        guard let open = innermostOpen(before: index, .leftBrace, .rightBrace, within: Self.registrationBlock) else { return false }
        if let known = searched[open] { return known }
        var registers = false
        if let close = matchingClose(open), close - open <= Self.registrationBlock {
            registers = (open + 1..<close).contains { position in
                tokens[position].kind == .identifier && position + 1 < close && tokens[position + 1].kind == .leftParen
                    && (spells(position, "addObserver") || spells(position, prefix: "register"))
            }
        }
        searched[open] = registers
        return registers
    }

    static let registrationBlock = 1024
}
