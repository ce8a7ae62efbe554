/// What `cell_view_model` counts of the values a cell takes: a type of the project taken
/// whole is its model whatever its name, and one plain value needs none.
extension CellModelSearch {
    /// A type of the project that the cell, or a project class it inherits from, takes
    /// whole (`written`: its methods' parameter types, its stored variables' types, as
    /// `set(item: Product)`, `initWithBlock(block: HeaderMenuBlock)`, `var song: Song?`): a
    /// struct, class, enum or protocol declared in the project that is no view, cell or
    /// controller, no look, no worker or delegate, and no screen's view model.
    func wholeModel(among written: [String], of cell: IndexedType, in project: ProjectIndex) -> String? {
        guard exemptions.applies(.wholeValues) else { return nil }
        for type in written where !type.contains(":") {
            // Declared in the project, not only extended there (`extension Bool`, `extension UIImage`).
            guard let model = project.resolve(TypeName.element(type), from: cell.name), !model.primaries.isEmpty,
                  model.roles.isDisjoint(with: [.view, .cell, .viewController]) else { continue }
            let name = TypeName.lastComponent(model.name)
            // A `State` nested in a cell is its look (`.disabled`).
            if name == "State", model.roles.contains(.cell) || TypeName.parent(model.name).map({ project[$0]?.roles.contains(.cell) == true }) == true {
                continue
            }
            // Its declaration, not its name, tells it is no view: `struct RepositoryLabel`.
            if !CellViewTypes.isSetting(name), !Self.workerSuffixes.contains(where: name.hasSuffix),
               !isScreenModel(model.name, in: project) { return name }
        }
        return nil
    }

    /// How many values the cell and the project classes it inherits from take from
    /// outside: its ways in's, and its views that some code fills (`cell.titleLabel.text = …`).
    /// A view named as UIKit's own cell views (`textLabel`) tells nothing beside another
    /// value, since any table cell's data source fills one of that name; alone, it stays
    /// the one value counted.
    func valueCount(of lineage: [IndexedType], in project: ProjectIndex) -> Int {
        lineage.flatMap(\.declarations).reduce(0) { count, declaration in
            guard let inputs = declaration.cellInputs else { return count }
            let filled = inputs.exposedViews.filter(project.configuresMember)
            let own = filled.filter { !Self.uikitCellViews.contains($0) }
            return count + inputs.valueCount + (inputs.valueCount + own.count > 0 ? own.count : filled.count)
        }
    }

    /// The views UIKit's cells have of their own, which a data source fills.
    static let uikitCellViews: Set<String> = ["textLabel", "detailTextLabel", "imageView"]

    /// Names of what works for a cell rather than describing its row: services, helpers,
    /// coordinators, delegates.
    static let workerSuffixes = CollaboratorVocabulary.serviceSuffixes + CollaboratorVocabulary.delegateSuffixes
        + ["Coordinator", "Router", "Loader", "Factory", "Formatter", "Handler", "Listener"]
}
