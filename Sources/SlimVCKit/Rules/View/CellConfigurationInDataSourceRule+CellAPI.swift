/// What `cell_configuration_in_data_source` reads in the project index: a cell's own API,
/// which the data source may set, from its subviews, which it may not.
extension CellConfigurationInDataSourceRule {
    /// The places of `file` where data-source code reaches into a cell: the scan's, but
    /// for what the cell's declaration makes its API.
    func reachingIn(_ file: SourceFile, in project: ProjectIndex) -> [CellAssignment] {
        let all = CellAssignment.all(in: file, uiProperties: options.uiProperties, exemptions: exemptions)
        guard exemptions.applies(.declaredAPI) else { return all }
        return all.filter { !isDeclaredAPI($0, in: project) }
    }

    /// Whether the member set first (`title` of `cell.title = …`, `item` of `cell.item.isRead
    /// = …`) is a property that the cell's class, or a project class it inherits from,
    /// declares, and no view: a value it shows itself (`var title: String { didSet { … } }`).
    /// An outlet or a view (`@IBOutlet var titleLabel: UILabel!`) is a subview.
    private func isDeclaredAPI(_ assignment: CellAssignment, in project: ProjectIndex) -> Bool {
        guard let written = assignment.cellType, assignment.chain.names.count >= 2,
              let cell = project.resolve(written) else { return false }
        let member = assignment.chain.names[1]
        let lineage = [cell] + project.superclasses(of: cell.name).compactMap { project[$0] }
        guard let property = lineage.lazy.compactMap({ $0.propertiesByName[member] }).first,
              !property.isOutlet, !property.isStatic, let type = property.typeName ?? property.initializerType else { return false }
        return !StoredPropertyKind.namesView(TypeName.lastComponent(type))
            && StoredPropertyKind.viewKind(ofType: type, from: cell.name, in: project) == nil
    }
}
