/// Every type of the project by qualified name, its declaration and extensions merged
/// across files, superclass chains resolved, and roles given. Built once per run.
public struct ProjectIndex: Sendable {
    public let settings: RoleSettings
    public private(set) var types: [String: IndexedType] = [:]
    /// For names written unqualified: by last component, the one qualified name that has
    /// it, or nil when several do.
    private var bySimpleName: [String: String?] = [:]
    /// Project classes that another project class inherits from (abstract bases).
    public private(set) var baseClasses: Set<String> = []

    /// `jobs` threads resolve superclasses and roles; the index is the same for any number.
    /// The facts are moved in, not copied, when the caller gives up its array (`consume`).
    public init(facts: consuming [TypeFacts], settings: RoleSettings = RoleSettings(), jobs: Int = 1) {
        self.settings = settings
        // By the fields, not whole facts: a copy of a fact costs a retain of each part.
        let precedes = { (lhsPath: String, lhs: Location, rhsPath: String, rhs: Location) -> Bool in
            lhsPath != rhsPath ? lhsPath.bytesPrecede(rhsPath) : lhs < rhs
        }
        // The Linter hands facts over in this order already; sorting would copy them all.
        let isSorted = facts.indices.dropFirst().allSatisfy {
            !precedes(facts[$0].path, facts[$0].nameLocation, facts[$0 - 1].path, facts[$0 - 1].nameLocation)
        }
        if !isSorted { facts.sort { precedes($0.path, $0.nameLocation, $1.path, $1.nameLocation) } }
        types.reserveCapacity(facts.count)
        // Taken from the end of the reversed array: each fact is moved, in order.
        facts.reverse()
        while let fact = facts.popLast() {
            if let type = types[fact.name] {
                type.add(fact)
            } else {
                let type = IndexedType(name: fact.name)
                type.add(fact)
                types[type.name] = type
            }
        }
        bySimpleName.reserveCapacity(types.count)
        for name in types.keys {
            let simple = TypeName.lastComponent(name)
            if let found = bySimpleName.index(forKey: simple) { bySimpleName.values[found] = nil } else { bySimpleName[simple] = name }
        }
        // Keys and values in the same order: each type is set through its object, with no
        // lookup by name.
        let names = Array(types.keys)
        let entries = Array(types.values)
        // Each result is worked out before the types change: a resolver still holding
        // the index would make the first change copy every type.
        let superclasses = Self.resolve(names, jobs: jobs, RoleResolver(index: self)) { $0.superclass(of: $1) }
        for (type, superclass) in zip(entries, superclasses) { type.superclass = superclass }
        baseClasses = Set(entries.compactMap(\.superclass).filter { types[$0] != nil })
        // Roles walk the chains, so they are resolved once every superclass is known.
        let roles = Self.resolve(names, jobs: jobs, RoleResolver(index: self)) { $0.roles(of: $1) }
        for (type, roles) in zip(entries, roles) { type.roles = roles }
    }

    /// `resolve` on every name, on `jobs` threads; the resolver is gone when it returns.
    private static func resolve<T: Sendable>(_ names: [String], jobs: Int, _ resolver: consuming RoleResolver,
                                             _ resolve: @Sendable (RoleResolver, String) -> T) -> [T] {
        let resolver = resolver
        return parallelMap(names.count, jobs: jobs) { resolve(resolver, names[$0]) }
    }

    public subscript(name: String) -> IndexedType? { types[name] }

    /// The project type a name written inside `scope` refers to: nested in the scope or
    /// its parents first, then top level, then a unique type with that last component.
    public func resolve(_ written: String, from scope: String? = nil) -> IndexedType? {
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

    /// The superclasses of a project type, nearest first, ending with the first external
    /// one (`[BaseViewController, UIViewController]`).
    public func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var current = types[name]?.superclass
        while let next = current, !chain.contains(next), next != name {
            chain.append(next)
            current = types[next]?.superclass
        }
        return chain
    }

    /// Roles of a type written as `name`; external types get roles from the base-class lists.
    public func roles(ofWritten name: String, from scope: String? = nil) -> Roles {
        if let type = resolve(name, from: scope) { return type.roles }
        return RoleResolver(index: self).externalRoles(TypeName.lastComponent(TypeName.normalized(name)))
    }
}

/// One type of the project: its declarations (primary ones first) and what they add up to.
/// An object, so that the many lookups of a lint share it instead of copying its parts;
/// it changes only while the index is built, before any other thread sees it.
public final class IndexedType: @unchecked Sendable {
    public let name: String
    /// Primary declarations (normally one), in path order.
    public private(set) var primaries: [TypeFacts] = []
    public private(set) var extensions: [TypeFacts] = []
    /// The resolved superclass: a project type's qualified name or an external name.
    public internal(set) var superclass: String?
    public internal(set) var roles: Roles = []

    init(name: String) { self.name = name }

    func add(_ fact: consuming TypeFacts) {
        if fact.isExtension { extensions.append(fact) } else { primaries.append(fact) }
    }

    public var primary: TypeFacts? { primaries.first }

    /// Whether the type's primary declaration is the one at `location` of `path`: where a
    /// finding about the whole type (its extensions included) is reported, once.
    public func isPrimary(at location: Location, in path: String) -> Bool {
        primary?.path == path && primary?.nameLocation == location
    }
    public var declarations: [TypeFacts] { primaries + extensions }
    public var isClass: Bool { primaries.contains { $0.kind == .class } }
    public var isProtocol: Bool { primaries.contains { $0.kind == .protocol } }
    public var inherits: [String] { declarations.flatMap(\.inherits) }
    public var properties: [PropertyFacts] { declarations.flatMap(\.properties) }
    public var methodParameterTypes: [[String]] { declarations.flatMap(\.methodParameterTypes) }
}
