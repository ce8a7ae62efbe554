/// What an assignment, a collection's mutating method or `toggle()` in a member's body
/// changes: a property of the type (`items = …`, `self.items = …`), or one through its
/// member or its contents (`form.email = …`, `items.append(…)`, `items[i] = …`); not a
/// local's (`LocalNames`), `$0`'s or another object's.
struct WriteTargets {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFile

    /// The property a write at `index` changes, and whether through a member or a
    /// collection's method; nil for a local's, another object's or no write.
    func target(at index: Int, start: Int, end: Int, locals: LocalNames) -> (name: Int, isMutation: Bool)? {
        if tokens[index].kind == .dot { return mutatingCall(at: index, start: start, end: end, locals: locals) }
        if tokens[index].kind == .equal, index > start, tokens[index - 1].kind == .rightBracket {
            // `items[i] = item`, `cache[key] = value`.
            guard let open = openBracket(before: index - 1, start: start), open > start, let root = root(ending: open - 1, start: start, locals: locals)
            else { return nil }
            return (root.name, true)
        }
        guard let name = WriteScan.assignedName(at: index, before: end, tokens, bytes), name >= start else { return nil }
        guard name > start, tokens[name - 1].kind == .dot else { return locals.contains(name) ? nil : (name, false) }
        guard let receiver = previousMeaningful(before: name - 1, start: start) else { return nil }
        if tokens[receiver].keyword == .self, receiver == start || tokens[receiver - 1].kind != .dot { return (name, false) }
        return root(ending: receiver, start: start, locals: locals).map { ($0.name, true) }
    }

    /// `items.append(item)`, `self.items.removeAll()`, `isOn.toggle()` (which `assignedName` finds).
    private func mutatingCall(at dot: Int, start: Int, end: Int, locals: LocalNames) -> (name: Int, isMutation: Bool)? {
        guard dot + 2 < end, tokens[dot + 1].kind == .identifier, tokens[dot + 2].kind == .leftParen || tokens[dot + 2].kind == .leftBrace,
              dot > start else { return nil }
        let toggles = tokens[dot + 1].spells(.toggle)
        guard toggles || Self.mutators.contains(WrittenNames.hash(bytes, tokens[dot + 1])),
              let receiver = previousMeaningful(before: dot, start: start), let root = root(ending: receiver, start: start, locals: locals) else { return nil }
        return (root.name, !(toggles && root.isWhole))
    }

    /// The stored property a chain ending at `last` starts from: `form` of `form.email`,
    /// of `self.form.email` and of `self?.form`; nil for a local, `$0` or another object.
    private func root(ending last: Int, start: Int, locals: LocalNames) -> (name: Int, isWhole: Bool)? {
        var cursor = last
        var steps = 0
        while cursor > start, steps < 64 {
            if tokens[cursor].kind == .op, spells(cursor, "?") || spells(cursor, "!") { cursor -= 1; continue }
            if tokens[cursor].kind == .rightBracket, let open = openBracket(before: cursor, start: start) { cursor = open - 1; continue }
            guard tokens[cursor].kind == .identifier, cursor > start, tokens[cursor - 1].kind == .dot else { break }
            cursor -= 2
            steps += 1
        }
        guard cursor >= start, tokens[cursor].kind == .identifier else { return nil }
        if tokens[cursor].keyword == .self {
            // `self.form…`: the name after `self.`.
            var next = cursor + 1
            if next <= last, tokens[next].kind == .op { next += 1 }
            guard next + 1 <= last, tokens[next].kind == .dot, tokens[next + 1].kind == .identifier else { return nil }
            return (next + 1, next + 1 == last)
        }
        guard tokens[cursor].keyword == .none, !locals.contains(cursor), bytes[Int(tokens[cursor].start)] != UInt8(ascii: "$") else { return nil }
        return (cursor, cursor == last)
    }

    func previousMeaningful(before index: Int, start: Int) -> Int? {
        var cursor = index - 1
        while cursor >= start, tokens[cursor].kind == .op, spells(cursor, "?") || spells(cursor, "!") { cursor -= 1 }
        return cursor >= start ? cursor : nil
    }

    /// The `[` of the `]` at `close`, searched back within a statement's reach.
    private func openBracket(before close: Int, start: Int) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= start, close - cursor < 256 {
            switch tokens[cursor].kind {
            case .rightBracket, .rightParen: depth += 1
            case .leftBracket, .leftParen:
                depth -= 1
                if depth == 0 { return tokens[cursor].kind == .leftBracket ? cursor : nil }
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            cursor -= 1
        }
        return nil
    }

    private func spells(_ token: Int, _ word: StaticString) -> Bool { file.spells(token, word) }

    private static let mutators = Set(CallbackVocabulary.collectionMutators.map(WrittenNames.hash))
}
