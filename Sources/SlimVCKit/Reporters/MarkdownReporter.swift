/// A Markdown summary for `$GITHUB_STEP_SUMMARY` or a pull request comment: counts by
/// rule and the ten fattest view controllers.
public enum MarkdownReporter {
    public static func render(_ run: LintRun) -> String {
        var out = "## SlimVC\n\n\(TextReporter.summary(run))\n"
        if !run.findings.isEmpty {
            out += "\n| rule | errors | warnings |\n|---|---:|---:|\n"
            for rule in Set(run.findings.map(\.ruleID)).sorted() {
                let findings = run.findings.filter { $0.ruleID == rule }
                out += "| `\(rule)` | \(findings.count { $0.severity == .error }) | \(findings.count { $0.severity == .warning }) |\n"
            }
        }
        let fattest = run.controllers.prefix(10)
        guard !fattest.isEmpty else { return out }
        out += "\n### Fattest view controllers\n\n"
        out += "| view controller | code lines | View work | state | findings |\n|---|---:|---:|---:|---:|\n"
        for controller in fattest {
            let own = run.findings.filter { $0.symbol == controller.name || $0.symbol?.hasPrefix(controller.name + ".") == true }
            out += "| `\(cell(controller.name))` in `\(cell(controller.file))` | \(controller.codeLines) "
            out += "| \(own.count { $0.ruleID == "view_work_in_controller" }) | \(own.count { $0.ruleID == "controller_state" }) "
            out += "| \(own.count) |\n"
        }
        return out
    }

    /// Table cells cannot hold `|` or line breaks.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
