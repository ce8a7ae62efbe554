/// The project's own networking types (an API client, a `MoyaProvider` wrapper): project
/// types, not a framework's extended, whose bodies use a networking API
/// (`OutsideWork.networking`). Screens, views, cells and the holders of a screen's state
/// (`CollaboratorVocabulary.stateHolderSuffixes`) are not among them: a screen that does
/// networking is reported itself, and one that calls its holder does right; nor is an
/// app's delegate.
/// Found once, when the index is built.
struct NetworkingTypes: Sendable {
    /// Qualified names.
    private var names: Set<String> = []
    /// Their last components, to find the names in a controller's tokens as bytes.
    private(set) var simpleNames = NameSet([String]())

    init() {}

    init(_ entries: [IndexedType]) {
        for type in entries where Self.isNetworkingType(type) { names.insert(type.name) }
        simpleNames = NameSet(names.map(TypeName.lastComponent))
    }

    func contains(_ name: String) -> Bool { names.contains(name) }
    var isEmpty: Bool { names.isEmpty }

    /// Asked of every type: the declarations' work first, read in place.
    private static func isNetworkingType(_ type: IndexedType) -> Bool {
        (type.primaries.contains(where: { $0.outsideWork.contains(.networking) })
            || type.extensions.contains(where: { $0.outsideWork.contains(.networking) })) && canBeNetworkingType(type)
    }

    /// Whether a project type may be a screen's networking type, by what it is: not a
    /// protocol, a screen, a view (SwiftUI's too), a cell, a holder of a screen's state (an
    /// `ObservableObject` or `@Observable` class too) or an app's delegate. `sharedHolders`:
    /// an `ObservableObject` or `@Observable` class may be one where a screen reaches it
    /// through the type (`ConnectionPool.shared.send(…)`), as a service the app shares, not
    /// where the screen keeps it (`@StateObject var model`: its holder, which it may call).
    static func canBeNetworkingType(_ type: IndexedType, sharedHolders: Bool = false) -> Bool {
        let excluded: Roles = sharedHolders ? [.viewController, .view, .cell, .viewModel, .dataController, .swiftUIView]
            : [.viewController, .view, .cell, .viewModel, .dataController, .swiftUIView, .observableHolder]
        guard let kind = type.primary?.kind, kind != .protocol, type.roles.isDisjoint(with: excluded) else { return false }
        // An app's delegate starts the app, whatever it also fetches.
        let isAppDelegate = type.inherits.contains { FrameworkVocabulary.appDelegates.contains(TypeName.lastComponent($0)) }
        return !CollaboratorVocabulary.stateHolderSuffixes.contains(where: type.name.hasSuffix) && !isAppDelegate
    }
}
