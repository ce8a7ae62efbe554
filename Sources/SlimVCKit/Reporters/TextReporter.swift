/// Compiler-style text that Xcode and CI problem matchers read:
/// `path:line:column: warning: message [rule_id]`, then a one-line summary.
public enum TextReporter {
    /// With `color`, severities are red and yellow and the path bold (for terminals).
    public static func render(_ run: LintRun, color: Bool = false) -> String {
        ReportPieces.joined { write(run, color: color, $0) }
    }

    /// The report in pieces of about a megabyte, in order, so that a large report is
    /// printed or written as it is rendered, never whole in memory.
    /// Without `summary` (`--quiet`), the findings alone, with no summary line.
    public static func write(_ run: LintRun, color: Bool = false, summary withSummary: Bool = true, _ emit: (String) -> Void) {
        var pieces = ReportPieces()
        for finding in run.findings { pieces.append(line(finding, color: color), emit) }
        if withSummary {
            pieces.append(summary(run) + "\n", emit)
            if let comparison = run.comparison { pieces.append(summary(of: comparison) + "\n", emit) }
            pieces.append(fattest(run), emit)
        }
        pieces.flush(emit)
    }

    /// The finding's line, then a `note:` line for each line it groups, as compilers note
    /// related places.
    private static func line(_ finding: Finding, color: Bool) -> String {
        let place = "\(finding.path):\(finding.start.line):\(finding.start.column):"
        let severity = finding.severity.rawValue + ":"
        let notes = finding.related.map { related in
            let place = "\(finding.path):\(related.start.line):\(related.start.column):"
            return color ? "\u{1B}[1m\(place)\u{1B}[0m \u{1B}[1;30mnote:\u{1B}[0m \(related.message)\n" : "\(place) note: \(related.message)\n"
        }.joined()
        guard color else { return "\(place) \(severity) \(finding.message) [\(finding.ruleID)]\n" + notes }
        let tint = finding.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;33m"
        return "\u{1B}[1m\(place)\u{1B}[0m \(tint)\(severity)\u{1B}[0m \(finding.message) [\(finding.ruleID)]\n" + notes
    }

    /// Where to start: the five fattest screens with findings, with what makes them fat,
    /// and the report that shows more; nothing when no screen has a finding.
    static func fattest(_ run: LintRun) -> String {
        // The fattest screens with something to fix.
        let rows = FattestControllers.rows(run).filter { $0.findings > 0 }.prefix(5)
        guard !rows.isEmpty else { return "" }
        var out = "Fattest screens, where to start:\n"
        for row in rows {
            let controller = row.controller
            let lines = "\(controller.codeLines) code lines" + (controller.limit.map { " (limit \($0))" } ?? "")
            out += "  \(controller.name) in \(controller.file): \(lines), \(counted(row.fat(.viewWork), "line")) of View work, "
                + "\(counted(row.fat(.state), "state variable")), \(counted(row.findings, "finding"))\n"
        }
        return out + "Each finding with its source, and the screens as a chart: slimvc lint --format html:slimvc.html\n"
    }

    public static func summary(_ run: LintRun) -> String {
        let files = run.files.count == 1 ? "1 file" : "\(run.files.count) files"
        var text: String
        if run.findings.isEmpty {
            text = "No findings in \(files)."
        } else {
            let warnings = run.warningCount == 1 ? "1 warning" : "\(run.warningCount) warnings"
            let errors = run.errorCount == 1 ? "1 error" : "\(run.errorCount) errors"
            text = "Found \(warnings) and \(errors) in \(files)."
        }
        if let baseline = run.baseline {
            text += " The baseline covers \(baseline.unchanged) more"
            if baseline.absent > 0 {
                text += "; \(baseline.absent) of its entries no longer occur (prune them with --write-baseline)"
            }
            text += "."
        }
        return UnreadableFiles.sentence(run.failures).map { text + " " + $0 } ?? text
    }
}
