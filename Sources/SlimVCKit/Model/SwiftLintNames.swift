/// SwiftLint's names for what SlimVC spells otherwise, so that a team coming from it gets
/// a "did you mean" where the spelling is too far from SlimVC's for an edit distance.
enum SwiftLintNames {
    /// `.swiftlint.yml`'s top-level keys: SlimVC's key, and how it says the same.
    static let keys: [String: (key: String, how: String)] = [
        "disabled_rules": ("rules", #"a rule is turned off with "rules": {"ID": {"enabled": false}}"#),
        "opt_in_rules": ("rules", #"a rule is turned on with "rules": {"ID": {"enabled": true}}"#),
        "only_rules": ("rules", #"rules are turned off with "rules": {"ID": {"enabled": false}}, or run alone with --only-rule ID"#),
    ]

    /// SwiftLint's rules that SlimVC's measure alike.
    static let rules = ["function_body_length": "method_length", "type_body_length": "class_length"]

    /// SwiftLint's reporters that are one of SlimVC's formats under another name.
    static let formats: [String: ReportFormat] = ["xcode": .text, "github-actions-logging": .github]

    /// SwiftLint's reporters SlimVC has no format of: what to use instead.
    static let formatHints = [
        "gitlab": "; did you mean 'codeclimate'? (GitLab Code Quality's format)",
        "emoji": "; SlimVC has no emoji report: 'text' lists the findings",
        "csv": "; SlimVC writes no CSV: 'json' carries every field of a finding",
        "summary": "; did you mean 'markdown'? (counts by rule and the fattest view controllers)",
    ]

    /// `; did you mean 'x'? (SwiftLint's k: how)` for a SwiftLint key; nil for any other.
    static func keyHint(_ key: String) -> String? {
        keys[key].map { "; did you mean '\($0.key)'? (SwiftLint's \(key): here \($0.how))" }
    }

    /// `; did you mean 'x'? (SwiftLint's k)` for a SwiftLint rule measured alike; nil for any other.
    static func ruleHint(_ id: String) -> String? {
        rules[id].map { "; did you mean '\($0)'? (SwiftLint's \(id))" }
    }
}
