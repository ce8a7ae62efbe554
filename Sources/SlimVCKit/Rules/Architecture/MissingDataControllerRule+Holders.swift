/// Whether a view controller holds what keeps its screen's state, in a stored property: its
/// DataController, or for a team on MVVM or VIPER one of `other_holders` (its view model,
/// presenter or interactor).
struct StateHolders {
    /// Each of `other_holders` with the property name made of it (`viewModel`).
    let holders: [(suffix: String, property: String)]

    init(otherHolders: [String]) {
        holders = otherHolders.filter { !$0.isEmpty }.map { ($0, CollaboratorNames.wholeName($0)) }
    }

    /// `private let viewModel: LegacyReceiptViewModel`, `var presenter: LoginPresenter!`,
    /// `let model: ViewModel<LoginActionHandler>`, in the controller or a project base class.
    /// A list (`[ProductCategoryCellViewModel]`) is state the controller holds, and a
    /// part's model (`let toolbar: ToolbarVisibilityViewModel`) no holder of the screen's.
    /// A protocol is named by what adopts it (`SetupViewModelType`, `EditInteractorProtocol`).
    func holdsOtherHolder(_ controller: IndexedType, stem: String, in project: ProjectIndex) -> Bool {
        guard !holders.isEmpty else { return false }
        let stem = stem.lowercased()
        let chain = [controller] + project.superclasses(of: controller.name).compactMap { project[$0] }
        return chain.contains { type in
            type.properties.contains { property in
                guard !property.isStatic, !property.isComputed, !property.isList else { return false }
                return [property.typeName, property.initializerType].contains { written in
                    guard let written, let held = project.resolve(written, from: type.name) else { return false }
                    let simple = TypeName.lastComponent(held.name)
                    return isOtherHolder(held.isProtocol ? TypeName.withoutProtocolSuffix(simple) : simple, named: property.name, stem: stem)
                }
            }
        }
    }

    /// `stem` is lowercased.
    private func isOtherHolder(_ type: String, named name: String, stem: String) -> Bool {
        holders.contains { holder in
            guard type.hasSuffix(holder.suffix) else { return false }
            return type == holder.suffix || name == holder.property || type.lowercased() == stem + holder.suffix.lowercased()
        }
    }

    /// Whether the controller keeps the DataController in a stored property, written or built.
    func holds(_ dataController: String, _ controller: IndexedType) -> Bool {
        let simple = TypeName.lastComponent(dataController)
        return controller.properties.contains { property in
            guard !property.isStatic, !property.isComputed else { return false }
            return [property.typeName, property.initializerType].contains { $0.map(TypeName.lastComponent) == simple }
        }
    }
}
