/// Cells without a ViewModel holding what they show.
public struct CellViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "cell_view_model", name: "Cell View Model",
        summary: "Each `<Stem>Cell` that shows two or more values takes one model describing the row (`<Stem>CellViewModel`, or any project type it takes whole) through a method or a stored variable.",
        rationale: """
            A cell is configured by handing it one value that holds everything it shows: \
            `cell.configure(with: model)`. Without that model, the data source sets the cell's \
            labels one by one, and formatting spreads over every screen that shows the cell. \
            Give each cell a small ViewModel and a method that takes it.
            """,
        kind: .architecture, exemptions: CellModelExemption.described,
        triggeringExamples: CellViewModelExamples.triggering,
        nonTriggeringExamples: CellViewModelExamples.nonTriggering)

    public struct Options: RuleOptions {
        public var requireConfigure = true
        /// Names of the ViewModel, `{stem}` standing for the cell's name without `Cell`. Of a
        /// `…TableViewCell` or `…CollectionViewCell`, the patterns with `Cell` after the stem
        /// are tried with shorter stems too (`EditTokenTableCellViewModel`). A type the cell
        /// takes whole is its model whatever its name (`whole_values`).
        /// `VM` stands for `ViewModel` in some teams' names (Tempura's `PrivacyTitleCellVM`).
        public var patterns = ["{stem}CellViewModel", "{stem}CellModel", "{stem}ViewModel", "{stem}CellVM", "{stem}VM"]
        public init() {}
    }

    public let options: Options
    /// Where the cell's model is looked for, with the exemptions that apply.
    var models: CellModelSearch

    public init(options: Options, vocabulary: Vocabulary) {
        self.options = options
        models = CellModelSearch(patterns: options.patterns)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let exemptions = models.exemptions
        return file.structure.classIndices.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            // `TableViewCell`, a project's own base named as UIKit's, is no cell of a list.
            guard type.name.hasSuffix("Cell"), type.name.count > 4,
                  !(exemptions.applies(.listNamedBases) && Self.listNames.contains(String(type.name.dropLast(4)))),
                  let entry = project[names[index]],
                  entry.roles.contains(.cell), entry.isPrimary(at: file.location(of: type.span.name), in: file.path),
                  !(exemptions.applies(.baseCells) && project.isBaseClass(entry.name)) else { return nil }
            let stem = String(type.name.dropLast(4))
            let candidates = models.candidates(stem)
            // What the project classes it inherits from take, it takes too; not what the
            // project adds to UIKit's (`extension UITableViewCell`), which every cell has.
            let chain = project.superclasses(of: entry.name)
            let lineage = [entry] + (exemptions.applies(.inheritedInputs)
                ? chain.compactMap { project[$0] }.filter { !$0.primaries.isEmpty } : [])
            let written = lineage.flatMap(CellModelSearch.takenTypes)
            guard let model = models.model(candidates: candidates, lineage: lineage, in: project) else {
                if models.wholeModel(among: written, of: entry, in: project) != nil
                    || exemptions.applies(.showsNoData) && showsNoData(entry, chain: chain, in: project)
                    || exemptions.applies(.oneValue) && models.valueCount(of: lineage, in: project) == 1 { return nil }
                return finding("'\(type.name)' has no view model; add \(candidates.first ?? "one") holding what the cell shows",
                               in: file, at: type.span.name, symbol: names[index])
            }
            // A type taken whole is its model, though not the one named for it (asked last: it resolves every type taken).
            guard options.requireConfigure, !models.takes(model, among: written),
                  models.wholeModel(among: written, of: entry, in: project) == nil else { return nil }
            return finding("'\(type.name)' is filled field by field; take '\(model)' whole (configure(with:))",
                           in: file, at: type.span.name, symbol: names[index])
        }
    }

    /// UIKit's and AppKit's lists, whose names a project's base cell may take (`CollectionViewCell`).
    static var listNames: Set<String> { CellVocabulary.listNames }

    /// A cell that shows no data (a spinner, a fixed hint): neither it nor a project class
    /// it inherits from takes any (`CellInputs`), one of them builds views of its own, and
    /// the chain ends at a UIKit or AppKit class. A library's cell may take data unseen.
    private func showsNoData(_ cell: IndexedType, chain: [String], in project: ProjectIndex) -> Bool {
        var types = [cell]
        for name in chain {
            guard let type = project[name], !type.primaries.isEmpty else {
                guard FrameworkVocabulary.uiPrefixes.contains(where: name.hasPrefix) else { return false }
                break
            }
            types.append(type)
        }
        var buildsViews = false
        for type in types {
            for declaration in type.declarations {
                // A view no code outside fills is the cell's own; without `own_views`, any is data.
                guard let inputs = declaration.cellInputs, !inputs.takesData, models.exemptions.applies(.ownViews)
                        ? !inputs.exposedViews.contains(where: project.configuresMember) : inputs.exposedViews.isEmpty else { return false }
                buildsViews = buildsViews || inputs.buildsViews
            }
        }
        return buildsViews
    }
}
