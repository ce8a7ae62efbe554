/// JUnit XML for CI test report views (GitLab, Jenkins, Bitrise): one failed test case
/// per finding, or one passing case when there is none.
public enum JUnitReporter {
    public static func render(_ run: LintRun) -> String {
        let count = max(1, run.findings.count)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"SlimVC\" tests=\"\(count)\" failures=\"\(run.findings.count)\" errors=\"0\">\n"
        out += "  <testsuite name=\"slimvc lint\" tests=\"\(count)\" failures=\"\(run.findings.count)\" errors=\"0\">\n"
        if run.findings.isEmpty {
            out += "    <testcase classname=\"slimvc\" name=\"\(XMLText.escape(TextReporter.summary(run)))\"/>\n"
        }
        for finding in run.findings {
            let place = "\(finding.file):\(finding.start.line):\(finding.start.column)"
            out += "    <testcase classname=\"\(XMLText.escape(finding.file))\" name=\"\(XMLText.escape(finding.ruleID + " at " + place))\">\n"
            out += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\">"
            out += XMLText.escape("\(place): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
            out += "</failure>\n    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
