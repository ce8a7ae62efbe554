/// JUnit XML for CI test report views (GitLab, Jenkins, Bitrise): one failed test case
/// per finding, or one passing case when there is none.
public enum JUnitReporter {
    public static func render(_ run: LintRun) -> String {
        ReportPieces.joined { write(run, $0) }
    }

    /// The XML in pieces of about a megabyte, in order.
    public static func write(_ run: LintRun, _ emit: (String) -> Void) {
        var pieces = ReportPieces()
        let count = max(1, run.findings.count) + run.failures.count
        let counts = "tests=\"\(count)\" failures=\"\(run.findings.count)\" errors=\"\(run.failures.count)\""
        pieces.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", emit)
        pieces.append("<testsuites name=\"SlimVC\" \(counts)>\n", emit)
        pieces.append("  <testsuite name=\"slimvc lint\" \(counts)>\n", emit)
        // A file that could not be read is an error of the run, not a finding.
        for failure in run.failures {
            pieces.append("    <testcase classname=\"\(XMLText.escape(failure.path))\" name=\"read \(XMLText.escape(failure.path))\">\n"
                + "      <error type=\"unreadable_file\" message=\"\(XMLText.escape(UnreadableFiles.message(failure)))\"/>\n    </testcase>\n", emit)
        }
        if run.findings.isEmpty {
            pieces.append("    <testcase classname=\"slimvc\" name=\"\(XMLText.escape(TextReporter.summary(run)))\"/>\n", emit)
        }
        for finding in run.findings {
            let place = "\(finding.file):\(finding.start.line):\(finding.start.column)"
            pieces.append("    <testcase classname=\"\(XMLText.escape(finding.file))\" name=\"\(XMLText.escape(finding.ruleID + " at " + place))\">\n"
                + "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\">"
                + XMLText.escape("\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
                + "</failure>\n    </testcase>\n", emit)
        }
        pieces.append("  </testsuite>\n</testsuites>\n", emit)
        pieces.flush(emit)
    }
}
