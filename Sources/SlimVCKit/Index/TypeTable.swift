/// The project's types by qualified name, and the one that a name written in a scope
/// refers to. The project index fills it, then gives the types their superclasses and roles.
struct TypeTable: Sendable {
    private(set) var types: [String: IndexedType] = [:]
    /// For names written unqualified: by last component, the one qualified name that has
    /// it, or nil when several do.
    private var bySimpleName: [String: String?] = [:]

    mutating func reserveCapacity(_ declarations: Int) {
        types.reserveCapacity(declarations)
    }

    /// Adds a declaration to its type, which its first declaration makes.
    mutating func add(_ fact: consuming TypeFacts) {
        if let type = types[fact.name] {
            type.add(fact)
        } else {
            let type = IndexedType(name: fact.name)
            type.add(fact)
            types[type.name] = type
        }
    }

    /// Gives each last component its one qualified name, once every type is added.
    mutating func indexSimpleNames() {
        bySimpleName.reserveCapacity(types.count)
        for name in types.keys {
            let simple = TypeName.lastComponent(name)
            if let found = bySimpleName.index(forKey: simple) { bySimpleName.values[found] = nil } else { bySimpleName[simple] = name }
        }
    }

    subscript(name: String) -> IndexedType? { types[name] }

    /// The project type a name written inside `scope` refers to: nested in the scope or
    /// its parents first, then top level, then a unique type with that last component.
    func resolve(_ written: String, from scope: String? = nil) -> IndexedType? {
        let name = TypeName.normalized(written)
        var prefix = scope
        while let current = prefix {
            if let type = types[current + "." + name] { return type }
            prefix = TypeName.parent(current)
        }
        if let type = types[name] { return type }
        guard case let unique?? = bySimpleName[TypeName.lastComponent(name)] else { return nil }
        return types[unique]
    }
}
