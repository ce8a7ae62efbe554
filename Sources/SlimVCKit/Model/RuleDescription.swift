import Foundation

/// The families rules belong to; each is a folder under `Rules/`.
public enum RuleKind: String, Sendable, CaseIterable {
    case size, view, architecture, mvvm, notifications, suppressions
    /// A rule a team declares in `rules.json` (`architecture`).
    case team
}

/// What a rule's findings in a view controller count as, in the summaries that weigh
/// controllers (the fattest controllers of the Markdown and HTML reports), in the order
/// shown there. A finding counts as what it measured (the protocols adopted, the observers
/// registered), else as one.
public enum ControllerFat: Sendable, CaseIterable {
    case viewWork, state, conformances, observers, networking

    /// How summaries title the count.
    public var title: String {
        switch self {
        case .viewWork: "View work"
        case .state: "state"
        case .conformances: "conformances"
        case .observers: "observers"
        case .networking: "networking"
        }
    }
}

/// Everything a rule says about itself: the single source of its docs, its
/// `slimvc rules` page and its example tests.
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    /// One sentence: what the rule finds.
    public var summary: String
    /// Why it matters and what to do instead.
    public var rationale: String
    public var kind: RuleKind
    /// What the rule's findings count as in a controller's fat; nil for most rules.
    public var fat: ControllerFat?
    public var defaultSeverity: Severity
    /// Whether the rule measures a value against `warning`/`error` thresholds.
    public var isMeasured: Bool
    /// Whether a `slimvc:disable` comment can suppress its findings (not those of the
    /// rule that checks the comments themselves).
    public var isSuppressible: Bool
    /// The cases it leaves alone on purpose, each with its reason.
    public var exemptions: [Exemption]
    /// Off unless a team turns it on (`"enabled": true`): a check the rulebook does not
    /// ask for, which some teams want.
    public var isOptIn: Bool
    /// Code that must trigger the rule, with `↓` where each finding starts.
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]

    public init(id: String, name: String, summary: String, rationale: String, kind: RuleKind,
                fat: ControllerFat? = nil, defaultSeverity: Severity = .warning, isMeasured: Bool = false,
                isSuppressible: Bool = true, exemptions: [Exemption] = [], isOptIn: Bool = false,
                triggeringExamples: [Example], nonTriggeringExamples: [Example]) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.kind = kind
        self.fat = fat
        self.defaultSeverity = defaultSeverity
        self.isMeasured = isMeasured
        self.isSuppressible = isSuppressible
        self.isOptIn = isOptIn
        self.exemptions = exemptions
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A piece of code for a rule's docs and tests: one or more files, options in the JSON
/// that users write in `rules.json`, and where it was written, so a failing example
/// points at its own line in the rule file.
public struct Example: Sendable, CustomStringConvertible {
    public var code: String
    /// Further files of the same project (for cross-file rules), by file name.
    public var otherFiles: [String: String]
    public var options: String?
    /// The exemptions that keep this non-triggering example silent: without any one of
    /// them, the example triggers (a test checks each).
    public var exempts: [String]
    public var file: String
    public var line: Int

    public init(_ code: String, otherFiles: [String: String] = [:], options: String? = nil, exempts: [String] = [],
                file: String = #filePath, line: Int = #line) {
        self.code = code
        self.otherFiles = otherFiles
        self.options = options
        self.exempts = exempts
        self.file = file
        self.line = line
    }

    public var description: String { "\((file as NSString).lastPathComponent):\(line)" }
}
