/// The section `--compare-to` adds to the Markdown summary, made for a pull request's
/// comment: what the change did to the view controllers' sizes and to the findings.
extension MarkdownReporter {
    /// Rows a table shows before it says how many more there are.
    static let comparisonRows = 20

    static func section(_ comparison: Comparison) -> String {
        var out = "\n### Since `\(cell(comparison.ref))` (merge base `\(comparison.baseCommit.prefix(7))`)\n\n"
        guard !comparison.isEmpty else { return out + "No change: no finding new or fixed, no view controller grown or shrunk.\n" }
        out += cell(TextReporter.changes(comparison)) + "\n"
        if !comparison.controllers.isEmpty {
            out += "\n| view controller | before | after | change | limit |\n|---|---:|---:|---:|---:|\n"
            for change in comparison.controllers.prefix(comparisonRows) {
                out += "| `\(cell(change.symbol))` in `\(cell(change.file))` | \(change.before.map(String.init) ?? "–") "
                out += "| \(change.after.map(String.init) ?? "–") | \(growth(change)) | \(change.limit) |\n"
            }
            out += more(comparison.controllers.count, "view controllers")
        }
        return out + findings(comparison.new, "New findings") + findings(comparison.fixed, "Fixed findings")
    }

    /// `+27`, bold when it grew past its limit.
    private static func growth(_ change: ControllerChange) -> String {
        let number = change.growth > 0 ? "+\(change.growth)" : "−\(-change.growth)"
        return change.grewPastLimit ? "**\(number)** past the limit" : number
    }

    private static func findings(_ findings: [Finding], _ title: String) -> String {
        guard !findings.isEmpty else { return "" }
        var out = "\n**\(title)**\n\n| severity | rule | where | finding |\n|---|---|---|---|\n"
        for finding in findings.prefix(comparisonRows) {
            out += "| \(finding.severity.rawValue) | `\(finding.ruleID)` | `\(cell(finding.file)):\(finding.start.line)` | \(cell(finding.message)) |\n"
        }
        return out + more(findings.count, "findings")
    }

    private static func more(_ count: Int, _ noun: String) -> String {
        count > comparisonRows ? "\n…and \(count - comparisonRows) more \(noun) (the JSON report lists them all).\n" : ""
    }
}
