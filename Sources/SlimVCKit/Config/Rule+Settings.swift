/// What the configuration needs of a rule type, without knowing its options type.
extension Rule {
    /// The rule's own options at their defaults, snake_case keys sorted. Encoded once per
    /// rule: the settings, the validator and every rule made ask for them.
    public static var defaultOptions: JSONNode {
        defaultOptionsMemo.value(for: ObjectIdentifier(Self.self)) { OptionsCoding.defaults(Options.self) }
    }

    static var optionChoices: [String: [String]] { Options.choices }

    /// What each key of the rule's settings means: the common keys', then its options'.
    static var optionDescriptions: [String: String] {
        CommonSettings.descriptions.merging(Options.descriptions) { $1 }
    }

    /// Rules with `warning` and `error` thresholds take no `severity`.
    static var hasThresholds: Bool { defaultOptions["warning"] != nil && defaultOptions["error"] != nil }

    /// The keys every rule takes, with their default values (which give their types).
    static var commonSettings: [(String, JSONNode)] {
        var settings: [(String, JSONNode)] = [("enabled", JSONNode(.bool(!description.isOptIn)))]
        if !hasThresholds { settings.append(("severity", JSONNode(.string(description.defaultSeverity.rawValue)))) }
        settings += [("include", .strings(["**"])), ("exclude", .strings([]))]
        return settings
    }

    /// The rule's full default settings: the common keys, then its options.
    static var defaultSettings: JSONNode {
        JSONNode(.object(commonSettings.map { JSONMember(key: $0.0, node: $0.1) } + defaultOptions.members))
    }

    /// The rule with the options found in validated settings (other keys are ignored).
    static func make(settings: JSONNode, vocabulary: Vocabulary) throws -> any Rule {
        Self(options: try OptionsCoding.decode(Options.self, from: settings), vocabulary: vocabulary)
    }

    static var validator: OptionsValidator {
        OptionsValidator(defaults: defaultOptions, choices: optionChoices, common: Dictionary(uniqueKeysWithValues: commonSettings))
    }
}

/// Default options by rule type, shared by all threads.
private let defaultOptionsMemo = Memo()

/// The keys every rule takes, SlimVC's and a team's.
enum CommonSettings {
    static let descriptions = [
        "enabled": "Whether the rule runs.",
        "severity": "How much a finding matters: `warning` informs, `error` fails the run.",
        "include": "Globs of the files the rule applies to, relative to the configuration's folder.",
        "exclude": "Globs of files the rule leaves alone, relative to the configuration's folder.",
    ]
}
