/// Checkstyle XML, which Jenkins (Warnings NG), Bitrise and many review tools read.
public enum CheckstyleReporter {
    public static func render(_ run: LintRun) -> String {
        ReportPieces.joined { write(run, $0) }
    }

    /// The XML in pieces of about a megabyte, in order: one `file` element per run of
    /// findings in the same file (the findings come sorted by file).
    public static func write(_ run: LintRun, _ emit: (String) -> Void) {
        var pieces = ReportPieces()
        pieces.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n", emit)
        var file: String?
        for finding in run.findings {
            if finding.file != file {
                pieces.append((file == nil ? "" : "  </file>\n") + "  <file name=\"\(XMLText.escape(finding.file))\">\n", emit)
                file = finding.file
            }
            pieces.append("    <error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" "
                + "severity=\"\(finding.severity.rawValue)\" message=\"\(XMLText.escape(finding.message))\" "
                + "source=\"slimvc.\(finding.ruleID)\"/>\n", emit)
        }
        pieces.append(file == nil ? "" : "  </file>\n", emit)
        for failure in run.failures {
            pieces.append("  <file name=\"\(XMLText.escape(failure.path))\">\n    <error line=\"1\" severity=\"error\" "
                + "message=\"\(XMLText.escape(UnreadableFiles.message(failure)))\" source=\"slimvc.unreadable_file\"/>\n  </file>\n", emit)
        }
        pieces.append("</checkstyle>\n", emit)
        pieces.flush(emit)
    }
}
