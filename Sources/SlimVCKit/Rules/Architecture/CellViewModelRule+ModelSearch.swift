/// Where `cell_view_model` looks for a cell's model: a type named as a pattern, a type the
/// cell takes that is named or nested as one, what a variable named as its view model holds.
/// Each way is an exemption (`CellModelExemption`) a test can turn off.
struct CellModelSearch: Sendable {
    /// Each pattern cut at its `{stem}`s once: splitting on a string costs more than the
    /// rest of the check.
    private let patternPieces: [[String]]
    /// What follows `{stem}` in the patterns that begin with it (`CellViewModel`).
    private let patternEndings: [String]
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<CellModelExemption>()

    init(patterns: [String]) {
        patternPieces = patterns.map { $0.split(separator: "{stem}", omittingEmptySubsequences: false).map(String.init) }
        patternEndings = patternPieces.compactMap { $0.count == 2 && $0[0].isEmpty && !$0[1].isEmpty ? $0[1] : nil }
    }

    /// The patterns' names for a cell's stem, then those of its shorter stems that keep `Cell`.
    func candidates(_ stem: String) -> [String] {
        patternPieces.map { $0.joined(separator: stem) } + shorterCandidates(stem, keepingCell: true)
    }

    /// The cell's model: a candidate that exists and is no screen's, else one the cell takes
    /// (`written`, of the cell and the project classes it inherits from, its `lineage`).
    func model(stem: String, candidates: [String], written: [String], lineage: [IndexedType], in project: ProjectIndex) -> String? {
        if exemptions.applies(.patternModels),
           let model = candidates.first(where: { project.resolve($0) != nil && !isScreenModel($0, in: project) }) { return model }
        // Without `Cell` a shorter name may be a screen's view model, and `{stem}Model`, a
        // type nested in the cell or another cell's model may be anything: each counts
        // when the cell takes it.
        if exemptions.applies(.takenStemModels), let model = (shorterCandidates(stem, keepingCell: false) + [stem + "Model"])
            .first(where: { project.resolve($0) != nil && takes($0, among: written) }) { return model }
        if let model = takenModel(among: written, of: lineage, in: project) { return model }
        return exemptions.applies(.modelNamedVariables) ? namedModel(of: lineage, in: project) : nil
    }

    /// Whether the cell takes the model, its superclasses or the project protocols it
    /// adopts (`var viewModel: ConnectViewModel?` for `protocol CityViewModel: ConnectViewModel`).
    func takes(_ model: String, among written: [String], in project: ProjectIndex) -> Bool {
        if takes(model, among: written) { return true }
        guard exemptions.applies(.modelSupertypes) else { return false }
        let resolved = project.resolve(model)
        let supertypes = project.superclasses(of: resolved?.name ?? model).map(TypeName.lastComponent)
            + (resolved.map { project.adoptedProtocols(of: $0).map { TypeName.lastComponent($0.name) } } ?? [])
        return supertypes.contains { takes($0, among: written) }
    }

    /// `FeedTable` and `Feed` for the stem `FeedTableView`, with the patterns that keep
    /// `Cell` after the stem, or with the others.
    private func shorterCandidates(_ stem: String, keepingCell: Bool) -> [String] {
        guard let list = ["TableView", "CollectionView"].first(where: stem.hasSuffix), stem.count > list.count else { return [] }
        let stems = [String(stem.dropLast(4)), String(stem.dropLast(list.count))]
        let patterns = patternPieces.filter { $0.count == 2 && $0[1].hasPrefix("Cell") == keepingCell }
        return stems.flatMap { shorter in patterns.map { $0.joined(separator: shorter) } }
    }

    /// What follows a cell's name in the name of a model made for it.
    static let modelWords: Set<String> = [
        "Data", "ViewData", "DisplayData", "Item", "Info", "DisplayInfo", "Content", "Props", "Entry", "Config", "Configuration", "State",
    ]

    /// A model the cell takes under a name not made from its own: one nested in the cell,
    /// one made for it (`isMade`), or one named as the patterns end (`…CellViewModel`,
    /// shared with another cell), unless it is a screen's (`SettingsViewModel` of
    /// `SettingsViewController`).
    /// A project base cell's method is the cell's too, and with it the model named for the
    /// base (`FormItem` of `FormTableViewCell`, taken by its `FormSwitchTableViewCell`).
    private func takenModel(among written: [String], of lineage: [IndexedType], in project: ProjectIndex) -> String? {
        let cell = lineage[0]
        let prefixes = lineage.map { TypeName.lastComponent($0.name) }.filter { $0.hasSuffix("Cell") }.flatMap(Self.prefixes)
        // The cell's own stems (`GithubSocial` of `GithubSocialCell`), without its whole name.
        let stems = Self.prefixes(of: TypeName.lastComponent(cell.name)).dropFirst()
        for type in written {
            guard let model = project.resolve(TypeName.element(type), from: cell.name) else { continue }
            // A protocol's name counts without a final `Type` or `Protocol` (`…CellViewModelType`).
            let bare = TypeName.withoutProtocolSuffix(model.name)
            if isNested(model, in: cell) || isMade(model, for: cell, prefixes: prefixes, stems: stems)
                || exemptions.applies(.patternEndings) && patternEndings.contains(where: bare.hasSuffix) && !isScreenModel(bare, in: project) {
                return TypeName.lastComponent(model.name)
            }
        }
        return nil
    }

    /// Nested in the cell: `Config`, `ViewModel`, or a model word alone (`struct Content`,
    /// `enum Content { case price(String) … }`); not `State`, a cell's look (`.disabled`).
    private func isNested(_ model: IndexedType, in cell: IndexedType) -> Bool {
        guard TypeName.parent(model.name) == cell.name, exemptions.applies(.nestedModels) else { return false }
        let simple = TypeName.lastComponent(model.name)
        return ["Model", "Config", "Configuration"].contains(where: model.name.hasSuffix)
            || simple != "State" && Self.modelWords.contains(simple) && model.roles.isDisjoint(with: [.view, .cell, .viewController])
    }

    /// Made for the cell, and no view: named for it, also without `Cell` (`PhotonActionSheetItem`),
    /// or for its list; view data; a row of a view model or of the cell's screen; a record
    /// named as its stem beside it.
    private func isMade(_ model: IndexedType, for cell: IndexedType, prefixes: [String], stems: ArraySlice<String>) -> Bool {
        let parent = TypeName.parent(model.name)
        let simple = TypeName.lastComponent(model.name)
        return (exemptions.applies(.namedForCell) && prefixes.contains { simple.hasPrefix($0) && Self.modelWords.contains(String(simple.dropFirst($0.count))) }
            || exemptions.applies(.viewData) && simple.hasSuffix("ViewData") && simple.count > "ViewData".count
            // A row of a view model (`MediaGalleryViewModel.Item`), or of the screen that
            // lists the cell (`AppearanceSettingsViewController.Item` of `AppearanceSettingsCell`).
            || exemptions.applies(.rowModels)
                && (parent?.hasSuffix("ViewModel") == true || isRowOfScreen(simple, in: parent, cell: TypeName.lastComponent(cell.name)))
            // A record named as the cell's stem, declared in the cell's file (`GithubSocial`
            // of `GithubSocialCell`): made for the cell, whatever it is called.
            || exemptions.applies(.stemRecords) && stems.contains(simple) && !model.isProtocol && model.primary?.path == cell.primary?.path)
            && model.roles.isDisjoint(with: [.view, .cell, .viewController])
    }
}
