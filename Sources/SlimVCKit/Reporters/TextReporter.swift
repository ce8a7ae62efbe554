/// Compiler-style text that Xcode and CI problem matchers read:
/// `path:line:column: warning: message [rule_id]`, then a one-line summary.
public enum TextReporter {
    public static func render(_ run: LintRun) -> String {
        var out = ""
        for finding in run.findings {
            out += "\(finding.path):\(finding.start.line):\(finding.start.column): "
            out += "\(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]\n"
        }
        return out + summary(run) + "\n"
    }

    public static func summary(_ run: LintRun) -> String {
        let files = run.files.count == 1 ? "1 file" : "\(run.files.count) files"
        guard !run.findings.isEmpty else { return "No findings in \(files)." }
        let warnings = run.warningCount == 1 ? "1 warning" : "\(run.warningCount) warnings"
        let errors = run.errorCount == 1 ? "1 error" : "\(run.errorCount) errors"
        return "Found \(warnings) and \(errors) in \(files)."
    }
}
