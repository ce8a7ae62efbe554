/// A rule's options: a plain Codable struct whose `init()` holds the defaults. Keys are
/// the snake_case of the property names, as users write them in `rules.json`.
public protocol RuleOptions: Codable, Sendable, Equatable {
    init()
    /// The allowed values of options that take one of a few strings, by snake_case key.
    static var choices: [String: [String]] { get }
    /// What each option means, by snake_case key: shown in `rules.schema.json` (so editors
    /// show it) and on the rule's page (`slimvc rules ID`).
    static var descriptions: [String: String] { get }
}

extension RuleOptions {
    public static var choices: [String: [String]] { [:] }
    public static var descriptions: [String: String] { [:] }
}

/// Options of rules that have none of their own.
public struct NoOptions: RuleOptions {
    public init() {}
}

/// What a lint runs on each file: a check of one file against the whole project. SlimVC's
/// rules are checks, and so is each rule a team declares in `rules.json`.
public protocol FileCheck: Sendable {
    func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding]
}

/// A rule: a description, options, and a check of one file against the whole project.
/// It is made with its options and the vocabulary (the names of frameworks it relies on,
/// with a team's added).
public protocol Rule: FileCheck {
    associatedtype Options: RuleOptions
    static var description: RuleDescription { get }
    var options: Options { get }
    init(options: Options, vocabulary: Vocabulary)
}

extension Rule {
    public var description: RuleDescription { Self.description }

    /// The rule with the standard vocabulary.
    public init(options: Options) { self.init(options: options, vocabulary: .standard) }

    /// A finding of this rule at a token, with the rule's default severity.
    func finding(_ message: String, in file: SourceFile, at token: Int, through last: Int? = nil,
                 symbol: String? = nil, severity: Severity? = nil, measured: Int? = nil, limit: Int? = nil) -> Finding {
        Finding(ruleID: Self.description.id, severity: severity ?? Self.description.defaultSeverity,
                message: message, path: file.path, start: file.location(of: token),
                end: file.endLocation(of: last ?? token), symbol: symbol, measured: measured, limit: limit)
    }
}

/// A rule that limits how long a type grows: summaries and comparisons show its warning
/// limit beside each view controller, without naming the rule.
protocol TypeLengthLimiting {
    /// Code lines past which a type is reported.
    var typeLengthWarning: Int { get }
}
