/// The names of the DataController a view controller pairs with: its stem with the
/// suffix replaced (`StatusTableViewController` → `StatusTableDataController`), and first,
/// as messages suggest it, the stem without a final view-kind word
/// (`ViewVocabulary.controllerKindWords`: `StatusDataController`).
enum PairedNames {
    /// The stem and the names, the one to suggest first; nil for a name with none of the
    /// suffixes (view controller suffix → DataController suffix), the longest winning.
    static func dataControllers(of name: String, suffixes: [String: String]) -> (stem: String, names: [String])? {
        let suffix = suffixes.keys.filter { name.hasSuffix($0) && name.count > $0.count }.max { $0.count < $1.count }
        guard let suffix, let replacement = suffixes[suffix] else { return nil }
        let stem = String(name.dropLast(suffix.count))
        let short = ViewVocabulary.controllerKindWords.first { stem.hasSuffix($0) && stem.count > $0.count }
            .map { String(stem.dropLast($0.count)) + replacement }
        return (stem, (short.map { [$0] } ?? []) + [stem + replacement])
    }
}
