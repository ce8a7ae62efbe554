/// Every type of the project by qualified name, its declaration and extensions merged
/// across files, superclass chains resolved, and roles given. Built once per run.
public struct ProjectIndex: Sendable {
    public let settings: RoleSettings
    public private(set) var types: [String: IndexedType] = [:]
    /// For names written unqualified: by last component, the one qualified name that has
    /// it, or nil when several do.
    private var bySimpleName: [String: String?] = [:]
    /// The project classes that inherit directly from each base class.
    private var subclassesByBase: [String: [String]] = [:]
    /// Members of other values whose content some type of the project sets
    /// (`cell.titleLabel.text = …`), hashed (`TypeFacts.configuredMembers`).
    private var configuredMembers: Set<UInt64> = []
    /// Project protocols made for view models: adopted by view models and by nothing else,
    /// and not a delegate's or data source's. Their requirements are view model API.
    public private(set) var viewModelProtocols: Set<String> = []
    /// The last components of the project's protocols' names: most inherited names are
    /// not one, and are ruled out without a lookup through the scopes.
    private var protocolNames: Set<String> = []
    /// Type aliases of plain names and of protocol compositions, by name: a type adopts
    /// each part. A name aliased differently in two files is left out.
    private var compositions: [String: [String]] = [:]
    /// How many superclasses a chain is followed through. No app comes near; a generated
    /// chain of 50,000 classes would otherwise cost each of them a walk to its end.
    static let deepestChain = 64
    /// How many aliases of compositions one type's adoptions are followed through (apps
    /// nest two or three); each costs a lookup of every part, for every view model.
    static let deepestAliases = 8

    /// Whether some type of the project sets the content of a member of that name of
    /// another value (`cell.titleLabel.text = …`).
    public func configuresMember(_ name: String) -> Bool {
        configuredMembers.contains(WrittenNames.hash(name))
    }

    /// `jobs` threads resolve superclasses and roles; the index is the same for any number.
    /// The facts are moved in, not copied, when the caller gives up its array (`consume`).
    public init(facts: consuming [TypeFacts], compositions: [CompositionAlias] = [], settings: RoleSettings = RoleSettings(), jobs: Int = 1) {
        self.init(factsByFile: [consume facts], compositions: compositions, settings: settings, jobs: jobs)
    }

