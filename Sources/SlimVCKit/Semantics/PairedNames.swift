/// The names of the DataController a view controller pairs with: its stem with the
/// suffix replaced (`StatusTableViewController` → `StatusTableDataController`), and first,
/// as messages suggest it, the stem without a final view-kind word
/// (`ViewVocabulary.controllerKindWords`: `StatusDataController`).
enum PairedNames {
    /// The stem and the names, the one to suggest first. A name with one of the suffixes
    /// (view controller suffix → DataController suffix, the longest winning) has it
    /// replaced; a screen named otherwise (`NewContactController`, `SettingsScreen`) drops
    /// `Controller`, `Screen` or `VC` and takes the suffix `ViewController` maps to.
    /// Nil for a name that is a suffix alone (`ViewController`), with no stem to name one by.
    static func dataControllers(of name: String, suffixes: [String: String]) -> (stem: String, names: [String])? {
        let suffix = suffixes.keys.filter { name.hasSuffix($0) && name.count > $0.count }.max { $0.count < $1.count }
        let stem: String
        let replacement: String
        if let suffix, let paired = suffixes[suffix] {
            stem = String(name.dropLast(suffix.count))
            replacement = paired
        } else {
            guard !suffixes.keys.contains(name), !screenSuffixes.contains(name) else { return nil }
            let dropped = screenSuffixes.first { name.hasSuffix($0) && name.count > $0.count }
            stem = String(name.dropLast(dropped?.count ?? 0))
            replacement = suffixes["ViewController"] ?? suffixes.values.min() ?? "DataController"
        }
        let short = ViewVocabulary.controllerKindWords.first { stem.hasSuffix($0) && stem.count > $0.count }
            .map { String(stem.dropLast($0.count)) + replacement }
        return (stem, (short.map { [$0] } ?? []) + [stem + replacement])
    }

    /// What a screen's name may end with besides `ViewController`.
    private static let screenSuffixes = ["ViewController", "Controller", "Screen", "VC"]
}
