/// A Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull request comment: counts by
/// rule and the ten fattest view controllers.
public enum MarkdownReporter {
    public static func render(_ run: LintRun) -> String {
        var out = "## SlimVC\n\n\(TextReporter.summary(run))\n"
        if let comparison = run.comparison { out += section(comparison) }
        if !run.findings.isEmpty {
            // Below the comparison, the table needs a title of its own.
            if run.comparison != nil { out += "\n### Findings by rule\n" }
            out += "\n| rule | errors | warnings |\n|---|---:|---:|\n"
            for rule in Set(run.findings.map(\.ruleID)).sorted() {
                let findings = run.findings.filter { $0.ruleID == rule }
                out += "| `\(rule)` | \(findings.count { $0.severity == .error }) | \(findings.count { $0.severity == .warning }) |\n"
            }
        }
        return out + fattestControllers(run)
    }

    /// The kinds of fat the table counts, as it always has: it stays narrow enough for a
    /// pull request comment. (The HTML report shows every kind.)
    static let columns: [ControllerFat] = [.viewWork, .state]

    /// The ten fattest controllers, with a column for each kind of fat in `columns`; the
    /// rules' own descriptions say which of their findings count as which.
    static func fattestControllers(_ run: LintRun) -> String {
        let fattest = run.controllers.prefix(10)
        guard !fattest.isEmpty else { return "" }
        var fatByRuleID: [String: ControllerFat] = [:]
        for rule in run.rules { fatByRuleID[rule.id] = rule.fat }
        let names = FattestControllers.names(fattest)
        var out = "\n### Fattest \(names.plural)\n\n| \(names.singular) | code lines | "
        out += columns.map { "\($0.title) | " }.joined() + "findings |\n|---|---:|"
        out += String(repeating: "---:|", count: columns.count) + "---:|\n"
        for controller in fattest {
            let own = run.findings.filter { $0.symbol == controller.name || $0.symbol?.hasPrefix(controller.name + ".") == true }
            out += "| `\(cell(controller.name))`\(FattestControllers.kind(controller)) in `\(cell(controller.file))` | \(controller.codeLines) "
            // A finding counts as what it measured (the lines of a grouped one), else as one.
            for fat in columns { out += "| \(own.reduce(0) { $0 + (fatByRuleID[$1.ruleID] == fat ? $1.measured ?? 1 : 0) }) " }
            out += "| \(own.count) |\n"
        }
        return out
    }

    /// Table cells cannot hold `|` or line breaks.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
