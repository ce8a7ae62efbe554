/// Spelling of type names for lookups: generic arguments, whitespace, optionality and
/// ownership words removed (`UIKit.UITableViewController<Item>?` → `UIKit.UITableViewController`).
enum TypeName {
    static func normalized(_ text: String) -> String {
        var out = ""
        var depth = 0
        for char in text.unicodeScalars {
            switch char {
            case "<": depth += 1
            case ">": depth = max(0, depth - 1)
            case " ", "\t", "\n", "\r", "?", "!": break
            default: if depth == 0 { out.unicodeScalars.append(char) }
            }
        }
        for word in ["@MainActor", "@escaping", "@Sendable", "inout", "any", "some", "weak", "unowned"] where out.hasPrefix(word) && out.count > word.count {
            out.removeFirst(word.count)
        }
        return out
    }

    /// The last dotted component: `UIKit.UIView` → `UIView`.
    static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The element type of `[T]`, `T?`, `T!`, `Array<T>`-free spellings: what a view
    /// property's type names.
    static func element(_ text: String) -> String {
        var name = normalized(text)
        while name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return name
    }
}
