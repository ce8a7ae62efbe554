/// Resolves superclasses and walks superclass chains to give roles.
struct RoleResolver {
    let index: ProjectIndex

    /// A class's superclass: the first inherited type, unless it names a protocol.
    func superclass(of name: String) -> String? {
        guard let type = index[name], let primary = type.primaries.first(where: { $0.kind == .class }),
              let first = primary.inherits.first else { return nil }
        let scope = TypeName.parent(name)
        if let project = index.resolve(first, from: scope) {
            return project.isProtocol ? nil : project.name
        }
        let simple = TypeName.lastComponent(first)
        return Self.looksLikeProtocol(simple) ? nil : simple
    }

    /// External names that are protocols by Cocoa and Swift naming conventions; UIKit's
    /// diffable data sources are classes.
    static func looksLikeProtocol(_ name: String) -> Bool {
        guard !name.hasSuffix("DiffableDataSource") else { return false }
        return FrameworkVocabulary.protocolSuffixes.contains { name.hasSuffix($0) } || FrameworkVocabulary.unsuffixedProtocols.contains(name)
    }

    func roles(of name: String) -> Roles {
        var roles = suffixRoles(TypeName.lastComponent(name))
        if index[name]?.primaries.isEmpty ?? true { roles.formUnion(externalRoles(TypeName.lastComponent(name))) }
        var visited: Set<String> = [name]
        var current = index[name]?.superclass
        while let next = current, visited.count <= ProjectIndex.deepestChain, visited.insert(next).inserted {
            // A framework class the project only extends (`extension UIViewController`)
            // is still external: its roles come from the base-class lists.
            if let project = index[next], !project.primaries.isEmpty {
                current = project.superclass
                continue
            }
            roles.formUnion(externalRoles(TypeName.lastComponent(next)))
            if roles.isDisjoint(with: [.viewController, .view]), next.hasSuffix("ViewController") { roles.insert(.viewController) }
            break
        }
        return roles
    }

    /// Roles of a class the project does not declare, from the base-class lists.
    func externalRoles(_ name: String) -> Roles {
        var roles = suffixRoles(name)
        if let listed = index.rolesOfBaseClasses[name] { roles.formUnion(listed) }
        return roles
    }

    private func suffixRoles(_ name: String) -> Roles {
        var roles: Roles = []
        if name.hasSuffix(index.settings.viewModelSuffix) { roles.insert(.viewModel) }
        if name.hasSuffix(index.settings.dataControllerSuffix) { roles.insert(.dataController) }
        return roles
    }
}
