/// What a property's written type says, read from its text: a collection's element, a
/// dictionary's value.
enum PropertyTypeText {
    /// The element types of a tuple, optional or not (`(UIBarButtonItem, UIBarButtonItem)?`,
    /// `(edit: UIBarButtonItem, done: UIBarButtonItem)`); nil for anything else.
    static func tupleElements(_ type: String) -> [String]? {
        var text = Substring(type.filter { !$0.isWhitespace })
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        guard text.first == "(", text.last == ")" else { return nil }
        text = text.dropFirst().dropLast()
        var elements: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                elements.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        elements.append(current)
        // A function type's parameters are no tuple.
        guard elements.count > 1, depth == 0, !type.contains("->") else { return nil }
        return elements.map { element in
            guard let colon = element.firstIndex(of: ":") else { return element }
            return String(element[element.index(after: colon)...])
        }
    }

    /// The element of `Set<T>` and `Array<T>`, as of `[T]`, and a dictionary's value
    /// (`[IndexPath: BlockOperation]`): a set of observations is plumbing.
    static func collectionElement(_ type: String) -> String {
        TypeName.setOrArrayElement(type) ?? dictionaryValue(type).map(collectionElement) ?? type
    }

    /// Heights measured per row (`[IndexPath: CGFloat]`, to estimate a row's before it
    /// shows) are the table's layout, as cached sizes are.
    static func isRowHeights(_ type: String) -> Bool {
        type.utf8.first == UInt8(ascii: "[") && TypeName.withoutWhitespace(type).hasPrefix("[IndexPath:")
            && dictionaryValue(type) == "CGFloat"
    }

    /// `V` of `[K: V]` (optional or not), where the colon is outside any other brackets.
    static func dictionaryValue(_ type: String) -> String? {
        guard type.utf8.first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "[") else { return nil }
        let bytes = Array(type.utf8.filter { $0 != UInt8(ascii: " ") })
        var end = bytes.count
        while end > 0, [UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[end - 1]) { end -= 1 }
        guard end > 2, bytes[0] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]") else { return nil }
        var depth = 0
        for index in 1..<(end - 1) {
            switch bytes[index] {
            case UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: ":") where depth == 0: return String(decoding: bytes[(index + 1)..<(end - 1)], as: UTF8.self)
            default: break
            }
            if depth < 0 { return nil }
        }
        return nil
    }
}
