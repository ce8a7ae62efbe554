/// The scalars of JSON: strings (escapes decoded), numbers and the literals.
extension JSONCursor {
    mutating func string() throws(SyntaxError) -> String {
        pos += 1
        // Most strings have no escape: they are their bytes, decoded once.
        var text: String?
        var run = pos
        while true {
            guard let byte = peek() else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n") }
            if byte == UInt8(ascii: "\\") {
                var escaped = (text ?? "") + String(decoding: bytes[run..<pos], as: UTF8.self)
                escaped.unicodeScalars.append(try escape())
                text = escaped
                run = pos
            } else {
                pos += 1
            }
        }
        let rest = String(decoding: bytes[run..<pos], as: UTF8.self)
        pos += 1
        return text.map { $0 + rest } ?? rest
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        pos += 1
        guard let byte = peek() else { throw error("unterminated string") }
        pos += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default: throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func unicodeEscape() throws(SyntaxError) -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high), peek() == UInt8(ascii: "\\"), pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "u") {
            pos += 2
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                return scalar
            }
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            pos += 1
        }
        return value
    }

    mutating func number() throws(SyntaxError) -> JSONValue {
        let start = pos
        if peek() == UInt8(ascii: "-") { pos += 1 }
        guard let first = peek(), isDigit(first) else { throw error("expected a digit") }
        pos += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) { throw error("numbers may not start with 0") }
        skipDigits()
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            pos += 1
            guard let digit = peek(), isDigit(digit) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            pos += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<pos], as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        return .number(Double(text) ?? .infinity)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { pos += 1 }
    }

    mutating func literal() throws(SyntaxError) -> JSONValue {
        for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
        where bytes[pos...].starts(with: word.utf8) {
            pos += word.utf8.count
            return value
        }
        if peek() == UInt8(ascii: "'") { throw error("strings need double quotes") }
        if peek() == UInt8(ascii: "/") { throw error("JSON allows no comments") }
        throw error("expected a value (an object, array, string, number, true, false or null)")
    }
}
