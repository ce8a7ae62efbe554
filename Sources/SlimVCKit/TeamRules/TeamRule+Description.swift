/// What the rest of SlimVC needs of a team rule: its settings (as a SlimVC rule's), its
/// description (for reports, `slimvc rules` and `slimvc docs`), and its check.
extension TeamRule {
    /// Checks its settings in `rules` and `overrides`: the keys every rule takes, with
    /// `include` defaulting to `select.paths`.
    var validator: OptionsValidator {
        OptionsValidator(defaults: JSONNode(.object([])), choices: [:], common: Dictionary(uniqueKeysWithValues: settingsList))
    }

    /// Its settings before `rules` and `overrides` change them.
    var defaultSettings: JSONNode {
        JSONNode(.object(settingsList.map { JSONMember(key: $0.0, node: $0.1) }))
    }

    private var settingsList: [(String, JSONNode)] {
        [("enabled", JSONNode(.bool(true))), ("severity", JSONNode(.string(severity.rawValue))),
         ("include", .strings(selector.paths.isEmpty ? ["**"] : selector.paths.map(\.pattern))), ("exclude", .strings([]))]
    }

    public var description: RuleDescription {
        RuleDescription(id: id, name: id, summary: message ?? "Every \(selector.summary) \(assertionSummary).",
                        rationale: "A rule of the team's, declared in rules.json: every \(selector.summary) \(assertionSummary).",
                        kind: .team, defaultSeverity: severity, triggeringExamples: [], nonTriggeringExamples: [])
    }

    /// What its assertions ask, as a predicate: `imports none of UIKit and is final`.
    var assertionSummary: String {
        assertions.map(\.summary).joined(separator: " and ")
    }
}

extension TeamAssertion {
    var summary: String {
        switch self {
        case .mustNotImport(let modules): "imports none of " + Self.list(modules.map(\.pattern))
        case .mustNotReference(let types): "names none of " + Self.list(types.map(\.glob.pattern))
        case .mustInheritFrom(let base): "inherits from `\(base)`"
        case .mustConformTo(let proto): "conforms to `\(proto)`"
        case .nameMustMatch(let name): "has a name matching `\(name.glob.pattern)`"
        case .mustBeFinal: "is final"
        case .maxCodeLines(let limit): "spans at most \(limit) code lines"
        }
    }

    /// Names or globs in code spans, as Markdown and plain text both read them.
    static func list(_ words: [String]) -> String { words.map { "`\($0)`" }.joined(separator: ", ") }
}

extension DeclarationSelector {
    /// What it selects, as a noun phrase: `class or struct named *ViewModel in Domain/**`.
    var summary: String {
        var phrase = selectsFiles ? "file" : kinds == Self.typeKinds ? "type" : kinds.map(\.rawValue).joined(separator: " or ")
        if !names.isEmpty { phrase += " named " + TeamAssertion.list(names.map(\.glob.pattern)) }
        if !except.isEmpty { phrase += " except " + TeamAssertion.list(except.map(\.glob.pattern)) }
        if !roles.isEmpty {
            phrase += " of role " + Self.roleNames.filter { roles.contains($0.role) }.map(\.name).joined(separator: " or ")
        }
        if !inheritsFrom.isEmpty { phrase += " inheriting from " + TeamAssertion.list(inheritsFrom) }
        if !conformsTo.isEmpty { phrase += " conforming to " + TeamAssertion.list(conformsTo) }
        if !paths.isEmpty { phrase += " in " + TeamAssertion.list(paths.map(\.pattern)) }
        return phrase
    }
}
