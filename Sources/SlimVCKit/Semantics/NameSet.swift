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
