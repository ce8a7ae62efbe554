/// Text for XML 1.0 attributes and content: markup characters escaped, characters XML
/// cannot hold (most control characters, U+FFFE and U+FFFF) replaced. Byte by byte: each
/// byte it changes is ASCII, or starts U+FFFE or U+FFFF (EF BF BE, EF BF BF), and no
/// byte of another character is one of those.
enum XMLText {
    static func escape(_ text: String) -> String {
        escape(text, replacing: replacement)
    }

    /// `text` with each byte that `replacement` names replaced, and the other control
    /// characters, U+FFFE and U+FFFF made U+FFFD: what markup (XML, HTML) cannot hold.
    static func escape(_ text: String, replacing replacement: (UInt8) -> String?) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 < 0x20 || $0 == 0xEF || replacement($0) != nil }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let escaped = replacement(byte) {
                out += escaped.utf8
            } else if byte < 0x20 || byte == 0xEF && index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE {
                out += [0xEF, 0xBF, 0xBD]
                if byte == 0xEF { index += 2 }
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func replacement(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&apos;"
        case UInt8(ascii: "\n"): "&#10;"
        case UInt8(ascii: "\r"): "&#13;"
        case UInt8(ascii: "\t"): "&#9;"
        default: nil
        }
    }
}
