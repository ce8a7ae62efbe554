/// The versioned JSON report (`docs/json-format.md`): tool, summary counts, findings.
public enum JSONReporter {
    public static let formatVersion = 1

    public static func render(_ run: LintRun) -> String {
        JSONWriter.render(.object([
            ("format_version", JSONNode(.integer(formatVersion))),
            ("tool", .object([("name", string(Product.name)), ("version", string(Product.version))])),
            ("summary", .object([
                ("files", int(run.files.count)), ("findings", int(run.findings.count)),
                ("errors", int(run.errorCount)), ("warnings", int(run.warningCount)),
                ("unreadable_files", int(run.failures.count)),
            ] + baseline(run))),
            ("findings", JSONNode(.array(run.findings.map(finding)))),
        ]))
    }

    static func finding(_ finding: Finding) -> JSONNode {
        var fields: [(String, JSONNode)] = [
            ("rule", string(finding.ruleID)), ("severity", string(finding.severity.rawValue)),
            ("message", string(finding.message)), ("file", string(finding.file)),
            ("line", int(finding.start.line)), ("column", int(finding.start.column)),
            ("end_line", int(finding.end.line)), ("end_column", int(finding.end.column)),
            ("symbol", finding.symbol.map(string) ?? JSONNode(.null)),
        ]
        if let measured = finding.measured, let limit = finding.limit {
            fields += [("measured", int(measured)), ("limit", int(limit))]
        }
        fields.append(("fingerprint", string(finding.fingerprint)))
        if let state = finding.baselineState { fields.append(("baseline_state", string(state.rawValue))) }
        return .object(fields)
    }

    static func baseline(_ run: LintRun) -> [(String, JSONNode)] {
        guard let baseline = run.baseline else { return [] }
        return [("baseline", .object([("unchanged", int(baseline.unchanged)), ("absent", int(baseline.absent))]))]
    }

    static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    static func int(_ value: Int) -> JSONNode { JSONNode(.integer(value)) }
}
