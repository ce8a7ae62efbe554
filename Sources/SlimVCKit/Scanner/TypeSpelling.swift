/// Spelling of type names for lookups: generic arguments, whitespace, optionality and
/// ownership words removed (`UIKit.UITableViewController<Item>?` → `UIKit.UITableViewController`).
enum TypeSpelling {
    static func normalized(_ text: String) -> String {
        if isPlain(text) { return text }
        // Byte by byte: every byte it looks at is ASCII, which no multi-byte character holds.
        var kept: [UInt8] = []
        kept.reserveCapacity(text.utf8.count)
        var depth = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth = max(0, depth - 1)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "?"), UInt8(ascii: "!"): break
            default: if depth == 0 { kept.append(byte) }
            }
        }
        // Leading words, in this order (spaces are gone by now), compared as bytes when the
        // byte after a word is ASCII, so that it surely ends a character; else as strings.
        var start = 0
        for word in leadingWords where kept.count - start > word.count && kept[start..<start + word.count].elementsEqual(word) {
            guard kept[start + word.count] < 0x80 else { return stripWords(String(decoding: kept, as: UTF8.self)) }
            start += word.count
        }
        return String(decoding: kept[start...], as: UTF8.self)
    }

    private static let leadingWords = ["@MainActor", "@escaping", "@Sendable", "inout", "any", "some", "weak", "unowned"].map { Array($0.utf8) }

    private static func stripWords(_ text: String) -> String {
        var out = text
        for word in leadingWords.map({ String(decoding: $0, as: UTF8.self) }) where out.hasPrefix(word) && out.count > word.count {
            out.removeFirst(word.count)
        }
        return out
    }

    /// A plain name (`UIView`, `Outer.Inner`) needs no work: letters, digits, `_`, `.`,
    /// and no leading `any`, `some`, `weak`, `unowned` or `inout`. One pass over the bytes.
    private static func isPlain(_ text: String) -> Bool {
        text.withUTF8Bytes(isPlain)
    }

    private static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        switch utf8.first {
        case UInt8(ascii: "a"): if utf8.starts(with: "any".utf8) { return false }
        case UInt8(ascii: "s"): if utf8.starts(with: "some".utf8) { return false }
        case UInt8(ascii: "w"): if utf8.starts(with: "weak".utf8) { return false }
        case UInt8(ascii: "u"): if utf8.starts(with: "unowned".utf8) { return false }
        case UInt8(ascii: "i"): if utf8.starts(with: "inout".utf8) { return false }
        default: break
        }
        for byte in utf8 {
            let isWordByte = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2E
            if !isWordByte { return false }
        }
        return true
    }
}
