/// Values of a configuration read with their problems noted: a non-empty string, a word or
/// list of words, globs. Each problem names the JSON path of the value.
extension ProblemList {
    mutating func string(_ node: JSONNode?, _ path: String) -> String? {
        guard let node else { return nil }
        guard case .string(let text) = node.value, !text.isEmpty else {
            add(node, path, "expected a non-empty string, found \(node.value.typeName)")
            return nil
        }
        return text
    }

    /// A string or an array of strings; each, when `allowed` is given, one of those.
    mutating func words(_ node: JSONNode?, _ path: String, allowed: [String]? = nil) -> [String] {
        placedWords(node, path, allowed: allowed).map(\.word)
    }

    /// The words of a string or an array of strings, each with its node and JSON path.
    mutating func placedWords(_ node: JSONNode?, _ path: String,
                                      allowed: [String]? = nil) -> [(word: String, node: JSONNode, path: String)] {
        guard let node else { return [] }
        var items: [(JSONNode, String)] = [(node, path)]
        if case .array(let array) = node.value, !array.isEmpty {
            items = array.enumerated().map { ($1, path + "[\($0)]") }
        } else if case .string = node.value {} else {
            add(node, path, "expected a string or a non-empty array of strings, found \(node.value.typeName)")
            return []
        }
        return items.compactMap { item, itemPath in
            guard let word = string(item, itemPath) else { return nil }
            if let allowed, !allowed.contains(word) {
                add(item, itemPath, "unknown value '\(brief(word))'" + Suggestion.hint(for: word, in: allowed, listing: "one of"))
                return nil
            }
            return (word, item, itemPath)
        }
    }

    /// Globs from a string or an array of strings (`single`: a string alone).
    mutating func globs(_ node: JSONNode?, _ path: String, single: Bool = false) -> [Glob] {
        if single, let node, case .array = node.value {
            add(node, path, "expected one glob string, found an array")
            return []
        }
        return placedWords(node, path).compactMap { pattern, item, itemPath in
            do throws(GlobError) {
                return try Glob(pattern)
            } catch {
                add(item, itemPath, "bad glob '\(brief(pattern))': \(error.message)")
                return nil
            }
        }
    }
}
