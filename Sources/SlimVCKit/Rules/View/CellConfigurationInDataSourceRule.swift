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
        return reachingIn(file, in: project).map { assignment in
            let quote = assignment.quote(in: file)
            return finding("'\(quote)' configures the cell in \(assignment.scope)", in: file,
                           at: assignment.chain.first, through: assignment.equal - 1,
                           symbol: DeclarationLookup(file: file).symbol(at: assignment.equal, names: names))
        }
    }
}

extension CellConfigurationInDataSourceRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
