/// The vocabulary's `plumbing_types`, sorted by how each is written: a name, `*Suffix` for
/// any type with that suffix, or `Name<*>` for a generic type written with its arguments.
/// Sorted once, so that each type asked is compared only with the patterns of its kind.
struct PlumbingPatterns: Sendable {
    private var names: Set<String> = []
    private var suffixes: [String] = []
    private var genericPrefixes: [String] = []

    init(_ patterns: [String]) {
        for pattern in patterns {
            if pattern.hasPrefix("*") {
                suffixes.append(String(pattern.dropFirst()))
            } else if pattern.hasSuffix("<*>") {
                genericPrefixes.append(String(pattern.dropLast(2)))
            } else {
                names.insert(pattern)
            }
        }
    }

    /// Whether `type` (its last component `simple`), or the type `written` without
    /// optionality and brackets, is plumbing.
    func matches(_ type: String, written: String?, simple: String) -> Bool {
        if suffixes.contains(where: simple.hasSuffix) || names.contains(type) || names.contains(simple) { return true }
        let bare = written.map(Self.bare)
        return genericPrefixes.contains { prefix in type.hasPrefix(prefix) || bare?.hasPrefix(prefix) == true }
            || bare.map(names.contains) == true
    }

    /// A written type without `?`, `!`, `[` and `]`.
    private static func bare(_ written: String) -> String {
        let isASCII = written.withUTF8Bytes { bytes in !bytes.contains { $0 >= 0x80 } }
        guard isASCII else { return String(written.filter { !"?![]".contains($0) }) }
        return String(decoding: written.utf8.filter { !"?![]".utf8.contains($0) }, as: UTF8.self)
    }
}
