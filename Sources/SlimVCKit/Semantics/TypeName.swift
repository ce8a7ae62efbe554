/// Type names as the project index and the rules compare them (`TypeSpelling` spells them
/// for lookups).
enum TypeName {
    /// `UIKit.UITableViewController<Item>?` → `UIKit.UITableViewController`.
    static func normalized(_ text: String) -> String { TypeSpelling.normalized(text) }

    /// An inheritance clause's entry without the attributes before it (`@preconcurrency
    /// WKNavigationDelegate`, `@unchecked Sendable`, `@retroactive Codable`, `@MainActor P`).
    static func withoutAttributes(_ text: String) -> String {
        guard text.utf8.first == UInt8(ascii: "@") else { return text }
        var rest = Substring(text)
        while rest.first == "@" {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
            if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0.isWhitespace }
        }
        return rest.isEmpty ? text : String(rest)
    }

    /// The enclosing name: `Outer.Inner` → `Outer`; nil for a top-level name. (Bytes, not
    /// Foundation's `contains`, which costs a search per call.)
    static func parent(_ name: String) -> String? {
        guard let dot = lastDot(name) else { return nil }
        return String(name[..<dot])
    }

    /// Whether a type's text holds `->` (a function type, or one inside), in its bytes:
    /// asked of every property of the project, where Foundation's `contains` cost 6 % of a run.
    static func hasArrow(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            bytes.indices.dropFirst().contains { bytes[$0] == UInt8(ascii: ">") && bytes[$0 - 1] == UInt8(ascii: "-") }
        }
    }

    /// The last dotted component: `UIKit.UIView` → `UIView`.
    static func lastComponent(_ name: String) -> String {
        guard let dot = lastDot(name) else { return name }
        let last = name[name.utf8.index(after: dot)...]
        return last.isEmpty ? (name.split(separator: ".").last.map(String.init) ?? name) : String(last)
    }

    /// `T` of `Set<T>` or `Array<T>`, as written; nil for another type.
    static func setOrArrayElement(_ type: String) -> String? {
        guard type.utf8.last == UInt8(ascii: ">") else { return nil }
        return ["Set<", "Array<"].first { type.hasPrefix($0) && type.hasSuffix(">") }.map { String(type.dropFirst($0.count).dropLast()) }
    }

    /// A framework type's name without its capitals' prefix, from the last capital before
    /// the first lowercase letter (`UIBarButtonItem` → `BarButtonItem`, `CLLocationManager`
    /// → `LocationManager`); nil for a name with no lowercase letter, or that begins with one.
    static func withoutFrameworkPrefix(_ name: String) -> String? {
        guard let lower = name.firstIndex(where: \.isLowercase), lower > name.startIndex else { return nil }
        return String(name[name.index(before: lower)...])
    }

    /// A protocol's name without a final `Protocol` or `Type` (`ReaderServiceProtocol`).
    static func withoutProtocolSuffix(_ name: String) -> String {
        ["Protocol", "Type"].first(where: name.hasSuffix).map { String(name.dropLast($0.count)) } ?? name
    }

    /// The text without whitespace: the text itself when no byte of it can be whitespace,
    /// asked of every property's type, where `Character`s cost a lookup each.
    static func withoutWhitespace(_ text: String) -> String {
        let isPlain = text.withUTF8Bytes { bytes in !bytes.contains { $0 == 0x20 || (0x09...0x0D).contains($0) || $0 >= 0x80 } }
        return isPlain ? text : text.filter { !$0.isWhitespace }
    }

    /// Whether the text holds `byte`, searched in its bytes.
    static func containsByte(_ text: String, _ byte: UInt8) -> Bool {
        text.withUTF8Bytes { $0.contains(byte) }
    }

    /// Where the last `.` is, searched in the string's bytes.
    private static func lastDot(_ name: String) -> String.Index? {
        name.withUTF8Bytes { $0.lastIndex(of: 0x2E) }.map { name.utf8.index(name.utf8.startIndex, offsetBy: $0) }
    }

    /// The element type of `[T]`, `T?`, `T!`, `Array<T>`-free spellings: what a view
    /// property's type names.
    static func element(_ text: String) -> String {
        let name = normalized(text)
        let utf8 = name.utf8
        guard utf8.first == UInt8(ascii: "["), utf8.last == UInt8(ascii: "]") else { return name }
        var bytes = Array(utf8)
        while bytes.count >= 2, bytes[0] == UInt8(ascii: "["), bytes[bytes.count - 1] == UInt8(ascii: "]") {
            // Brackets next to non-ASCII bytes might share a character with them: strings decide.
            if bytes.count > 2, bytes[1] >= 0x80 || bytes[bytes.count - 2] >= 0x80 {
                var text = String(decoding: bytes, as: UTF8.self)
                while text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
                return text
            }
            bytes = Array(bytes[1..<bytes.count - 1])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The types of a protocol composition, outer parentheses removed; a plain type alone.
    static func compositionParts(_ type: String) -> [String] {
        guard containsByte(type, UInt8(ascii: "&")) else { return [type] }
        var text = Substring(type)
        while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        guard text.contains("&") else { return [type] }
        return text.split(separator: "&").map { element(String($0)) }
    }
}
