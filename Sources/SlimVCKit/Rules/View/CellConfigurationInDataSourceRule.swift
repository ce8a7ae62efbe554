/// Cells configured field by field where they are dequeued.
public struct CellConfigurationInDataSourceRule: Rule {
    public static let description = RuleDescription(
        id: "cell_configuration_in_data_source", name: "Cell Configuration in Data Source",
        summary: "Data-source code (`cellForRowAt`, a diffable data source's cell provider, RxDataSources' `configureCell`) hands a dequeued cell a model instead of setting its subviews and properties.",
        rationale: """
            When `cellForRowAt` sets `cell.titleLabel.text`, `cell.avatarView.image` and friends, the \
            data source knows the cell's insides and every cell change ripples into it. Give the \
            cell a `configure(with:)` method that takes its view model, and call only that. \
            Assignments through the cell's subviews count, and of its own properties only the \
            `ui_properties`; a model, a delegate or a callback handed to the cell is the pattern.
            """,
        kind: .view, exemptions: CellAssignmentExemption.described,
        triggeringExamples: CellConfigurationExamples.triggering,
        nonTriggeringExamples: CellConfigurationExamples.nonTriggering)

    public struct Options: VocabularyOptions {
        /// Properties of the cell itself whose setting is configuration; other properties
        /// of the cell (a model, a delegate) are how a cell is handed what it shows.
        public var uiProperties = Vocabulary.standard[.viewProperties] + Vocabulary.standard[.cellProperties]
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            // The cell's own properties, then any view's before them.
            [(\.uiProperties, .cellProperties), (\.uiProperties, .viewProperties)]
        }
    }

    public let options: Options
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<CellAssignmentExemption>()
    /// `ui_properties` extends the vocabulary's `view_properties` and `cell_properties`.
    public init(options: Options, vocabulary: Vocabulary) {
        self.options = vocabulary.extending(options)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let lines = reachingIn(file, in: project).map { assignment in
            let symbol = DeclarationLookup(file: file).memberSymbol(at: assignment.equal, names: names)
            let key = CellGroupKey(symbol: symbol, scope: assignment.scope, scopeStart: assignment.scopeStart, cell: assignment.chain.root ?? assignment.chain.names[0])
            return (key, GroupedLine(first: assignment.chain.first, last: assignment.equal - 1, quote: assignment.quote(in: file)))
        }
        return FindingGroup.grouped(lines).map { key, lines in
            finding("\(key.subject) has \(FindingGroup.lines(lines.count)) configuring '\(key.cell)'", in: file,
                    grouping: lines, symbol: key.symbol)
        }
    }
}

/// What a cell's configuration is reported by: its data-source function (or cell provider) and the cell.
private struct CellGroupKey: Hashable {
    let symbol: String?
    /// `tableView(_:cellForRowAt:)` or `a cell provider`.
    let scope: String
    let scopeStart: Int
    let cell: String

    /// `'FeedViewController.tableView(_:cellForRowAt:)'`, `A cell provider in 'FeedViewController.makeDataSource()'`.
    var subject: String {
        guard let symbol else { return "A cell provider" }
        let shown = SignatureName.fitted(symbol)
        return symbol.hasSuffix(scope) ? "'\(shown)'" : "A cell provider in '\(shown)'"
    }
}

extension CellConfigurationInDataSourceRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
