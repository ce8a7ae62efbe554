/// GitLab Code Quality's report: a JSON array of Code Climate issues, one per finding
/// (`description`, `check_name`, `fingerprint`, `severity`, `location.path`,
/// `location.lines.begin`), which GitLab shows on merge requests.
public enum CodeClimateReporter {
    public static func render(_ run: LintRun) -> String {
        JSONWriter.render(JSONNode(.array(run.findings.indices.map { issue(run.findings[$0]) } + run.failures.map(issue))))
    }

    /// A file that could not be read: a blocker at its first line.
    private static func issue(_ failure: FileReader.Failure) -> JSONNode {
        .object([
            ("type", JSONNode(.string("issue"))),
            ("check_name", JSONNode(.string("unreadable_file"))),
            ("description", JSONNode(.string(UnreadableFiles.message(failure)))),
            ("fingerprint", JSONNode(.string(Fingerprint.spelled(FNV1a.hash(of: Array(("unreadable_file:" + failure.path).utf8)), 1)))),
            ("severity", JSONNode(.string("blocker"))),
            ("location", .object([("path", JSONNode(.string(failure.path))), ("lines", .object([("begin", JSONNode(.integer(1)))]))])),
        ])
    }

    /// Code Climate's severities: a warning is `minor`, an error `major`.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .warning: "minor"
        case .error: "major"
        }
    }

    private static func issue(_ finding: Finding) -> JSONNode {
        .object([
            ("type", JSONNode(.string("issue"))),
            ("check_name", JSONNode(.string(finding.ruleID))),
            ("description", JSONNode(.string(finding.message))),
            ("fingerprint", JSONNode(.string(finding.fingerprint))),
            ("severity", JSONNode(.string(severity(finding.severity)))),
            ("location", .object([
                ("path", JSONNode(.string(finding.file))),
                ("lines", .object([("begin", JSONNode(.integer(finding.start.line))), ("end", JSONNode(.integer(finding.end.line)))])),
            ])),
        ])
    }
}
