/// Minimal JSON text building: escaped strings, in the form the structure oracle writes.
enum JSONText {
    /// Whether a byte is written escaped in a JSON string: a control character, `"` or `\`.
    static func needsEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

    static func string(_ value: String) -> String {
        if !value.utf8.contains(where: needsEscape) { return "\"" + value + "\"" }
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
    /// Appends `value` as a JSON string literal, escaped as `JSONText.string` does, byte
    /// by byte (a multi-byte character never holds a byte below 0x80).
    mutating func appendJSONString(_ value: String) {
        value.withUTF8Bytes { bytes in
            append(0x22)
            guard bytes.contains(where: JSONText.needsEscape) else {
                append(contentsOf: bytes)
                append(0x22)
                return
            }
            let hex = Array("0123456789abcdef".utf8)
            for byte in bytes {
                switch byte {
                case 0x22: append(contentsOf: [0x5C, 0x22])
                case 0x5C: append(contentsOf: [0x5C, 0x5C])
                case 0x0A: append(contentsOf: [0x5C, 0x6E])
                case 0x0D: append(contentsOf: [0x5C, 0x72])
                case 0x09: append(contentsOf: [0x5C, 0x74])
                case ..<0x20:
                    append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
                default: append(byte)
                }
            }
            append(0x22)
        }
    }

    /// Appends a whole number in decimal, as `String(value)` writes it.
    mutating func appendDecimal(_ value: Int) {
        value.withDecimalDigits { append(contentsOf: $0) }
    }
}
