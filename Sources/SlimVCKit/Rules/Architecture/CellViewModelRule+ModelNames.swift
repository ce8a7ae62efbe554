/// How `CellModelSearch` reads names: a screen's view models, what a variable named as the
/// cell's model holds, and what a cell takes.
extension CellModelSearch {
    /// The type of a stored variable or a method's parameter the cell calls its view model
    /// (`var viewModel: AnyChatItem?`, a type-erased wrapper; IGListKit's `bindViewModel(_
    /// viewModel: Any)`, by what it is cast to): the cell is handed one value holding what it
    /// shows, whatever the type's name. Not a view, a controller, a screen's view model or a
    /// plain value.
    func namedModel(of lineage: [IndexedType], in project: ProjectIndex) -> String? {
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
    func isScreenModel(_ name: String, in project: ProjectIndex) -> Bool {
        guard let suffix = ["ViewModel", "VM"].first(where: name.hasSuffix) else { return false }
        let stem = String(name.dropLast(suffix.count))
        return ["ViewController", "Controller"].contains { project.resolve(stem + $0)?.roles.contains(.viewController) == true }
    }

    /// The types a cell takes, as written: its methods' parameter types, and those of its
    /// stored variables (`var model: TodoCellModel? { didSet { … } }`), which the data
    /// source sets; and what the aliases among them stand for.
    static func takenTypes(of cell: IndexedType) -> [String] {
        cell.methodParameterTypes.joined()
            + cell.properties.compactMap { $0.isVariable && !$0.isStatic && !$0.isComputed ? $0.typeName ?? $0.initializerType : nil }
            + cell.declarations.flatMap { $0.cellInputs?.aliasedTypes ?? [] }
    }

    /// Whether the cell takes the model: one of its taken types names it.
    func takes(_ model: String, among written: [String]) -> Bool {
        written.contains { TypeName.lastComponent(TypeName.element($0)) == model }
    }
}
