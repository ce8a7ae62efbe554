/// GitHub Actions workflow commands, one per finding, so findings annotate the pull
/// request's diff: `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`.
public enum GitHubReporter {
    public static func render(_ run: LintRun) -> String {
        var out = ""
        for finding in run.findings {
            let properties = [
                ("file", finding.file), ("line", "\(finding.start.line)"), ("col", "\(finding.start.column)"),
                ("endLine", "\(finding.end.line)"), ("endColumn", "\(finding.end.column)"),
                ("title", "SlimVC \(finding.ruleID)"),
            ]
            out += "::\(finding.severity.rawValue) " + properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
            out += "::" + escapeData(finding.message) + "\n"
        }
        return out
    }

    /// As `@actions/core` escapes a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// As `@actions/core` escapes a property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
