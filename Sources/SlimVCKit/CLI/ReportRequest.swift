/// The report formats `slimvc lint --format` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, checkstyle, junit, markdown

    /// Renders a finished run; `exitCode` goes into SARIF's invocation, `color` into text.
    func render(_ run: LintRun, exitCode: Int32, color: Bool) -> String {
        switch self {
        case .text: TextReporter.render(run, color: color)
        case .json: JSONReporter.render(run)
        case .sarif: SARIFReporter.render(run, exitCode: exitCode)
        case .github: GitHubReporter.render(run)
        case .checkstyle: CheckstyleReporter.render(run)
        case .junit: JUnitReporter.render(run)
        case .markdown: MarkdownReporter.render(run)
        }
    }
}

/// One `--format NAME[:FILE]`: a format, and the file it goes to (nil: standard output).
struct ReportRequest: Equatable {
    var format: ReportFormat
    var file: String?

    static func parse(_ values: [String]) throws(UsageError) -> [ReportRequest] {
        var requests: [ReportRequest] = []
        for value in values {
            let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
            let names = ReportFormat.allCases.map(\.rawValue)
            guard let name = parts.first, let format = ReportFormat(rawValue: name) else {
                throw UsageError(message: "unknown format '\(value)'" + Suggestion.hint(for: parts.first ?? value, in: names)
                                 + " (formats: \(names.joined(separator: ", ")))")
            }
            if parts.count == 2, parts[1].isEmpty { throw UsageError(message: "'--format \(value)' names no file") }
            requests.append(ReportRequest(format: format, file: parts.count == 2 ? parts[1] : nil))
        }
        if requests.isEmpty { requests = [ReportRequest(format: .text, file: nil)] }
        guard requests.count { $0.file == nil } <= 1 else {
            throw UsageError(message: "only one format can go to standard output; give the others a file (--format sarif:slimvc.sarif)")
        }
        return requests
    }
}

/// When a run fails: an error finding always; warnings with `--strict` or above
/// `--max-warnings`; exit 2 when a file could not be read.
struct ExitPolicy {
    var strict = false
    var maxWarnings: Int?

    func code(for run: LintRun) -> Int32 {
        if !run.failures.isEmpty { return 2 }
        if run.errorCount > 0 { return 1 }
        if strict, run.warningCount > 0 { return 1 }
        if let maxWarnings, run.warningCount > maxWarnings { return 1 }
        return 0
    }
}
