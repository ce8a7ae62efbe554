/// Every type of the project by qualified name, its declaration and extensions merged
/// across files, superclass chains resolved, and roles given. Built once per run.
public struct ProjectIndex: Sendable {
    public let settings: RoleSettings
    /// The roles the base-class lists give a framework class, by name: asked of every
    /// external name, where searching the lists cost more than the rest of the lookup.
    let rolesOfBaseClasses: [String: Roles]
    /// The types by name, and the one a written name refers to.
    private var table = TypeTable()
    /// The project classes that inherit directly from each base class.
    private var subclassesByBase: [String: [String]] = [:]
    /// What the project's code hands each of its cells (`CellFeeds`).
    private(set) var cellFeeds = CellFeeds()
    /// The protocols types adopt, and those made for view models.
    private var protocols: ProjectProtocols
    /// The project's own networking types (`NetworkingTypes`).
    private(set) var networkingTypes = NetworkingTypes()
    /// How many view controllers keep a project type in a stored property, by its name: a
    /// screen's state holder is its own, and a type many screens keep is shared.
    private var screensKeeping = KeptByScreens()
    /// The project's methods that network (`NetworkingMethods`).
    private(set) var networkingMethods = NetworkingMethods()
    /// Whether some type of the project is a SwiftUI view (`SwiftUIRoles`): the SwiftUI
    /// rules have nothing to look for in a project without one.
    public private(set) var hasSwiftUIViews = false
    /// How many superclasses a chain is followed through. No app comes near; a generated
    /// chain of 50,000 classes would otherwise cost each of them a walk to its end.
    static let deepestChain = 64

    public var types: [String: IndexedType] { table.types }

    /// Project protocols made for view models: adopted by view models and by nothing else,
    /// and not a delegate's or data source's. Their requirements are view model API.
    public var viewModelProtocols: Set<String> { protocols.viewModelProtocols }

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
        rolesOfBaseClasses = settings.rolesOfBaseClasses
        protocols = ProjectProtocols(aliases: compositions)
        if !inFileOrder, !Self.isSorted(factsByFile) { factsByFile = Self.sorted(factsByFile) }
        table.reserveCapacity(factsByFile.reduce(0) { $0 + $1.count })
        for index in factsByFile.indices {
            // Held here alone, reversed and taken from the end: each fact is moved, in order.
            var facts = factsByFile[index]
            factsByFile[index] = []
            facts.reverse()
            while let fact = facts.popLast() {
                if !fact.cellSites.isEmpty { cellFeeds.collect(fact) }
                table.add(fact)
            }
        }
        table.indexSimpleNames()
        // Keys and values in the same order: each type is set through its object, with no
        // lookup by name.
        let names = Array(table.types.keys)
        let entries = Array(table.types.values)
        // Each result is worked out before the types change: a resolver still holding
        // the index would make the first change copy every type.
        let superclasses = Self.resolve(names, jobs: jobs, RoleResolver(index: self)) { $0.superclass(of: $1) }
        for (type, superclass) in zip(entries, superclasses) { type.superclass = superclass }
        findSubclasses(names, entries)
        // Roles walk the chains, so they are resolved once every superclass is known.
        let roles = Self.resolve(names, jobs: jobs, RoleResolver(index: self)) { $0.roles(of: $1) }
        for (type, roles) in zip(entries, roles) { type.roles = roles; type.gather() }
        protocols.findViewModelProtocols(entries, in: table, viewModelSuffix: settings.viewModelSuffix)
        hasSwiftUIViews = SwiftUIRoles(index: self).assign(entries)
        networkingTypes = NetworkingTypes(entries)
        screensKeeping = KeptByScreens(entries, in: table)
        networkingMethods = NetworkingMethods(entries, in: self)
        cellFeeds = cellFeeds.resolved(in: self)
    }

    /// How many view controllers keep the project type `name` in a stored property.
    func screensKeeping(_ name: String) -> Int { screensKeeping.count(of: name) }

    /// The classes that inherit from each project class directly.
    private mutating func findSubclasses(_ names: [String], _ entries: [IndexedType]) {
        for (name, type) in zip(names, entries) {
            if let superclass = type.superclass, table[superclass] != nil { subclassesByBase[superclass, default: []].append(name) }
        }
    }

    /// Whether another project class inherits from the project class `name` (an abstract base).
    public func isBaseClass(_ name: String) -> Bool { subclassesByBase[name] != nil }

    /// Project classes that another project class inherits from.
    public var baseClasses: Set<String> { Set(subclassesByBase.keys) }

    /// The project protocol a name written in `scope` refers to, if it is one.
    public func projectProtocol(_ written: String, from scope: String) -> IndexedType? {
        protocols.projectProtocol(written, from: scope, in: table)
    }

    /// The project protocols a type adopts, and those they inherit; an alias of a
    /// composition stands for its parts.
    func adoptedProtocols(of type: IndexedType) -> [IndexedType] {
        protocols.adoptedProtocols(of: type, in: table)
    }

    /// What a type must declare for the project protocols made for view models that it
    /// adopts (and, `includingOwn`, that it is): required functions by signature, and
    /// required properties by name.
    public func requirements(of type: IndexedType, includingOwn: Bool = false) -> Set<String> {
        protocols.requirements(of: type, includingOwn: includingOwn, in: table)
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

    /// The facts of every file in path and location order, as one file's.
    private static func sorted(_ factsByFile: [[TypeFacts]]) -> [[TypeFacts]] {
        var facts = factsByFile.flatMap { $0 }
        facts.sort { precedes($0.path, $0.nameLocation, $1.path, $1.nameLocation) }
        return [facts]
    }

    /// `resolve` on every name, on `jobs` threads; the resolver is gone when it returns.
    private static func resolve<T: Sendable>(_ names: [String], jobs: Int, _ resolver: consuming RoleResolver,
                                             _ resolve: @Sendable (RoleResolver, String) -> T) -> [T] {
        let resolver = resolver
        return parallelMap(names.count, jobs: jobs) { resolve(resolver, names[$0]) }
    }

    public subscript(name: String) -> IndexedType? { table[name] }

    /// What a type alias declared in a project type stands for (`SupportViewModel.DataSource`).
    public func memberAlias(_ written: String, from scope: String? = nil) -> String? {
        guard TypeName.containsByte(written, UInt8(ascii: ".")), let dot = written.lastIndex(of: "."), let owner = resolve(String(written[..<dot]), from: scope) else { return nil }
        let name = String(written[written.index(after: dot)...])
        return owner.declarations.lazy.compactMap { $0.memberAliases[name] }.first
    }

    /// The project type a name written inside `scope` refers to: nested in the scope or
    /// its parents first, then top level, then a unique type with that last component.
    public func resolve(_ written: String, from scope: String? = nil) -> IndexedType? {
        table.resolve(written, from: scope)
    }

    /// The superclasses of a project type, nearest first, ending with the first external
    /// one (`[BaseViewController, UIViewController]`).
    public func superclasses(of name: String) -> [String] {
        var chain: [String] = []
        var current = table[name]?.superclass
        while let next = current, chain.count < Self.deepestChain, !chain.contains(next), next != name {
            chain.append(next)
            current = table[next]?.superclass
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
            found += level.compactMap { table[$0] }
        }
        return found
    }

    /// The project's networking type a name written inside `scope` refers to (`NetworkingTypes`).
    public func networkingType(_ written: String, from scope: String? = nil) -> IndexedType? {
        resolve(written, from: scope).flatMap { networkingTypes.contains($0.name) ? $0 : nil }
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
