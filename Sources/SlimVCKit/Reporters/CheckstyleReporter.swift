/// Checkstyle XML, which Jenkins (Warnings NG), Bitrise and many review tools read.
public enum CheckstyleReporter {
    public static func render(_ run: LintRun) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [(String, [Finding])] = []
        for finding in run.findings {
            if byFile.last?.0 == finding.file { byFile[byFile.count - 1].1.append(finding) } else { byFile.append((finding.file, [finding])) }
        }
        for (file, findings) in byFile {
            out += "  <file name=\"\(XMLText.escape(file))\">\n"
            for finding in findings {
                out += "    <error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" "
                out += "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\" "
                out += "source=\"slimvc.\(finding.ruleID)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
