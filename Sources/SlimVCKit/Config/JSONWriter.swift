/// Writes JSON the same way every time: keys in the order given, two-space indent,
/// arrays of a few scalars on one line, so generated files diff well in review.
public enum JSONWriter {
    public static func render(_ node: JSONNode, pretty: Bool = true) -> String {
        var out = ""
        write(node.value, indent: 0, pretty: pretty, into: &out)
        return pretty ? out + "\n" : out
    }

    private static func write(_ value: JSONValue, indent: Int, pretty: Bool, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .integer(let number): out += String(number)
        case .number(let number): out += number.isFinite ? String(number) : "null"
        case .string(let text): out += quoted(text)
        case .array(let items): writeArray(items, indent: indent, pretty: pretty, into: &out)
        case .object(let members): writeObject(members, indent: indent, pretty: pretty, into: &out)
        }
    }

    private static func writeArray(_ items: [JSONNode], indent: Int, pretty: Bool, into out: inout String) {
        let isFlat = items.allSatisfy { if case .array = $0.value { false } else if case .object = $0.value { false } else { true } }
        if !pretty || isFlat {
            var inline = "["
            for (index, item) in items.enumerated() {
                if index > 0 { inline += pretty ? ", " : "," }
                write(item.value, indent: indent, pretty: pretty, into: &inline)
            }
            inline += "]"
            if !pretty || inline.count <= 72 || items.isEmpty {
                out += inline
                return
            }
        }
        let pad = String(repeating: " ", count: indent + 2)
        out += "[\n"
        for (index, item) in items.enumerated() {
            out += pad
            write(item.value, indent: indent + 2, pretty: pretty, into: &out)
            out += index == items.count - 1 ? "\n" : ",\n"
        }
        out += String(repeating: " ", count: indent) + "]"
    }

    private static func writeObject(_ members: [JSONMember], indent: Int, pretty: Bool, into out: inout String) {
        guard !members.isEmpty else { out += "{}"; return }
        let pad = pretty ? String(repeating: " ", count: indent + 2) : ""
        out += pretty ? "{\n" : "{"
        for (index, member) in members.enumerated() {
            out += pad + quoted(member.key) + (pretty ? ": " : ":")
            write(member.node.value, indent: indent + 2, pretty: pretty, into: &out)
            if index < members.count - 1 { out += "," }
            if pretty { out += "\n" }
        }
        out += (pretty ? String(repeating: " ", count: indent) : "") + "}"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String { JSONText.string(text) }
}

extension JSONNode {
    /// Shorthands for building documents in code.
    public static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(members.map { JSONMember(key: $0.0, node: $0.1) }))
    }

    public static func strings(_ values: [String]) -> JSONNode {
        JSONNode(.array(values.map { JSONNode(.string($0)) }))
    }
}
