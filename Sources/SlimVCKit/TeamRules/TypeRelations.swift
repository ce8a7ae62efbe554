/// What a team rule asks the project index about a type: its roles, the classes it
/// inherits from and the protocols it conforms to, each through the whole project.
struct TypeRelations {
    let project: ProjectIndex

    /// The project's qualified name for a type as written (an extension's), else the name.
    func resolvedName(_ written: String) -> String {
        project.resolve(written)?.name ?? written
    }

    func roles(of type: String) -> Roles {
        project[type]?.roles ?? project.roles(ofWritten: type)
    }

    /// The superclasses, nearest first: project types by qualified name, the first external
    /// one by its name as written.
    func superclasses(of type: String) -> [String] {
        project.superclasses(of: type)
    }

    func inherits(_ type: String, fromAnyOf bases: [String]) -> Bool {
        superclasses(of: type).contains { name in bases.contains { Self.names(name, $0) } }
    }

    /// Every protocol (and class) named in the inheritance clauses of the type, its
    /// extensions, its superclasses and the project protocols those name, by the names
    /// written there (generic arguments dropped).
    func conformances(of type: String) -> Set<String> {
        var found: Set<String> = []
        var visited: Set<String> = []
        var queue = [type]
        while let name = queue.popLast(), visited.count < ProjectIndex.deepestChain {
            guard visited.insert(name).inserted, let entry = project[name] else { continue }
            for written in entry.inherits {
                let plain = TypeName.normalized(TypeName.withoutAttributes(written))
                found.insert(plain)
                if let resolved = project.resolve(plain, from: TypeName.parent(name)) { queue.append(resolved.name) }
            }
        }
        return found
    }

    func conforms(_ type: String, toAnyOf protocols: [String]) -> Bool {
        let conformances = conformances(of: type)
        return conformances.contains { name in protocols.contains { Self.names(name, $0) } }
    }

    /// Whether a type's name as found (`Kit.BaseViewModel`, `Outer.Base`) is the one a
    /// team wrote (`BaseViewModel`, or qualified alike).
    static func names(_ found: String, _ written: String) -> Bool {
        found == written || (!written.contains(".") && TypeName.lastComponent(found) == written)
    }
}
