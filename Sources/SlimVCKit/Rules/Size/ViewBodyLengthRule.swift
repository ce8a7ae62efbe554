/// SwiftUI views' `body`, and their other `@ViewBuilder` members, that grew too long.
public struct ViewBodyLengthRule: Rule {
    public static let description = RuleDescription(
        id: "view_body_length", name: "View Body Length",
        summary: "A SwiftUI view's `body`, or another `@ViewBuilder` property or function of it, stays under the line limit.",
        rationale: """
            A long `body` is the fat view controller of SwiftUI: one screen's layout, styling, \
            data loading and actions in one expression that no reader takes in at a glance and \
            the compiler type-checks slowly. Extract subviews (small `View` types that take the \
            value they show), and move what is not drawing to the screen's state holder. A view \
            is a type conforming to `View` (directly, through a project protocol or by an \
            extension); its members that build views are its `body`, those marked \
            `@ViewBuilder` and those returning `some View`. `method_length` leaves them to this rule.
            """,
        kind: .size, isMeasured: true,
        triggeringExamples: ViewBodyLengthExamples.triggering,
        nonTriggeringExamples: ViewBodyLengthExamples.nonTriggering)

    public struct Options: RuleOptions, LineLimits {
        public var warning = 40
        public var error = 80
        public var count = LineCount.code
        public static let choices = ["count": LineCount.allCases.map(\.rawValue)]
        public init() {}
    }

    public let options: Options
    public init(options: Options, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let lowest = min(options.warning, options.error)
        // Most files hold no body this long: judged on line counts before any lookup.
        guard file.structure.functions.indices.contains(where: { Int(file.functionBodies[$0].lines) > lowest }) else { return [] }
        let names = file.qualifiedTypeNames()
        let lookup = DeclarationLookup(file: file)
        // A view only previews show is part of them, as the rulebook's previews are not screens.
        let previewHelpers = PreviewHelpers(file: file).types()
        return ViewBuilders(file: file).members(names: names, in: project).sorted().compactMap { index -> Finding? in
            let body = file.functionBodies[index]
            guard Int(body.lines) > lowest, let (severity, limit) = options.judge(options.lines(body)),
                  let container = file.structure.functions[index].container, !previewHelpers.contains(container) else { return nil }
            let value = options.lines(body)
            let name = TypeName.lastComponent(names[container]) + "." + SignatureName.fitted(lookup.functionPath(index).path)
            return finding("'\(name)' spans \(value) \(options.unit) (limit \(limit)); extract subviews", in: file,
                           at: MethodLengthRule.nameToken(file.structure.functions[index], file),
                           symbol: lookup.symbol(ofFunction: index, names: names), severity: severity, measured: value, limit: limit)
        }
    }
}

extension ViewBodyLengthRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "count": "Which lines count: `code` (not blank, not comments) or `all` lines of the body.",
        "error": "Lines past which a view's body is an error.",
        "warning": "Lines past which a view's body is a warning."
    ]
}
