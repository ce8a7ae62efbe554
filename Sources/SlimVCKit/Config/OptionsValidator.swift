/// Checks a JSON object of options against the defaults that give each option its type:
/// unknown keys (with a suggestion), wrong types, values outside their choices, negative
/// limits, and `warning` above `error`.
struct OptionsValidator {
    let defaults: JSONNode
    let choices: [String: [String]]
    /// Keys every rule takes besides its own options (`enabled`, `include`, …), by type.
    let common: [String: JSONNode]

    func check(_ object: JSONNode, at path: String, into problems: inout ProblemList) {
        guard case .object(let members) = object.value else {
            return problems.add(object, path, "expected an object, found \(object.value.typeName)")
        }
        let known = common.keys.sorted() + defaults.members.map(\.key)
        for member in members {
            let keyPath = path + "." + member.key
            guard let expected = common[member.key] ?? defaults[member.key] else {
                problems.add(member, keyPath, "unknown option '\(brief(member.key))'" + Suggestion.hint(for: member.key, in: known, listing: "options"))
                continue
            }
            checkValue(member.node, like: expected, at: keyPath, key: member.key, into: &problems)
        }
    }

    private func checkValue(_ node: JSONNode, like expected: JSONNode, at path: String, key: String, into problems: inout ProblemList) {
        switch (expected.value, node.value) {
        case (.integer, .integer(let value)):
            if value < 0 { problems.add(node, path, "\(value) is negative; limits are 0 or more") }
        case (.bool, .bool), (.number, .number), (.number, .integer):
            break
        case (.string, .string(let text)):
            if let allowed = choices[key] ?? Self.commonChoices[key], !allowed.contains(text) {
                problems.add(node, path, "'\(brief(text))' is not one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                             + Suggestion.hint(for: text, in: allowed))
            }
        case (.array(let defaults), .array(let items)):
            let element = defaults.first ?? JSONNode(.string(""))
            for (index, item) in items.enumerated() {
                checkValue(item, like: element, at: path + "[\(index)]", key: key, into: &problems)
            }
        case (.object(let defaults), .object(let members)):
            let element = defaults.first?.node ?? JSONNode(.string(""))
            for member in members {
                checkValue(member.node, like: element, at: path + "." + member.key, key: key, into: &problems)
            }
        default:
            problems.add(node, path, "expected \(expected.value.typeName), found \(node.value.typeName)")
        }
    }

    /// `warning` above `error` in `written` laid over `base`; reported where written.
    static func checkThresholds(_ written: JSONNode, over base: JSONNode, at path: String, into problems: inout ProblemList) {
        guard case .integer(let warning)? = (written["warning"] ?? base["warning"])?.value,
              case .integer(let error)? = (written["error"] ?? base["error"])?.value, warning > error,
              let node = written["warning"] ?? written["error"] else { return }
        problems.add(node, path, "'warning' (\(warning)) is above 'error' (\(error)); lower 'warning' or raise 'error'")
    }

    static let commonChoices = ["severity": ["warning", "error"]]
}
