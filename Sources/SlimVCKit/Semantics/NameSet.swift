/// A set of names that tells whether a token spells one of them by comparing bytes: no
/// String is made for the many tokens a rule looks at and lets go.
struct NameSet: Sendable {
    /// `byLength[n]`: the names of n bytes, as UTF-8.
    private let byLength: [[[UInt8]]]

    init<Names: Sequence<String>>(_ names: Names) {
        var byLength: [[[UInt8]]] = []
        for name in names {
            let bytes = Array(name.utf8)
            if byLength.count <= bytes.count { byLength += Array(repeating: [], count: bytes.count + 1 - byLength.count) }
            if !byLength[bytes.count].contains(bytes) { byLength[bytes.count].append(bytes) }
        }
        self.byLength = byLength
    }

    /// Whether the token at `index` of `file` spells one of the names.
    func contains(_ index: Int, in file: SourceFile) -> Bool {
        let token = file.tokens[index]
        let length = Int(token.end - token.start)
        guard length < byLength.count else { return false }
        return byLength[length].contains { file.spells(index, bytes: $0) }
    }
}

/// A set of names, few or many, that tells whether a token spells one of them: a mask of
/// the names' lengths turns most tokens away with one load, and the hashes of the names'
/// bytes (`CallNames.hash`) answer the others, whatever their number.
struct HashedNameSet: Sendable {
    /// Bit `n` for a name of `n` bytes, the last bit for any longer.
    private var lengths: UInt64 = 0
    private var hashes: Set<UInt64> = []

    init<Names: Sequence<String>>(_ names: Names) {
        for name in names {
            lengths |= 1 << UInt64(min(name.utf8.count, 63))
            hashes.insert(CallNames.hash(name))
        }
    }

    var isEmpty: Bool { hashes.isEmpty }

    /// Whether the token at `index` of `file` spells one of the names.
    func contains(_ index: Int, in file: SourceFile) -> Bool {
        let token = file.tokens[index]
        guard lengths & (1 << UInt64(min(Int(token.end - token.start), 63))) != 0 else { return false }
        return file.bytes.withUnsafeBufferPointer { hashes.contains(CallNames.hash($0, token)) }
    }
}
