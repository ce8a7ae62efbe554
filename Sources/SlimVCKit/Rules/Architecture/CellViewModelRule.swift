/// Cells handed two or more values from outside without one model describing the row.
public struct CellViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "cell_view_model", name: "Cell View Model",
        summary: "A cell (a subclass of UIKit's cells, whatever its name) that the code dequeuing it hands two or more values takes one model describing the row instead, or takes whole the model they are read from.",
        rationale: """
            A cell is configured by handing it one value that holds everything it shows: \
            `cell.configure(with: model)`. When the data source hands it a title, a subtitle \
            and an image one by one, or sets its labels, formatting spreads over every screen \
            that shows the cell. Give the cell a small model describing the row and a method \
            that takes it; when its values are read from one model already, take that model whole.
            """,
        kind: .architecture, exemptions: CellModelExemption.described,
        triggeringExamples: CellViewModelExamples.triggering,
        nonTriggeringExamples: CellViewModelExamples.nonTriggering)

    public struct Options: RuleOptions {
        public var requireConfigure = true
        /// Names of a cell's model, `{stem}` standing for the cell's name without `Cell`
        /// (the name of a cell not named `…Cell` takes the patterns' `{stem}Cell` as
        /// `{stem}`, without repeating the `View` of a cell named `…View`: `SectionHeaderViewModel`).
        /// Hints for the message; a model is known by what the cell is handed.
        /// `VM` stands for `ViewModel` in some teams' names (Tempura's `PrivacyTitleCellVM`).
        public var patterns = ["{stem}CellViewModel", "{stem}CellModel", "{stem}ViewModel", "{stem}CellVM", "{stem}VM"]
        public init() {}
    }

    public let options: Options
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<CellModelExemption>()
    /// The patterns cut once: splitting them costs more than a cell's verdict.
    private let modelNames: CellModelNames

    public init(options: Options, vocabulary: Vocabulary) {
        self.options = options
        modelNames = CellModelNames(patterns: options.patterns)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        guard project.cellFeeds.declaresFedCells(file.path) else { return [] }
        let classes = file.structure.classIndices
        guard !classes.isEmpty else { return [] }
        let names = file.qualifiedTypeNames()
        let lookups = CellLookups(file: file, project: project)
        return classes.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            guard let cell = project[names[index]], cell.roles.contains(.cell),
                  cell.isPrimary(at: file.location(of: type.span.name), in: file.path) else { return nil }
            let own = project.cellFeeds.sites(of: cell.name)
            guard !own.isEmpty else { return nil }
            let inherited = exemptions.applies(.inheritedFeeds)
                ? project.superclasses(of: cell.name).flatMap { project.cellFeeds.sites(of: $0) } : []
            let judge = CellFeedJudge(types: CellInputTypes(cell: cell, project: project, lookups: lookups), exemptions: exemptions)
            guard let message = message(judge.verdict(own, inherited: inherited), for: type.name, in: project) else { return nil }
            return finding(message, in: file, at: type.span.name, symbol: names[index])
        }
    }

    /// The message of a verdict; nil for none, or for a cell whose named model exists when
    /// `require_configure` is off.
    private func message(_ verdict: CellFeedJudge.Verdict, for name: String, in project: ProjectIndex) -> String? {
        switch verdict {
        case .silent: return nil
        case .takeWhole(let model, let root): return "'\(name)' is filled field by field from '\(root)'; take '\(model)' whole (configure(with:))"
        case .takeRoot(let root): return "'\(name)' is filled field by field from '\(root)'; take it whole (configure(with:))"
        case .takeOne(let root): return "'\(name)' is filled field by field from '\(root)', a call's result; take one model of the row (configure(with:))"
        case .needsModel:
            let candidates = modelNames.candidates(for: name)
            guard let model = candidates.first(where: { CellModelNames.isCellModel($0, in: project) }) else {
                return "'\(name)' has no view model; add \(candidates.first ?? name + "ViewModel") holding what the cell shows"
            }
            if !options.requireConfigure, exemptions.applies(.patternModels) { return nil }
            return "'\(name)' is filled field by field; take '\(model)' whole (configure(with:))"
        }
    }
}
