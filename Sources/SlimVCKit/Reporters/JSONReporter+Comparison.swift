/// The `comparison` object of `--compare-to` (`docs/json-format.md`).
extension JSONReporter {
    static let comparisonMargin = Margin(first: "    \"", next: ",\n    \"")
    static let nestedFindingMargin = Margin(first: "        \"", next: ",\n        \"")

    /// `  "comparison": {…},` and a line break, in JSONWriter's layout: new and fixed
    /// findings are the same objects as in `findings`.
    static func write(_ comparison: Comparison) -> [UInt8] {
        var out = ByteWriter(capacity: 1024 + 512 * (comparison.new.count + comparison.fixed.count))
        out.write("  \"comparison\": {\n")
        string("ref", comparison.ref, &out, first: true, comparisonMargin)
        string("base_commit", comparison.baseCommit, &out, comparisonMargin)
        write(comparison.new, named: "new", to: &out)
        write(comparison.fixed, named: "fixed", to: &out)
        key("controllers", &out, comparisonMargin)
        let controllers = comparison.controllers.map { change -> JSONNode in
            .object([("symbol", string(change.symbol)), ("file", string(change.file)), ("before", optional(change.before)),
                     ("after", optional(change.after)), ("limit", int(change.limit))])
        }
        JSONWriter.bytes(JSONNode(.array(controllers)), indent: 4).withUnsafeBufferPointer { out.write($0) }
        out.write("\n  },\n")
        return out.bytes()
    }

    private static func write(_ findings: [Finding], named name: StaticString, to out: inout ByteWriter) {
        key(name, &out, comparisonMargin)
        guard !findings.isEmpty else { return out.write("[]") }
        out.write("[\n")
        for index in findings.indices {
            out.write("      {\n")
            write(findings[index], to: &out, nestedFindingMargin)
            out.write(index == findings.count - 1 ? "      }\n" : "      },\n")
        }
        out.write("    ]")
    }

    private static func optional(_ value: Int?) -> JSONNode { value.map(int) ?? JSONNode(.null) }
}
