/// The project's methods that network, as the rules ask for them: networking is a fact
/// about a method, not a type. A method networks when it uses a networking API itself or
/// calls a method of the project that does (`CallGraph`'s fixed point); a method of a
/// type that networks elsewhere (a cache path, a parser) does not.
/// Found once, when the index is built.
struct NetworkingMethods: Sendable {
    /// For each type that may be a screen's networking type (`NetworkingTypes.
    /// canBeNetworkingType`) with a method that networks, and each such subclass of one: the
    /// positions of its own methods that network (`MethodRef`).
    private var networking: [String: Set<Int32>] = [:]
    /// Those of the types with many records (`CallResolver.few`): their methods by the hash
    /// of their base name, each overload's label and whether it networks. Those of a type
    /// of few are read from its records at each ask.
    private var tables: [String: [UInt64: [Overload]]] = [:]
    /// Those types' last name components, to find them in a controller's tokens as bytes.
    private(set) var simpleNames = HashedNameSet([String]())

    struct Overload: Sendable {
        let labels: UInt16
        let networks: Bool
    }

    init() {}

    init(_ types: [IndexedType], in project: ProjectIndex) {
        // With no API named anywhere, nothing networks: the common case costs one look.
        guard types.contains(where: { type in
            type.primaries.contains { $0.outsideWork.contains(.networking) } || type.extensions.contains { $0.outsideWork.contains(.networking) }
        }) else { return }
        var graph = CallGraph(types, in: project)
        graph.solve()
        guard !graph.networking.isEmpty else { return }
        // The types a screen may call as networking types, and their subclasses.
        var done: Set<ObjectIdentifier> = []
        for type in graph.types where graph.networking[ObjectIdentifier(type)] != nil {
            for type in [type] + project.subclasses(of: type.name) where done.insert(ObjectIdentifier(type)).inserted {
                guard NetworkingTypes.canBeNetworkingType(type, sharedHolders: true) else { continue }
                let own = graph.networking[ObjectIdentifier(type)] ?? []
                networking[type.name] = own
                if type.declarations.reduce(0, { $0 + $1.methodCalls.count }) > CallResolver.few {
                    tables[type.name] = CallResolver.methods(of: type).mapValues { Self.overloads($0, networking: own) }
                }
            }
        }
        simpleNames = HashedNameSet(networking.keys.map(TypeName.lastComponent))
        if let own = networking[FreeFunctions.typeName], let free = project[FreeFunctions.typeName] {
            freeFunctionNames = Set(CallResolver.methods(of: free).filter { $0.value.contains { own.contains($0.index) } }.keys)
        }
    }

    /// The names' hashes (`CallNames`) of the free functions that network.
    private(set) var freeFunctionNames: Set<UInt64> = []

    /// Whether some type that may be a screen's networking type has a method that networks.
    var hasCallees: Bool { !networking.isEmpty }

    /// Whether the type has a method that networks, or inherits one.
    func hasNetworkingMethod(_ type: IndexedType) -> Bool { networking[type.name] != nil }

    /// Whether calling `name` on the type (or a method it inherits) networks: among the
    /// overloads of the name, those with the call's `labels` if any has them, else any of
    /// them. A name the type does not declare does not.
    func networks(_ name: String, labels: [String]?, on type: IndexedType, in project: ProjectIndex) -> Bool {
        guard networking[type.name] != nil else { return false }
        let hash = CallNames.hash(name)
        var overloads: [Overload] = []
        for type in [type] + project.superclasses(of: type.name).compactMap({ project[$0] }) {
            guard let own = networking[type.name] else { continue }
            overloads += tables[type.name]?[hash] ?? Self.overloads(CallResolver.methods(named: hash, of: type).methods, networking: own)
        }
        let written = labels.map(CallNames.labels)
        let exact = overloads.filter { $0.labels == written }
        return (exact.isEmpty ? overloads : exact).contains(where: \.networks)
    }

    private static func overloads(_ methods: [MethodRef], networking: Set<Int32>) -> [Overload] {
        methods.map { Overload(labels: $0.labels, networks: networking.contains($0.index)) }
    }
}
