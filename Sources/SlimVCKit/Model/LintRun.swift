/// A finished lint run: what the reporter Views render. Plain values only.
public struct LintRun: Sendable {
    /// Paths of the files linted, sorted.
    public var files: [String]
    /// Findings sorted by path, line, column, rule id.
    public var findings: [Finding]
    /// Descriptions of the rules that ran, sorted by id.
    public var rules: [RuleDescription]
    /// Files that could not be read; every other file was still linted.
    public var failures: [FileReader.Failure]

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }
}
