/// Suppression comments that name no SlimVC rule, or are not SlimVC directives.
public struct InvalidSuppressionRule: Rule {
    public static let description = RuleDescription(
        id: "invalid_suppression", name: "Invalid Suppression",
        summary: "Every `slimvc:` comment is a known directive naming known rules.",
        rationale: """
            A suppression with a misspelled rule id suppresses nothing, and the finding it was \
            meant for keeps firing, or worse, the typo hides that the comment is stale. Write \
            `// slimvc:disable rule_id`, `slimvc:enable`, `slimvc:disable:next` or \
            `slimvc:disable:this` with ids from `slimvc rules`, or `all`; a reason may follow \
            ` - `. This rule's own findings cannot be suppressed.
            """,
        kind: .suppressions, isSuppressible: false,
        triggeringExamples: [
            Example("// slimvc:disable ↓class_lenght\nfinal class A {}"),
            Example("let a = 1 // slimvc:disable:this method_length, ↓view_work - legacy"),
            Example("/* ↓slimvc:disabel all */\nfinal class A {}"),
            Example("// ↓slimvc:disable:next\nfinal class A {}"),
        ],
        nonTriggeringExamples: [
            Example("// slimvc:disable class_length method_length - legacy, see JIRA-12\nfinal class A {}\n// slimvc:enable class_length"),
            Example("let a = 1 // slimvc:disable:this all\n/* slimvc:disable:next view_work_in_controller */\nlet b = 2"),
            Example("let text = \"// slimvc:disable nothing_here\"\n// a note about slimvc:disable typo_here"),
        ])

    public let options: NoOptions
    /// The rule ids a suppression may name: SlimVC's, the team's, and `all`.
    private let known: Set<String>
    public init(options: NoOptions, vocabulary: Vocabulary) {
        self.options = options
        known = Set(RuleRegistry.ruleTypes.map { $0.description.id } + [Suppression.allRules]).union(vocabulary.teamRuleIDs)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let suppressions = SuppressionScan(file: file).suppressions()
        guard !suppressions.isEmpty else { return [] }
        var findings: [Finding] = []
        for suppression in suppressions {
            let directives = Suppression.Kind.allCases.map { "slimvc:" + $0.rawValue }
            guard suppression.kind != nil else {
                findings.append(at(suppression.location, length: suppression.word.count, in: file,
                                   "'\(brief(suppression.word))' is not a SlimVC directive" + Suggestion.hint(for: suppression.word, in: directives)))
                continue
            }
            if suppression.rules.isEmpty {
                findings.append(at(suppression.location, length: suppression.word.count, in: file,
                                   "'\(brief(suppression.word))' names no rule; add rule ids or 'all'"))
            }
            for reference in suppression.rules where !known.contains(reference.id) {
                findings.append(at(reference.location, length: reference.id.utf8.count, in: file,
                                   "'\(brief(reference.id))' is not a SlimVC rule" + Suggestion.hint(for: reference.id, in: known.sorted())))
            }
        }
        return findings
    }

    private func at(_ location: Location, length: Int, in file: SourceFile, _ message: String) -> Finding {
        Finding(ruleID: Self.description.id, severity: Self.description.defaultSeverity, message: message, path: file.path,
                start: location, end: Location(line: location.line, column: location.column + length))
    }
}
