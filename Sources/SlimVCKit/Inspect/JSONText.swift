/// Minimal JSON text building: escaped strings, in the form the structure oracle writes.
enum JSONText {
    static func string(_ value: String) -> String {
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + value + "\"" }
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func optional(_ value: String?) -> String { value.map(string) ?? "null" }

    /// An object from key/value pairs whose values are already JSON text.
    static func object(_ pairs: KeyValuePairs<String, String>) -> String {
        "{" + pairs.map { string($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
}

extension [UInt8] {
    /// Appends `value` as a JSON string literal, escaped as `JSONText.string` does.
    mutating func appendJSONString(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            if bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                append(contentsOf: JSONText.string(String(decoding: bytes, as: UTF8.self)).utf8)
                return
            }
            append(0x22)
            append(contentsOf: bytes)
            append(0x22)
        }
    }
}
