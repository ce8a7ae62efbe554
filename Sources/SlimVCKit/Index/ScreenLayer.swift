/// The screen layer, which the size rules measure by default (`applies_to`): view
/// controllers, views (UIKit and AppKit by inheritance, SwiftUI by conforming to `View`),
/// cells, and the state holders screens keep: DataControllers and view models by their
/// roles, presenters and interactors as `missing_data_controller`'s `other_holders` name them.
struct ScreenLayer {
    let project: ProjectIndex

    /// The roles that put a type on the screen layer.
    static let roles: Roles = [.viewController, .view, .cell, .viewModel, .dataController]

    /// Whether the type named `name` (qualified, or a framework type that a file extends),
    /// or a type it is nested in, is on the screen layer: a screen's `Section` enum is the
    /// screen's code.
    func contains(_ name: String) -> Bool {
        var current: String? = name
        while let type = current {
            if isScreenLayerType(type) { return true }
            current = TypeName.parent(type)
        }
        return false
    }

    private func isScreenLayerType(_ name: String) -> Bool {
        if !project.roles(ofWritten: name).isDisjoint(with: Self.roles) { return true }
        let simple = TypeName.lastComponent(name)
        if CollaboratorVocabulary.otherHolders.contains(where: { simple.hasSuffix($0) }) { return true }
        return isSwiftUIView(name)
    }

    /// SwiftUI's `View` itself (`extension View`), or a type conforming to it; not when the
    /// project declares a type of that name.
    private func isSwiftUIView(_ name: String) -> Bool {
        let isProjectView = project["View"].map { !$0.primaries.isEmpty } ?? false
        guard !isProjectView else { return false }
        if name == "View" || name == "SwiftUI.View" { return true }
        return project.resolve(name)?.roles.contains(.swiftUIView) ?? false
    }
}
