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

    /// Whether a class of the superclass chain is one of `bases`, walked through the index
    /// without building the chain.
    func inherits(_ type: String, fromAnyOf bases: some Sequence<String>) -> Bool {
        var current = project[type]?.superclass
        var steps = 0
        while let next = current, steps < ProjectIndex.deepestChain {
            if bases.contains(where: { Self.names(next, $0) }) { return true }
            current = project[next]?.superclass
            steps += 1
        }
        return false
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

    /// Whether an inheritance clause of the type, its extensions, superclasses or the
    /// project protocols they name names one of `protocols`: searched until found.
    func conforms(_ type: String, toAnyOf protocols: some Sequence<String>) -> Bool {
        // A chain is short: a list of the types seen is cheaper than a set.
        var visited: [String] = []
        var queue = [type]
        while let name = queue.popLast(), visited.count < ProjectIndex.deepestChain {
            guard !visited.contains(name), let entry = project[name] else { continue }
            visited.append(name)
            for declarations in [entry.primaries, entry.extensions] {
                for declaration in declarations {
                    for written in declaration.inherits {
                        let plain = TypeName.normalized(TypeName.withoutAttributes(written))
                        if protocols.contains(where: { Self.names(plain, $0) }) { return true }
                        if let resolved = project.resolve(plain, from: TypeName.parent(name)) { queue.append(resolved.name) }
                    }
                }
            }
        }
        return false
    }

    /// Whether a type's name as found (`Kit.BaseViewModel`, `Outer.Base`) is the one a
    /// team wrote (`BaseViewModel`, or qualified alike).
    static func names(_ found: String, _ written: String) -> Bool {
        guard found != written else { return true }
        // `Kit.Base` for `Base`: the name ends with `.Base`, without making its last component.
        return found.utf8.count > written.utf8.count && found.hasSuffix(written)
            && found.utf8.dropLast(written.utf8.count).last == UInt8(ascii: ".") && !written.contains(".")
    }
}
