extension SourceFile {
    /// The names each class or extension assigns in its own body (not in a type nested in
    /// it), by the type's position (empty for other kinds), as sorted hashes of their bytes
    /// (`AssignedNames.hash`): `name = …`, `self.name += …`, `self?.name = …`,
    /// `name.toggle()` and `&name`, whatever value the name belongs to. A declaration
    /// (`var name = …`) assigns nothing. For `controller_state`: a scalar option no
    /// declaration of the controller changes is configuration, not state. Every file's
    /// facts are gathered in the first pass, so this walks class and extension bodies
    /// only, once each, and makes no string.
    func assignedNamesByType() -> [[UInt64]] {
        let count = structure.types.count
        var assigned = [[UInt64]](repeating: [], count: count)
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                // By position, reading plain fields: a copied declaration costs a retain and
                // a release of each of its strings and arrays.
                for position in 0..<count where structure.types[position].kind == .class || structure.types[position].kind == .extension {
                    guard let open = structure.types[position].span.open, let close = structure.types[position].span.close,
                          open < close else { continue }
                    var hashes: [UInt64] = []
                    // Types are in source order: those after this one that start before its
                    // end are nested in it, and their bodies are their own.
                    var nested = position + 1
                    var index = open + 1
                    while index < close {
                        if nested < count, structure.types[nested].span.first <= index {
                            index = max(index, structure.types[nested].span.last + 1)
                            nested += 1
                            continue
                        }
                        let kind = tokens[index].kind
                        if kind == .equal || kind == .op || kind == .dot,
                           let name = Self.assignedName(at: index, before: close, tokens, bytes) {
                            hashes.append(AssignedNames.hash(bytes, tokens[name]))
                        }
                        index += 1
                    }
                    assigned[position] = AssignedNames.sortedUnique(hashes)
                }
            }
        }
        return assigned
    }

    /// The name that the token at `index` assigns, if it is an assignment's operator, a
    /// prefix `&` or a `.toggle(`.
    @inline(__always) private static func assignedName(at index: Int, before close: Int, _ tokens: UnsafeBufferPointer<Token>,
                                                       _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let name: Int
        switch tokens[index].kind {
        case .equal: name = index - 1
        case .op:
            let (start, end) = (Int(tokens[index].start), Int(tokens[index].end))
            if end - start == 1, bytes[start] == UInt8(ascii: "&"), index + 1 < close, tokens[index].end == tokens[index + 1].start {
                name = index + 1
            } else if end - start >= 2, bytes[end - 1] == UInt8(ascii: "="),
                      ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[end - 2]) {
                name = index - 1
            } else { return nil }
        case .dot where index + 2 < close && tokens[index + 1].word == .toggle && tokens[index + 2].kind == .leftParen: name = index - 1
        default: return nil
        }
        guard tokens[name].kind == .identifier, tokens[name].keyword == .none,
              ![.var, .let].contains(tokens[name - 1].keyword) else { return nil }
        return name
    }
}

/// Names kept as hashes of their bytes: two names alike by chance (one in 2^64) would read
/// as assigned, which only keeps a finding.
enum AssignedNames {
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> UInt64 {
        var hash = FNV1a()
        for index in Int(token.start)..<Int(token.end) { hash.add(byte: bytes[index]) }
        return hash.value
    }

    static func hash(_ name: String) -> UInt64 {
        var hash = FNV1a()
        for byte in name.utf8 { hash.add(byte: byte) }
        return hash.value
    }

    /// Sorted, each once, in place: a `Set` would hash each hash again.
    static func sortedUnique(_ hashes: [UInt64]) -> [UInt64] {
        guard hashes.count > 1 else { return hashes }
        var hashes = hashes
        hashes.sort()
        var kept = 1
        for position in 1..<hashes.count where hashes[position] != hashes[kept - 1] {
            hashes[kept] = hashes[position]
            kept += 1
        }
        hashes.removeLast(hashes.count - kept)
        return hashes
    }
}
