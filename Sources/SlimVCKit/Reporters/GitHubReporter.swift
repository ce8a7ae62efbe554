/// GitHub Actions workflow commands, so findings annotate the pull request's diff:
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`. A step shows
/// few annotations, so ten are written, the most important: errors first, then the
/// findings on the fattest screens; one `::notice` says how many more there are and,
/// truthfully, where they are.
public enum GitHubReporter {
    /// The annotations written.
    public static let annotated = 10

    public static func render(_ run: LintRun) -> String {
        ReportPieces.joined { write(run, $0) }
    }

    /// The commands in pieces of about a megabyte, in order.
    public static func write(_ run: LintRun, _ emit: (String) -> Void) {
        var pieces = ReportPieces()
        for failure in run.failures {
            pieces.append("::error file=\(escapeProperty(failure.path)),title=SlimVC::\(escapeData(UnreadableFiles.message(failure)))\n", emit)
        }
        let shown = FattestControllers.mostImportant(run, count: annotated)
        for index in shown { pieces.append(command(run.findings[index]), emit) }
        if run.findings.count > shown.count { pieces.append(notice(run, left: run.findings.count - shown.count), emit) }
        pieces.flush(emit)
    }

    /// How many findings are not annotated, and where they are: the run's other reports,
    /// else the command that shows them.
    static func notice(_ run: LintRun, left: Int) -> String {
        let others = ["text", "sarif", "markdown", "html", "json", "checkstyle", "junit", "codeclimate"].filter(run.reportFormats.contains)
        let whereTheyAre = others.isEmpty ? "lint with --format text (or sarif, markdown, html) to see every finding"
            : "every finding is in this run's " + others.joined(separator: ", ") + " report" + (others.count == 1 ? "" : "s")
        return "::notice title=SlimVC::\(left) more \(left == 1 ? "finding is" : "findings are") not annotated: the \(annotated) annotated "
            + "are the most important (errors first, then the fattest screens' findings); \(whereTheyAre)\n"
    }

    private static func command(_ finding: Finding) -> String {
        "::\(finding.severity.rawValue) file=\(escapeProperty(finding.file)),line=\(finding.start.line),"
            + "col=\(finding.start.column),endLine=\(finding.end.line),endColumn=\(finding.end.column),"
            + "title=\(escapeProperty("SlimVC " + finding.ruleID))::\(escapeData(finding.message))\n"
    }

    /// As `@actions/core` escapes a command's message.
    static func escapeData(_ text: String) -> String { escape(text, property: false) }

    /// As `@actions/core` escapes a property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String { escape(text, property: true) }

    /// One pass over the bytes (each one escaped is ASCII); a text with nothing to
    /// escape is returned as it is. Foundation's `replacingOccurrences`, five times over
    /// each property, took a second and a half for 44,000 findings.
    private static func escape(_ text: String, property: Bool) -> String {
        func code(_ byte: UInt8) -> String? {
            switch byte {
            case UInt8(ascii: "%"): "%25"
            case UInt8(ascii: "\r"): "%0D"
            case UInt8(ascii: "\n"): "%0A"
            case UInt8(ascii: ":") where property: "%3A"
            case UInt8(ascii: ",") where property: "%2C"
            default: nil
            }
        }
        guard text.utf8.contains(where: { code($0) != nil }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let escaped = code(byte) { out += escaped.utf8 } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
