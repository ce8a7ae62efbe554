/// Writes JSON the same way every time: keys in the order given, two-space indent,
/// arrays of a few scalars on one line, so generated files diff well in review.
public enum JSONWriter {
    public static func render(_ node: JSONNode, pretty: Bool = true) -> String {
        String(decoding: bytes(node, pretty: pretty), as: UTF8.self)
    }

    /// The same text as UTF-8 bytes, which is how it is built (appending to a `String`
    /// costs several times more).
    public static func bytes(_ node: JSONNode, pretty: Bool = true, indent: Int = 0) -> [UInt8] {
        var out: [UInt8] = []
        write(node.value, indent: indent, pretty: pretty, into: &out)
        if pretty && indent == 0 { out.append(0x0A) }
        return out
    }

    private static func write(_ value: JSONValue, indent: Int, pretty: Bool, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): out.append(contentsOf: String(number).utf8)
        case .number(let number): out.append(contentsOf: (number.isFinite ? String(number) : "null").utf8)
        case .string(let text): out.appendJSONString(text)
        case .array(let items): writeArray(items, indent: indent, pretty: pretty, into: &out)
        case .object(let members): writeObject(members, indent: indent, pretty: pretty, into: &out)
        }
    }

    private static func writeArray(_ items: [JSONNode], indent: Int, pretty: Bool, into out: inout [UInt8]) {
        let isFlat = items.allSatisfy { if case .array = $0.value { false } else if case .object = $0.value { false } else { true } }
        if !pretty || isFlat {
            var inline: [UInt8] = [0x5B]
            for (index, item) in items.enumerated() {
                if index > 0 { inline.append(contentsOf: (pretty ? ", " : ",").utf8) }
                write(item.value, indent: indent, pretty: pretty, into: &inline)
            }
            inline.append(0x5D)
            if !pretty || items.isEmpty || characterCount(inline) <= 72 {
                out.append(contentsOf: inline)
                return
            }
        }
        out.append(contentsOf: "[\n".utf8)
        for (index, item) in items.enumerated() {
            out.append(contentsOf: repeatElement(0x20, count: indent + 2))
            write(item.value, indent: indent + 2, pretty: pretty, into: &out)
            out.append(contentsOf: (index == items.count - 1 ? "\n" : ",\n").utf8)
        }
        out.append(contentsOf: repeatElement(0x20, count: indent))
        out.append(0x5D)
    }

    private static func writeObject(_ members: [JSONMember], indent: Int, pretty: Bool, into out: inout [UInt8]) {
        guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
        out.append(contentsOf: (pretty ? "{\n" : "{").utf8)
        for (index, member) in members.enumerated() {
            if pretty { out.append(contentsOf: repeatElement(0x20, count: indent + 2)) }
            out.appendJSONString(member.key)
            out.append(contentsOf: (pretty ? ": " : ":").utf8)
            write(member.node.value, indent: indent + 2, pretty: pretty, into: &out)
            if index < members.count - 1 { out.append(0x2C) }
            if pretty { out.append(0x0A) }
        }
        if pretty { out.append(contentsOf: repeatElement(0x20, count: indent)) }
        out.append(0x7D)
    }

    /// Characters, as a `String` counts them, of UTF-8 bytes: the byte count when ASCII.
    private static func characterCount(_ bytes: [UInt8]) -> Int {
        bytes.allSatisfy { $0 < 0x80 } ? bytes.count : String(decoding: bytes, as: UTF8.self).count
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
