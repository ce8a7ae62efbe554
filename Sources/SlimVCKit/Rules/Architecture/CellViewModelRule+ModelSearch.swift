/// Where `cell_view_model` looks for a cell's model: a type named as a pattern, a project
/// type the cell takes whole whatever its name, what a variable named as its view model holds.
/// Each way is an exemption (`CellModelExemption`) a test can turn off.
struct CellModelSearch: Sendable {
    /// Each pattern cut at its `{stem}`s once: splitting on a string costs more than the
    /// rest of the check.
    private let patternPieces: [[String]]
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<CellModelExemption>()

    init(patterns: [String]) {
        patternPieces = patterns.map { $0.split(separator: "{stem}", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The patterns' names for a cell's stem, then those of its shorter stems that keep `Cell`.
    func candidates(_ stem: String) -> [String] {
        patternPieces.map { $0.joined(separator: stem) } + shorterCandidates(stem)
    }

    /// The cell's model by its name: a candidate that exists and is no screen's, else what
    /// a variable or parameter named as its view model holds (of the cell and the project
    /// classes it inherits from, its `lineage`). A type it takes whole is its model too,
    /// whatever its name (`wholeModel`).
    func model(candidates: [String], lineage: [IndexedType], in project: ProjectIndex) -> String? {
        if exemptions.applies(.patternModels),
           let model = candidates.first(where: { project.resolve($0) != nil && !isScreenModel($0, in: project) }) { return model }
        return exemptions.applies(.modelNamedVariables) ? namedModel(of: lineage, in: project) : nil
    }

    /// `FeedTable` and `Feed` for the stem `FeedTableView`, with the patterns that keep
    /// `Cell` after the stem (`FeedTableCellViewModel`).
    private func shorterCandidates(_ stem: String) -> [String] {
        guard let list = ["TableView", "CollectionView"].first(where: stem.hasSuffix), stem.count > list.count else { return [] }
        let stems = [String(stem.dropLast(4)), String(stem.dropLast(list.count))]
        let patterns = patternPieces.filter { $0.count == 2 && $0[1].hasPrefix("Cell") }
        return stems.flatMap { shorter in patterns.map { $0.joined(separator: shorter) } }
    }
}
