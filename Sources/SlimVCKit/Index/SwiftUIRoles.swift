/// SwiftUI's roles, from what a type conforms to, never from its name: a view conforms to
/// `View` (directly, through a project protocol that refines it, or by an extension); a
/// state holder is an `@Observable` class or an `ObservableObject` (or inherits from one).
/// Given once the project's protocols are known.
struct SwiftUIRoles {
    let index: ProjectIndex

    /// Gives the roles; returns whether some type is a view.
    func assign(_ entries: [IndexedType]) -> Bool {
        let protocols = refiningProtocols(entries)
        // A project that declares its own `View` means its own by the name.
        let hasOwnView = index["View"].map { !$0.primaries.isEmpty } ?? false
        var holders: [IndexedType] = []
        var hasViews = false
        for type in entries where !type.isProtocol && !type.primaries.isEmpty {
            let written = type.inherits
            if !hasOwnView, conforms(type, written, to: Self.viewNames, or: protocols.views) {
                type.roles.insert(.swiftUIView)
                hasViews = true
            }
            if type.isClass, type.declarations.contains(where: \.isObservable) || conforms(type, written, to: Self.holderNames, or: protocols.holders) {
                type.roles.insert(.observableHolder)
                holders.append(type)
            }
        }
        // A subclass of a holder is one.
        for holder in holders {
            for subclass in index.subclasses(of: holder.name) { subclass.roles.insert(.observableHolder) }
        }
        return hasViews
    }

    private func conforms(_ type: IndexedType, _ written: [String], to names: Set<String>, or protocols: Set<String>) -> Bool {
        if written.contains(where: names.contains) { return true }
        guard !protocols.isEmpty else { return false }
        return index.adoptedProtocols(of: type).contains { protocols.contains($0.name) }
    }

    /// The project's protocols that refine `View` or `ObservableObject`, at any depth.
    private func refiningProtocols(_ entries: [IndexedType]) -> (views: Set<String>, holders: Set<String>) {
        var found: (views: Set<String>, holders: Set<String>) = ([], [])
        for type in entries where type.isProtocol {
            let chain = [type] + index.adoptedProtocols(of: type)
            if chain.contains(where: { $0.inherits.contains(where: Self.viewNames.contains) }) { found.views.insert(type.name) }
            if chain.contains(where: { $0.inherits.contains(where: Self.holderNames.contains) }) { found.holders.insert(type.name) }
        }
        return found
    }

    /// SwiftUI's `View`, as a conformance is written.
    static let viewNames: Set<String> = ["View", "SwiftUI.View"]
    /// Combine's `ObservableObject`, as a conformance is written.
    static let holderNames: Set<String> = ["ObservableObject", "Combine.ObservableObject", "SwiftUI.ObservableObject"]
}
