/// A grouped finding's lines in the JSON report (`docs/json-format.md`): `related`, each
/// line's place and quote, in `JSONWriter`'s layout.
enum JSONRelated {
    /// `related`: the lines a grouped finding reports, in `JSONWriter`'s layout one level
    /// deeper than the finding's keys.
    static func write(_ related: [RelatedLocation], to out: inout ByteWriter, _ margin: JSONReporter.Margin) {
        JSONReporter.key("related", &out, margin)
        out.write("[")
        // The finding's keys' indent: the margin's spaces before the opening quote.
        let indent = margin.first.utf8CodeUnitCount - 1
        for (position, location) in related.enumerated() {
            out.write(position == 0 ? "\n" : ",\n")
            spaces(indent + 2, &out)
            out.write("{")
            for (name, value) in [("line", location.start.line), ("column", location.start.column),
                                  ("end_line", location.end.line), ("end_column", location.end.column)] {
                relatedKey(name, indent + 4, &out)
                out.writeDecimal(value)
                out.write(",")
            }
            relatedKey("message", indent + 4, &out)
            out.writeJSONString(location.message)
            out.write("\n")
            spaces(indent + 2, &out)
            out.write("}")
        }
        out.write("\n")
        spaces(indent, &out)
        out.write("]")
    }

    private static func relatedKey(_ name: String, _ indent: Int, _ out: inout ByteWriter) {
        out.write("\n")
        spaces(indent, &out)
        out.writeJSONString(name)
        out.write(": ")
    }

    private static func spaces(_ count: Int, _ out: inout ByteWriter) {
        for _ in 0..<count { out.write(0x20) }
    }
}
