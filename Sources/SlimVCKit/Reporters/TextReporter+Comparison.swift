/// The line `--compare-to` adds to the summary.
extension TextReporter {
    /// `Since main (merge base 1a2b3c4): 2 new findings (1 error), 1 fixed; 3 view
    /// controllers changed size, 1 grew past its limit: 'FeedViewController' (148 to 175
    /// code lines, limit 150).`
    public static func summary(of comparison: Comparison) -> String {
        "Since \(comparison.ref) (merge base \(comparison.baseCommit.prefix(7))): " + changes(comparison)
    }

    /// What changed, as the summary says it: `no change.`, or `2 new findings …`.
    static func changes(_ comparison: Comparison) -> String {
        guard !comparison.isEmpty else { return "no change." }
        let errors = comparison.new.count { $0.severity == .error }
        var text = counted(comparison.new.count, "new finding") + (errors == 0 ? "" : " (\(counted(errors, "error")))")
        text += ", \(comparison.fixed.count) fixed; "
        guard !comparison.controllers.isEmpty else { return text + "no view controller changed size." }
        text += counted(comparison.controllers.count, "view controller") + " changed size"
        let grown = comparison.controllers.filter(\.grewPastLimit)
        guard !grown.isEmpty else { return text + "." }
        text += ", \(grown.count) grew past " + (grown.count == 1 ? "its limit: " : "their limits: ")
        text += grown.prefix(3).map { "'\($0.symbol)' (\(size($0)))" }.joined(separator: ", ")
        return text + (grown.count > 3 ? " and \(grown.count - 3) more." : ".")
    }

    /// `148 to 175 code lines, limit 150`, or `new, 175 code lines, limit 150`.
    static func size(_ change: ControllerChange) -> String {
        let lines = change.before.map { "\($0) to \(change.after ?? 0)" } ?? "new, \(change.after ?? 0)"
        return "\(lines) code lines, limit \(change.limit)"
    }

    /// `1 error`, `2 errors`.
    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
