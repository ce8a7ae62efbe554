/// Cells without a ViewModel holding what they show.
public struct CellViewModelRule: Rule {
    public static let description = RuleDescription(
        id: "cell_view_model", name: "Cell View Model",
        summary: "Each `<Stem>Cell` has a ViewModel type (`<Stem>CellViewModel`, `<Stem>CellModel` or `<Stem>ViewModel`; or, when the cell takes it, a `<Stem>Model`, a model nested in the cell, a view model (`MediaGalleryViewModel.Item`) or its screen, a type named after the cell, its list or a project base cell with a model word (`<Stem>CellData`, `PhotoGridItem` of `PhotoGridViewCell`) or as its stem in its file, a `…ViewData`, or another type whose name ends as a pattern does (`…ViewModel`; a protocol's without a final `Type` or `Protocol`) that is not a screen's view model) and a method or stored variable that takes it or a protocol it refines (its own or a project base class's; one, or a parameter, named `viewModel`, `cellModel` or `cellViewModel` may hold any type but a plain value, a dictionary, a view or a screen's view model). A cell that shows no data (it builds its own views and takes in only its look, plumbing or callbacks) needs none; a project's base cell named as UIKit's (`CollectionViewCell`) is not checked.",
        rationale: """
            A cell is configured by handing it one value that holds everything it shows: \
            `cell.configure(with: model)`. Without that model, the data source sets the cell's \
            labels one by one, and formatting spreads over every screen that shows the cell. \
            Give each cell a small ViewModel and a method that takes it.
            """,
        kind: .architecture,
        triggeringExamples: CellViewModelExamples.triggering,
        nonTriggeringExamples: CellViewModelExamples.nonTriggering)

    public struct Options: RuleOptions {
        public var requireConfigure = true
        /// Names of the ViewModel, `{stem}` standing for the cell's name without `Cell`. Of a
        /// `…TableViewCell` or `…CollectionViewCell`, the patterns are tried with shorter stems
        /// too: those with `Cell` after the stem always (`EditTokenTableCellViewModel`), the
        /// others when the cell takes the type (`PictureViewModel`), since a screen's view
        /// model may have that name.
        /// `VM` stands for `ViewModel` in some teams' names (Tempura's `PrivacyTitleCellVM`).
        public var patterns = ["{stem}CellViewModel", "{stem}CellModel", "{stem}ViewModel", "{stem}CellVM", "{stem}VM"]
        public init() {}
    }

    public let options: Options
    /// Each pattern cut at its `{stem}`s once: splitting on a string costs more than the
    /// rest of the check.
    private let patternPieces: [[String]]
    /// What follows `{stem}` in the patterns that begin with it (`CellViewModel`).
    private let patternEndings: [String]

