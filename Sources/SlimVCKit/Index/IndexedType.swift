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
