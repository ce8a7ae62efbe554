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
        ] + (run.failures.isEmpty ? [] : [("unreadable", UnreadableFiles.json(run.failures))]) + [
            ("findings", JSONNode(.array([]))),
        ]))
        if let comparison = run.comparison {
            // Between the summary and the findings: the head less `"findings": []` and its end.
            emit(Array(head.utf8.dropLast("  \"findings\": []\n}\n".utf8.count)) + write(comparison))
            guard !run.findings.isEmpty else { return emit(Array("  \"findings\": []\n}\n".utf8)) }
            emit(Array("  \"findings\": [\n".utf8))
        } else {
            guard !run.findings.isEmpty else { return emit(Array(head.utf8)) }
            emit(Array(head.utf8.dropLast("[]\n}\n".utf8.count)) + Array("[\n".utf8))
        }
        // Findings are written straight to bytes, in JSONWriter's layout: a tree of nodes per
        // finding would cost more than the rest of a run on a project with many findings.
        let findings = run.findings
        OrderedPieces.render(findings.count, jobs: jobs, { range in
            var out = ByteWriter(capacity: range.count * 512)
            for index in range {
                out.write("    {\n")
                write(findings[index], to: &out)
                out.write(index == findings.count - 1 ? "    }\n" : "    },\n")
            }
            return out.bytes()
        }, emit: emit)
        emit(Array("  ]\n}\n".utf8))
    }

    /// What comes before a key: the opening quote after the indent, and after the line
    /// break that follows the comma ending the member before.
    struct Margin {
        let first: StaticString
        let next: StaticString
    }

    static let findingMargin = Margin(first: "      \"", next: ",\n      \"")

    /// A finding's keys and values, in the documented order; a level deeper in the
    /// comparison (`margin`).
    static func write(_ finding: Finding, to out: inout ByteWriter, _ margin: Margin = findingMargin) {
        string("rule", finding.ruleID, &out, first: true, margin)
        string("severity", finding.severity.rawValue, &out, margin)
        string("message", finding.message, &out, margin)
        string("file", finding.file, &out, margin)
        number("line", finding.start.line, &out, margin)
        number("column", finding.start.column, &out, margin)
        number("end_line", finding.end.line, &out, margin)
        number("end_column", finding.end.column, &out, margin)
        if let symbol = finding.symbol {
            string("symbol", symbol, &out, margin)
        } else {
            key("symbol", &out, margin)
            out.write("null")
        }
        if let measured = finding.measured, let limit = finding.limit {
            number("measured", measured, &out, margin)
            number("limit", limit, &out, margin)
        }
        if !finding.related.isEmpty { JSONRelated.write(finding.related, to: &out, margin) }
        string("fingerprint", finding.fingerprint, &out, margin)
        if let state = finding.baselineState { string("baseline_state", state.rawValue, &out, margin) }
        out.write("\n")
    }

    static func string(_ name: StaticString, _ value: String, _ out: inout ByteWriter, first: Bool = false, _ margin: Margin) {
        key(name, &out, first: first, margin)
        out.writeJSONString(value)
    }

    static func number(_ name: StaticString, _ value: Int, _ out: inout ByteWriter, _ margin: Margin) {
        key(name, &out, margin)
        out.writeDecimal(value)
    }

    /// The margin and the key.
    static func key(_ name: StaticString, _ out: inout ByteWriter, first: Bool = false, _ margin: Margin) {
        out.write(first ? margin.first : margin.next)
        out.write(name)
        out.write("\": ")
    }

    static func baseline(_ run: LintRun) -> [(String, JSONNode)] {
        guard let baseline = run.baseline else { return [] }
        return [("baseline", .object([("unchanged", int(baseline.unchanged)), ("absent", int(baseline.absent))]))]
    }

    static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    static func int(_ value: Int) -> JSONNode { JSONNode(.integer(value)) }
}