    /// The facts as the Linter gathers them, file by file, each moved in: with no array
    /// of them all, 166,000 facts at 2M lines are not moved twice. `inFileOrder`: the files
    /// come in the order whose first declaration of a type is its primary one (the Linter's,
    /// by absolute path); else they are sorted by path.
    init(factsByFile: consuming [[TypeFacts]], compositions: [CompositionAlias] = [], settings: RoleSettings, jobs: Int, inFileOrder: Bool = false) {
        self.settings = settings
        var ambiguous: Set<String> = []
        for alias in compositions {
            if let known = self.compositions[alias.name], known != alias.parts { ambiguous.insert(alias.name) }
            self.compositions[alias.name] = alias.parts
        }
        for name in ambiguous { self.compositions[name] = nil }
        if !inFileOrder, !Self.isSorted(factsByFile) {
            var facts = factsByFile.flatMap { $0 }
            facts.sort { Self.precedes($0.path, $0.nameLocation, $1.path, $1.nameLocation) }
            factsByFile = [facts]
        }
        types.reserveCapacity(factsByFile.reduce(0) { $0 + $1.count })
        for index in factsByFile.indices {
            // Held here alone, reversed and taken from the end: each fact is moved, in order.
            var facts = factsByFile[index]
            factsByFile[index] = []
            facts.reverse()
            while let fact = facts.popLast() { add(fact) }
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
        findSubclasses(names, entries)
        // Roles walk the chains, so they are resolved once every superclass is known.
        let roles = Self.resolve(names, jobs: jobs, RoleResolver(index: self)) { $0.roles(of: $1) }
        for (type, roles) in zip(entries, roles) {
            type.roles = roles
            type.gather()
        }
        findViewModelProtocols(entries)
    }

    /// The classes that inherit from each project class directly.
    private mutating func findSubclasses(_ names: [String], _ entries: [IndexedType]) {
        for (name, type) in zip(names, entries) {
            if let superclass = type.superclass, types[superclass] != nil { subclassesByBase[superclass, default: []].append(name) }
        }
    }

    /// Whether another project class inherits from the project class `name` (an abstract base).
    public func isBaseClass(_ name: String) -> Bool { subclassesByBase[name] != nil }

    /// Project classes that another project class inherits from.
    public var baseClasses: Set<String> { Set(subclassesByBase.keys) }

    /// The protocols view models adopt, less those other types adopt too and those named
    /// as a delegate or data source. Only types that name one of them are followed.
    private mutating func findViewModelProtocols(_ entries: [IndexedType]) {
        protocolNames = Set(entries.lazy.filter(\.isProtocol).map { TypeName.lastComponent($0.name) })
        guard !protocolNames.isEmpty else { return }
        var candidates: Set<String> = []
        let adoptable = protocolNames.union(compositions.keys)
        for type in entries where type.roles.contains(.viewModel) && !type.isProtocol && names(type, anyOf: adoptable) {
            candidates.formUnion(adoptedProtocols(of: type).map(\.name))
        }
        candidates = candidates.filter { !$0.hasSuffix("Delegate") && !$0.hasSuffix("DataSource") }
        guard !candidates.isEmpty else { return }
        // The names through which a type adopts a candidate: its own, and those of the
        // protocols that inherit one.
        var through = Set(candidates.map(TypeName.lastComponent))
        for type in entries where type.isProtocol && adoptedProtocols(of: type).contains(where: { candidates.contains($0.name) }) {
            through.insert(TypeName.lastComponent(type.name))
        }
        for (alias, parts) in compositions where parts.contains(where: { through.contains(TypeName.lastComponent($0)) }) {
            through.insert(alias)
        }
        // A protocol named for view models (`CellViewModel`) is theirs, whatever else adopts it
        // (a cell's `struct Model: CellViewModel`).
        let named = candidates.filter { TypeName.withoutProtocolSuffix(TypeName.lastComponent($0)).hasSuffix(settings.viewModelSuffix) }
        for type in entries where !type.isProtocol && !type.roles.contains(.viewModel) && names(type, anyOf: through) {
            candidates.subtract(adoptedProtocols(of: type).map(\.name))
        }
        viewModelProtocols = candidates.union(named)
    }

    /// Whether any declaration of the type inherits a name whose last part is one of `names`.
    private func names(_ type: IndexedType, anyOf names: Set<String>) -> Bool {
        for declarations in [type.primaries, type.extensions] {
            for declaration in declarations {
                for written in declaration.inherits where names.contains(TypeName.lastComponent(written)) { return true }
            }
        }
        return false
    }

    /// The project protocol a name written in `scope` refers to, if it is one.
    public func projectProtocol(_ written: String, from scope: String) -> IndexedType? {
        guard protocolNames.contains(TypeName.lastComponent(TypeName.normalized(written))),
              let type = resolve(written, from: scope), type.isProtocol else { return nil }
        return type
    }

    /// The project protocols a type adopts, and those they inherit; an alias of a
    /// composition stands for its parts.
    func adoptedProtocols(of type: IndexedType) -> [IndexedType] {
        var found: [IndexedType] = []
        var seen: Set<String> = []
        var pending = [type]
        var expansions = 0
        while let next = pending.popLast(), found.count < Self.deepestChain {
            var written = next.inherits
            var position = 0
            while position < written.count {
                let name = written[position]
                position += 1
                if let adopted = projectProtocol(name, from: next.name) {
                    guard seen.insert(adopted.name).inserted else { continue }
                    found.append(adopted)
                    pending.append(adopted)
                } else if expansions < Self.deepestAliases, let parts = compositions[TypeName.lastComponent(name)] {
                    // An alias of aliases is followed too; a long or looping chain stops at the bound.
                    expansions += 1
                    written += parts
                }
            }
        }
        return found
    }

    /// What a type must declare for the project protocols made for view models that it
    /// adopts (and, `includingOwn`, that it is): required functions by signature, and
    /// required properties by name.
    public func requirements(of type: IndexedType, includingOwn: Bool = false) -> Set<String> {
        guard !viewModelProtocols.isEmpty else { return [] }
        var names: Set<String> = []
        for adopted in (includingOwn ? [type] : []) + adoptedProtocols(of: type) where viewModelProtocols.contains(adopted.name) {
            for declaration in adopted.primaries {
                names.formUnion(declaration.requiredFunctions)
                names.formUnion(declaration.properties.map(\.name))
            }
        }
        return names
    }

    private mutating func add(_ fact: consuming TypeFacts) {
        configuredMembers.formUnion(fact.configuredMembers)
        if let type = types[fact.name] {
            type.add(fact)
        } else {
            let type = IndexedType(name: fact.name)
            type.add(fact)
            types[type.name] = type
        }
    }

    /// By the fields, not whole facts: a copy of a fact costs a retain of each part.
    private static func precedes(_ lhsPath: String, _ lhs: Location, _ rhsPath: String, _ rhs: Location) -> Bool {
        lhsPath != rhsPath ? lhsPath.bytesPrecede(rhsPath) : lhs < rhs
    }

    /// Whether the facts come in path and location order, as the Linter hands them over;
    /// sorting would copy them all.
    private static func isSorted(_ factsByFile: [[TypeFacts]]) -> Bool {
        var previous: (path: String, location: Location)?
        for facts in factsByFile {
            for index in facts.indices {
                if let previous, precedes(facts[index].path, facts[index].nameLocation, previous.path, previous.location) { return false }
                previous = (facts[index].path, facts[index].nameLocation)
            }
        }
        return true
    }

    /// `resolve` on every name, on `jobs` threads; the resolver is gone when it returns.
    private static func resolve<T: Sendable>(_ names: [String], jobs: Int, _ resolver: consuming RoleResolver,
                                             _ resolve: @Sendable (RoleResolver, String) -> T) -> [T] {
        let resolver = resolver
        return parallelMap(names.count, jobs: jobs) { resolve(resolver, names[$0]) }
    }

    public subscript(name: String) -> IndexedType? { types[name] }

    /// What a type alias declared in a project type stands for (`SupportViewModel.DataSource`).
    public func memberAlias(_ written: String, from scope: String? = nil) -> String? {
        guard let dot = written.lastIndex(of: "."), let owner = resolve(String(written[..<dot]), from: scope) else { return nil }
        let name = String(written[written.index(after: dot)...])
        return owner.declarations.lazy.compactMap { $0.memberAliases[name] }.first
    }

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
        while let next = current, chain.count < Self.deepestChain, !chain.contains(next), next != name {
            chain.append(next)
            current = types[next]?.superclass
        }
        return chain
    }

    /// The project classes that inherit from `base`, at any depth up to `deepestChain`.
    public func subclasses(of base: String) -> [IndexedType] {
        var found: [IndexedType] = []
        var visited: Set<String> = [base]
        var level = [base]
        for _ in 0..<Self.deepestChain where !level.isEmpty {
            level = level.flatMap { subclassesByBase[$0] ?? [] }.filter { visited.insert($0).inserted }
            found += level.compactMap { types[$0] }
        }
        return found
    }

    /// Whether `name` (an attribute's, without the `@`) is a project property wrapper
    /// whose `wrappedValue` has a getter alone (`TypeFacts.isReadOnlyWrapper`).
    public func isReadOnlyWrapper(_ name: String, from scope: String? = nil) -> Bool {
        resolve(name, from: scope)?.declarations.contains(where: \.isReadOnlyWrapper) == true
    }

    /// Roles of a type written as `name`; external types get roles from the base-class lists.
    public func roles(ofWritten name: String, from scope: String? = nil) -> Roles {
        if let type = resolve(name, from: scope) { return type.roles }
        return RoleResolver(index: self).externalRoles(TypeName.lastComponent(TypeName.normalized(name)))
    }
}
