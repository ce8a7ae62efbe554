/// The versioned JSON report (`docs/json-format.md`): tool, summary counts, findings.
public enum JSONReporter {
    public static let formatVersion = 1

    public static func render(_ run: LintRun) -> String {
        let head = JSONWriter.render(.object([
            ("format_version", JSONNode(.integer(formatVersion))),
            ("tool", .object([("name", string(Product.name)), ("version", string(Product.version))])),
            ("summary", .object([
                ("files", int(run.files.count)), ("findings", int(run.findings.count)),
                ("errors", int(run.errorCount)), ("warnings", int(run.warningCount)),
                ("unreadable_files", int(run.failures.count)),
            ] + baseline(run))),
            ("findings", JSONNode(.array([]))),
        ]))
        guard !run.findings.isEmpty else { return head }
        // Findings are written straight to text, in JSONWriter's layout: a tree of nodes per
        // finding would cost more than the rest of a run on a project with many findings.
        var out = String(head.dropLast("[]\n}\n".count))
        out.reserveCapacity(head.utf8.count + run.findings.count * 400)
        out += "[\n"
        for (index, finding) in run.findings.enumerated() {
            out += "    {\n"
            let fields = self.fields(finding)
            for (position, field) in fields.enumerated() {
                out += "      \"" + field.key + "\": " + field.value + (position == fields.count - 1 ? "\n" : ",\n")
            }
            out += index == run.findings.count - 1 ? "    }\n" : "    },\n"
        }
        return out + "  ]\n}\n"
    }

    /// A finding's keys and JSON values, in the documented order.
    static func fields(_ finding: Finding) -> [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = [
            ("rule", JSONWriter.quoted(finding.ruleID)), ("severity", JSONWriter.quoted(finding.severity.rawValue)),
            ("message", JSONWriter.quoted(finding.message)), ("file", JSONWriter.quoted(finding.file)),
            ("line", "\(finding.start.line)"), ("column", "\(finding.start.column)"),
            ("end_line", "\(finding.end.line)"), ("end_column", "\(finding.end.column)"),
            ("symbol", finding.symbol.map(JSONWriter.quoted) ?? "null"),
        ]
        if let measured = finding.measured, let limit = finding.limit {
            fields += [("measured", "\(measured)"), ("limit", "\(limit)")]
        }
        fields.append(("fingerprint", JSONWriter.quoted(finding.fingerprint)))
        if let state = finding.baselineState { fields.append(("baseline_state", JSONWriter.quoted(state.rawValue))) }
        return fields
    }

    static func baseline(_ run: LintRun) -> [(String, JSONNode)] {
        guard let baseline = run.baseline else { return [] }
        return [("baseline", .object([("unchanged", int(baseline.unchanged)), ("absent", int(baseline.absent))]))]
    }

    static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    static func int(_ value: Int) -> JSONNode { JSONNode(.integer(value)) }
}
