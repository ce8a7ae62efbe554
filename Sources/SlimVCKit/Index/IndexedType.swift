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
    /// Primary declarations that are not protocols: more than one (two targets each
    /// declaring the type) and extensions cannot be told apart.
    public private(set) var concretePrimaryCount = 0

    init(name: String) { self.name = name }

    /// Whether a primary declaration is a protocol; kept, as the index asks it of every type.
    public private(set) var isProtocol = false

    func add(_ fact: consuming TypeFacts) {
        if fact.isExtension { return extensions.append(fact) }
        if fact.kind == .protocol { isProtocol = true } else { concretePrimaryCount += 1 }
        primaries.append(fact)
    }

    public var primary: TypeFacts? { primaries.first }

    /// The declarations that make up the primary declaration at `location` of `path`, or
    /// nil if none is there. For a type declared once, all of them. For a name declared
    /// in several targets (an iOS and a macOS `FeedInspectorViewController`), that
    /// declaration and the extensions nearest to it (`attributeExtensions`).
    public func declarations(ofPrimaryAt location: Location, in path: String) -> [TypeFacts]? {
        guard let copies else {
            return primaries.contains { $0.nameLocation == location && $0.path == path } ? declarations : nil
        }
        guard let own = copies.byPlace[Place(path: path, location: location)] else { return nil }
        return [primaries[own]] + copies.extensions[own].map { extensions[$0] }
    }

    /// Where each primary declaration of a name declared in several targets is, and the
    /// extensions that belong to each.
    private struct Copies {
        var byPlace: [Place: Int] = [:]
        var extensions: [[Int]]
    }

    private struct Place: Hashable {
        var path: String
        var location: Location
    }

    private var copies: Copies?

    /// Gives each extension to the primary declaration sharing the longest folder with it,
    /// the first winning a tie. Each folder around a declaration names the first
    /// declaration under it, and each extension takes the deepest of its folders so named:
    /// time linear in the paths.
    private func attributeExtensions() {
        var copies = Copies(extensions: Array(repeating: [], count: primaries.count))
        var firstUnder: [Substring: Int] = [:]
        for (index, primary) in primaries.enumerated() {
            let place = Place(path: primary.path, location: primary.nameLocation)
            if copies.byPlace[place] == nil { copies.byPlace[place] = index }
            guard primary.kind != .protocol else { continue }
            for folder in Self.folders(of: primary.path) where firstUnder[folder] == nil { firstUnder[folder] = index }
        }
        for (index, ext) in extensions.enumerated() {
            copies.extensions[Self.folders(of: ext.path).lazy.compactMap { firstUnder[$0] }.first ?? 0].append(index)
        }
        self.copies = copies
    }

    /// `a/b/c.swift` → `a/b/`, `a/`, `` (deepest first).
    static func folders(of path: String) -> [Substring] {
        var folders: [Substring] = []
        var index = path.endIndex
        while let slash = path[..<index].lastIndex(of: "/") {
            folders.append(path[...slash])
            index = slash
        }
        folders.append(path[path.startIndex..<path.startIndex])
        return folders
    }

    /// Whether the type's primary declaration is the one at `location` of `path`: where a
    /// finding about the whole type (its extensions included) is reported, once.
    public func isPrimary(at location: Location, in path: String) -> Bool {
        primary?.path == path && primary?.nameLocation == location
    }
    public var isClass: Bool { primaries.contains { $0.kind == .class } }

    /// Whether a declaration of the type adds `name` as a child view controller.
    public func addsAsChild(_ name: String) -> Bool {
        if let gathered { return gathered.childControllers.contains(name) }
        return primaries.contains { $0.childControllers.contains(name) } || extensions.contains { $0.childControllers.contains(name) }
    }

    /// Whether a declaration of the type assigns `name` in its body (`TypeFacts.assignedNames`).
    public func assigns(_ name: String) -> Bool {
        let hash = WrittenNames.assignedHash(name)
        if let gathered { return gathered.assignedNames.contains(hash) || gathered.assignedNames.contains(hash | 1) }
        // The name's two marks (`hash`, and `hash | 1` for an assignment in set-up alone) sort together.
        return declarations.contains { $0.assignedNames.sortedContains(anyIn: hash...(hash | 1)) }
    }

    /// Whether a declaration assigns `name` outside its set-up methods (`init`, `viewDidLoad`, …).
    public func assignsOutsideSetup(_ name: String) -> Bool {
        let hash = WrittenNames.assignedHash(name)
        return declarations.contains { $0.assignedNames.sortedContains(hash) }
    }

    public var declarations: [TypeFacts] { gathered?.declarations ?? primaries + extensions }
    public var inherits: [String] { gathered?.inherits ?? declarations.flatMap(\.inherits) }
    public var properties: [PropertyFacts] { gathered?.properties ?? declarations.flatMap(\.properties) }
    /// What its declarations' bodies show of it being a view (`ViewBodyFacts`).
    public var viewBody: ViewBodyFacts {
        if let gathered { return gathered.viewBody }
        var facts: ViewBodyFacts = []
        for declaration in primaries { facts.formUnion(declaration.viewBody) }
        for declaration in extensions { facts.formUnion(declaration.viewBody) }
        return facts
    }

    /// Whether its declarations declare the setter whose name hashes to `name` (`WrittenNames`).
    func declaresSetter(_ name: UInt64) -> Bool {
        if let gathered { return gathered.setters.contains(name) }
        return primaries.contains { $0.setters.contains(name) } || extensions.contains { $0.setters.contains(name) }
    }

    /// A view that shows and hides itself (or its own views) in a view it is handed, and
    /// holds an activity indicator or a blur: a transient progress overlay, as a HUD is.
    public var isTransientOverlay: Bool {
        viewBody.isSuperset(of: [.showsItself, .hidesItself]) && properties.contains { property in
            [property.typeName, property.initializerType].contains { type in
                type.map { FrameworkVocabulary.progressIndicators.contains(TypeName.lastComponent($0)) } == true
            }
        }
    }

    /// The properties by name, the first declared winning; gathered for a view controller
    /// of many declarations (see `gather`), whose View work is judged by them in every file.
    public var propertiesByName: [String: PropertyFacts] { gathered?.propertiesByName ?? Self.byName(properties) }

    /// What the declarations of a type declared or extended in many places add up to.
    /// Rules ask for it in every file that declares or extends the type: worked out at
    /// each ask, a type extended in 20,000 files took minutes. Other types work it out
    /// at each ask, as holding it for every type of a 2M-line project took 20 MB more.
    private var gathered: Gathered?
    static let gatheredFrom = 8
    var isGathered: Bool { gathered != nil }

    struct Gathered {
        var declarations: [TypeFacts]
        var inherits: [String]
        var properties: [PropertyFacts]
        var propertiesByName: [String: PropertyFacts]?
        var childControllers: Set<String>
        var assignedNames: Set<UInt64>
        var viewBody: ViewBodyFacts
        var setters: Set<UInt64>
    }

    /// Called by the index once the type's declarations and roles are all known.
    func gather() {
        if concretePrimaryCount > 1 { attributeExtensions() }
        guard primaries.count + extensions.count >= Self.gatheredFrom else { return }
        let declarations = primaries + extensions
        let properties = declarations.flatMap(\.properties)
        let byName = roles.contains(.viewController) ? Self.byName(properties) : nil
        gathered = Gathered(declarations: declarations, inherits: declarations.flatMap(\.inherits), properties: properties,
                            propertiesByName: byName,
                            childControllers: Set(declarations.flatMap(\.childControllers)),
                            assignedNames: Set(declarations.flatMap(\.assignedNames)),
                            viewBody: declarations.reduce(into: []) { $0.formUnion($1.viewBody) }, setters: Set(declarations.flatMap(\.setters)))
    }

    private static func byName(_ properties: [PropertyFacts]) -> [String: PropertyFacts] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
