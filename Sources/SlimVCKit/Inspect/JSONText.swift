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
    /// Appends `value` as a JSON string literal, escaped as `JSONText.string` does, byte
    /// by byte (a multi-byte character never holds a byte below 0x80).
    mutating func appendJSONString(_ value: String) {
        value.withUTF8Bytes { bytes in
            append(0x22)
            guard bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
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
        if value < 0 { append(0x2D) }
        var magnitude = value.magnitude
        // Digits fill a stack buffer from its end: no allocation per number.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
