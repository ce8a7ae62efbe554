import Foundation

/// The versioned JSON report (`docs/json-format.md`): tool, summary counts, findings.
public enum JSONReporter {
    public static let formatVersion = 1

    public static func render(_ run: LintRun) -> String {
        String(decoding: bytes(run), as: UTF8.self)
    }


    /// The report as UTF-8 bytes.
    public static func bytes(_ run: LintRun) -> [UInt8] {
        var out: [UInt8] = []
        write(run) { out.append(contentsOf: $0) }
        return out
    }

    /// The report in pieces of about a megabyte, in order: a report file is written as it
    /// is rendered, never whole in memory.
    public static func write(_ run: LintRun, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, _ emit: ([UInt8]) -> Void) {
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
        guard !run.findings.isEmpty else { return emit(Array(head.utf8)) }
        // Findings are written straight to bytes, in JSONWriter's layout: a tree of nodes per
        // finding would cost more than the rest of a run on a project with many findings.
        emit(Array(head.utf8.dropLast("[]\n}\n".utf8.count)) + Array("[\n".utf8))
        let findings = run.findings
        OrderedPieces.render(findings.count, jobs: jobs, { range in
            var out: [UInt8] = []
            out.reserveCapacity(range.count * 512)
            for index in range {
                append("    {\n", to: &out)
                write(findings[index], to: &out)
                append(index == findings.count - 1 ? "    }\n" : "    },\n", to: &out)
            }
            return out
        }, emit: emit)
        emit(Array("  ]\n}\n".utf8))
    }

    /// A finding's keys and values, in the documented order.
    private static func write(_ finding: Finding, to out: inout [UInt8]) {
        field("rule", &out) { $0.appendJSONString(finding.ruleID) }
        field("severity", &out) { $0.appendJSONString(finding.severity.rawValue) }
        field("message", &out) { $0.appendJSONString(finding.message) }
        field("file", &out) { $0.appendJSONString(finding.file) }
        field("line", &out) { $0.appendDecimal(finding.start.line) }
        field("column", &out) { $0.appendDecimal(finding.start.column) }
        field("end_line", &out) { $0.appendDecimal(finding.end.line) }
        field("end_column", &out) { $0.appendDecimal(finding.end.column) }
        field("symbol", &out) { out in
            if let symbol = finding.symbol { out.appendJSONString(symbol) } else { append("null", to: &out) }
        }
        if let measured = finding.measured, let limit = finding.limit {
            field("measured", &out) { $0.appendDecimal(measured) }
            field("limit", &out) { $0.appendDecimal(limit) }
        }
        field("fingerprint", &out, last: finding.baselineState == nil) { $0.appendJSONString(finding.fingerprint) }
        if let state = finding.baselineState {
            field("baseline_state", &out, last: true) { $0.appendJSONString(state.rawValue) }
        }
    }

    private static func field(_ key: StaticString, _ out: inout [UInt8], last: Bool = false, value: (inout [UInt8]) -> Void) {
        append("      \"", to: &out)
        append(key, to: &out)
        append("\": ", to: &out)
        value(&out)
        append(last ? "\n" : ",\n", to: &out)
    }

    /// A literal's bytes, copied as they are.
    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    static func baseline(_ run: LintRun) -> [(String, JSONNode)] {
        guard let baseline = run.baseline else { return [] }
        return [("baseline", .object([("unchanged", int(baseline.unchanged)), ("absent", int(baseline.absent))]))]
    }

    static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    static func int(_ value: Int) -> JSONNode { JSONNode(.integer(value)) }
}