    public init(options: Options, vocabulary: Vocabulary) {
        self.options = options
        patternPieces = options.patterns.map { $0.split(separator: "{stem}", omittingEmptySubsequences: false).map(String.init) }
        patternEndings = patternPieces.compactMap { $0.count == 2 && $0[0].isEmpty && !$0[1].isEmpty ? $0[1] : nil }
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        return file.structure.classIndices.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            // `TableViewCell`, a project's own base named as UIKit's, is no cell of a list.
            guard type.name.hasSuffix("Cell"), type.name.count > 4, !Self.listNames.contains(String(type.name.dropLast(4))),
                  let entry = project[names[index]],
                  entry.roles.contains(.cell), entry.isPrimary(at: file.location(of: type.span.name), in: file.path),
                  !project.isBaseClass(entry.name) else { return nil }
            let stem = String(type.name.dropLast(4))
            let candidates = patternPieces.map { $0.joined(separator: stem) } + shorterCandidates(stem, keepingCell: true)
            // Without `Cell` a shorter name may be a screen's view model, and `{stem}Model`, a
            // type nested in the cell or another cell's model may be anything: each counts
            // when the cell takes it.
            let taken = shorterCandidates(stem, keepingCell: false) + [stem + "Model"]
            // What the project classes it inherits from take, it takes too.
            let chain = project.superclasses(of: entry.name)
            let lineage = [entry] + chain.compactMap { project[$0] }
            let written = lineage.flatMap(takenTypes)
            guard let model = candidates.first(where: { project.resolve($0) != nil && !isScreenModel($0, in: project) })
                ?? taken.first(where: { project.resolve($0) != nil && takes($0, among: written) })
                ?? takenModel(among: written, of: lineage, in: project) ?? namedModel(of: lineage, in: project) else {
                if showsNoData(entry, chain: chain, in: project) { return nil }
                return finding("'\(type.name)' has no view model; add \(candidates.first ?? "one") holding what the cell shows",
                               in: file, at: type.span.name, symbol: names[index])
            }
            // The model's superclasses and the project protocols it adopts hold it too
            // (`var viewModel: ConnectViewModel?` for `protocol CityViewModel: ConnectViewModel`).
            let resolved = project.resolve(model)
            let accepted = [model] + project.superclasses(of: resolved?.name ?? model).map(TypeName.lastComponent)
                + (resolved.map { project.adoptedProtocols(of: $0).map { TypeName.lastComponent($0.name) } } ?? [])
            guard options.requireConfigure, !accepted.contains(where: { takes($0, among: written) }) else { return nil }
            return finding("'\(type.name)' has no method taking \(model); configure it with one (configure(with:))",
                           in: file, at: type.span.name, symbol: names[index])
        }
    }

    /// `FeedTable` and `Feed` for the stem `FeedTableView`, with the patterns that keep
    /// `Cell` after the stem, or with the others.
    private func shorterCandidates(_ stem: String, keepingCell: Bool) -> [String] {
        guard let list = ["TableView", "CollectionView"].first(where: stem.hasSuffix), stem.count > list.count else { return [] }
        let stems = [String(stem.dropLast(4)), String(stem.dropLast(list.count))]
        let patterns = patternPieces.filter { $0.count == 2 && $0[1].hasPrefix("Cell") == keepingCell }
        return stems.flatMap { shorter in patterns.map { $0.joined(separator: shorter) } }
    }

    /// UIKit's and AppKit's lists, whose names a project's base cell may take (`CollectionViewCell`).
    static var listNames: Set<String> { CellVocabulary.listNames }

    /// What follows a cell's name in the name of a model made for it.
    static let modelWords: Set<String> = [
        "Data", "ViewData", "DisplayData", "Item", "Info", "DisplayInfo", "Content", "Props", "Entry", "Config", "Configuration", "State",
    ]

    /// A model the cell takes under a name not made from its own: one nested in the cell
    /// (`struct Config`, `ViewModel`, `Model`; its name ends in `Model`, `Config` or
    /// `Configuration`, or is a model word but `State`: `struct Content`), one named after the cell with a word for a model
    /// (`ChannelInfoUserCellData`) or as view data (`SpaceListItemViewData`), or one named
    /// as the patterns end (`…CellViewModel`,
    /// shared with another cell), unless it is a screen's (`SettingsViewModel` of
    /// `SettingsViewController`).
    /// A project base cell's method is the cell's too, and with it the model named for the
    /// base (`FormItem` of `FormTableViewCell`, taken by its `FormSwitchTableViewCell`).
    private func takenModel(among written: [String], of lineage: [IndexedType], in project: ProjectIndex) -> String? {
        let cell = lineage[0]
        let cellName = TypeName.lastComponent(cell.name)
        let prefixes = lineage.map { TypeName.lastComponent($0.name) }.filter { $0.hasSuffix("Cell") }.flatMap(Self.prefixes)
        // The cell's own stems (`GithubSocial` of `GithubSocialCell`), without its whole name.
        let stems = Self.prefixes(of: cellName).dropFirst()
        for type in written {
            guard let model = project.resolve(TypeName.element(type), from: cell.name) else { continue }
            let parent = TypeName.parent(model.name)
            let simple = TypeName.lastComponent(model.name)
            // Nested in the cell: `Config`, `ViewModel`, or a model word alone (`struct Content`,
            // `enum Content { case price(String) … }`); not `State`, a cell's look (`.disabled`).
            let isNested = parent == cell.name && (["Model", "Config", "Configuration"].contains(where: model.name.hasSuffix)
                || simple != "State" && Self.modelWords.contains(simple) && model.roles.isDisjoint(with: [.view, .cell, .viewController]))
            // Named for the cell, also without `Cell` (`PhotonActionSheetItem`), or for its list.
            let isNamedForCell = (prefixes.contains { simple.hasPrefix($0) && Self.modelWords.contains(String(simple.dropFirst($0.count))) }
                || simple.hasSuffix("ViewData") && simple.count > "ViewData".count
                // A row of a view model (`MediaGalleryViewModel.Item`), or of the screen that
                // lists the cell (`AppearanceSettingsViewController.Item` of `AppearanceSettingsCell`).
                || parent?.hasSuffix("ViewModel") == true || isRowOfScreen(simple, in: parent, cell: cellName)
                // A record named as the cell's stem, declared in the cell's file (`GithubSocial`
                // of `GithubSocialCell`): made for the cell, whatever it is called.
                || stems.contains(simple) && !model.isProtocol && model.primary?.path == cell.primary?.path)
                && model.roles.isDisjoint(with: [.view, .cell, .viewController])
            // A protocol's name counts without a final `Type` or `Protocol` (`…CellViewModelType`).
            let bare = TypeName.withoutProtocolSuffix(model.name)
            if isNested || isNamedForCell || (patternEndings.contains(where: bare.hasSuffix) && !isScreenModel(bare, in: project)) {
                return TypeName.lastComponent(model.name)
            }
        }
        return nil
    }

    /// What a model made for the cell begins with: its name, also without `Cell`, and what
    /// it lists without the list view (`PhotoGrid` of `PhotoGridViewCell`).
    private static func prefixes(of cellName: String) -> [String] {
        let listed = ["TableView", "CollectionView", "View"].first { cellName.dropLast(4).hasSuffix($0) }
            .map { String(cellName.dropLast(4 + $0.count)) }.flatMap { $0.isEmpty ? nil : $0 }
        return [cellName, String(cellName.dropLast(4))] + (listed.map { [$0] } ?? [])
    }

    /// A type nested in the view controller whose name begins the cell's, named with a model
    /// word (`Item`, `ListItemConfiguration`): made for the rows of that screen's list.
    private func isRowOfScreen(_ simple: String, in parent: String?, cell: String) -> Bool {
        guard let parent, parent.hasSuffix("ViewController") else { return false }
        let screen = TypeName.lastComponent(parent).dropLast("ViewController".count)
        return !screen.isEmpty && cell.hasPrefix(screen) && Self.modelWords.contains(where: simple.hasSuffix)
    }

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
                guard let inputs = declaration.cellInputs, !inputs.takesData,
                      !inputs.exposedViews.contains(where: project.configuresMember) else { return false }
                buildsViews = buildsViews || inputs.buildsViews
            }
        }
        return buildsViews
    }

    /// The type of a stored variable or a method's parameter the cell calls its view model
    /// (`var viewModel: AnyChatItem?`, a type-erased wrapper; IGListKit's `bindViewModel(_
    /// viewModel: Any)`, by what it is cast to): the cell is handed one value holding what it
    /// shows, whatever the type's name. Not a view, a controller, a screen's view model or a
    /// plain value.
    private func namedModel(of lineage: [IndexedType], in project: ProjectIndex) -> String? {
        for type in lineage {
            let stored = type.properties.compactMap { property in
                property.isVariable && !property.isStatic && !property.isComputed && CellInputs.modelNames.contains(property.name)
                    ? property.typeName : nil
            }
            for written in stored + type.declarations.flatMap({ $0.cellInputs?.namedModels ?? [] }) {
                // A dictionary (`[String: String]`) is no model type.
                guard !written.contains(":") else { continue }
                let name = TypeName.lastComponent(written)
                let resolved = project.resolve(written, from: type.name)
                guard project.roles(ofWritten: written, from: type.name).isDisjoint(with: [.view, .cell, .viewController]),
                      !isScreenModel(resolved?.name ?? name, in: project),
                      !ValueVocabulary.nonModels.contains(name) else { continue }
                return name
            }
        }
        return nil
    }

    /// A screen's view model: `SettingsViewModel` (or `SettingsVM`) of `SettingsViewController`
    /// or of `SettingsController`.
    private func isScreenModel(_ name: String, in project: ProjectIndex) -> Bool {
        guard let suffix = ["ViewModel", "VM"].first(where: name.hasSuffix) else { return false }
        let stem = String(name.dropLast(suffix.count))
        return ["ViewController", "Controller"].contains { project.resolve(stem + $0)?.roles.contains(.viewController) == true }
    }

    /// The types a cell takes, as written: its methods' parameter types, and those of its
    /// stored variables (`var model: TodoCellModel? { didSet { … } }`), which the data
    /// source sets; and what the aliases among them stand for.
    private func takenTypes(of cell: IndexedType) -> [String] {
        cell.methodParameterTypes.joined()
            + cell.properties.compactMap { $0.isVariable && !$0.isStatic && !$0.isComputed ? $0.typeName ?? $0.initializerType : nil }
            + cell.declarations.flatMap { $0.cellInputs?.aliasedTypes ?? [] }
    }

    /// Whether the cell takes the model: one of its taken types names it.
    private func takes(_ model: String, among written: [String]) -> Bool {
        written.contains { TypeName.lastComponent(TypeName.element($0)) == model }
    }
}
