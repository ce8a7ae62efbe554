/// Resolves a call to the project methods it may reach (`CallGraph`): on the caller's own
/// type and its superclasses, on a project type named, or on the type a property of the
/// caller's keeps. Each lookup it needs is made once per type, when first asked: most
/// calls are never resolved.
struct CallResolver {
    let project: ProjectIndex
    private let types: [IndexedType]
    /// Per type of many methods or properties: its methods by name, its properties' types
    /// by name. A type of few is read again at each ask, which costs less than a table.
    private var methodTables: [ObjectIdentifier: [UInt64: [MethodRef]]] = [:]
    private var heldTables: [ObjectIdentifier: [UInt32: String]] = [:]
    /// Per type: its chain of superclasses, whether it may network for others.
    private var chains: [ObjectIdentifier: [IndexedType]] = [:]
    private var callees: [ObjectIdentifier: Bool] = [:]
    /// Types by the hash of their name's last component.
    private var bySimpleName: [UInt32: [IndexedType]]?
    /// How many records or properties a type has at most to be read again at each ask.
    static let few = 32

    init(project: ProjectIndex, types: [IndexedType]) {
        self.project = project
        self.types = types
    }

    /// The methods a call may reach (those with its first label if any has it, else every
    /// overload of its name), and the keys to wait on them by.
    mutating func callees(of call: CallRecord, from caller: IndexedType) -> (methods: [MethodRef], keys: [CallGraph.WaitKey]) {
        let targets: [IndexedType]
        switch call.kind {
        case .superCall: targets = Array(chain(of: caller).dropFirst())
        case .propertyCall: targets = heldType(call.receiver, from: caller).map { chain(of: $0) } ?? []
        case .typeCall: targets = typesNamed(call.receiver).flatMap { chain(of: $0) }
        default: targets = chain(of: caller)
        }
        var all: [MethodRef] = []
        // A state holder a property keeps is its keeper's holder, not a service the app
        // shares: its methods network for no one through it (`model.load()`).
        let keepsHolder = call.kind == .propertyCall
        for type in targets where isCallee(type) && !(keepsHolder && type.roles.contains(.observableHolder)) {
            all += methods(named: call.name, of: type)
        }
        // `req(…)` that no method of the caller's own names: the project's free function.
        if all.isEmpty, call.kind == .implicitCall, let free = project[FreeFunctions.typeName], free !== caller,
           !targets.contains(where: { !methods(named: call.name, of: $0).isEmpty }) {
            all = methods(named: call.name, of: free)
        }
        let exact = call.labels == CallNames.unknownLabels ? [] : all.filter { $0.labels == call.labels }
        let chosen = exact.isEmpty ? all : exact
        let labels = exact.isEmpty ? CallNames.unknownLabels : call.labels
        var keys: [CallGraph.WaitKey] = []
        for method in chosen where keys.last?.type != ObjectIdentifier(method.type) {
            keys.append(CallGraph.WaitKey(type: ObjectIdentifier(method.type), name: call.name, labels: labels))
        }
        return (chosen, keys)
    }

    /// A type's methods with a base name.
    mutating func methods(named name: UInt64, of type: IndexedType) -> [MethodRef] {
        if let table = methodTables[ObjectIdentifier(type)] { return table[name] ?? [] }
        let (found, records) = Self.methods(named: name, of: type)
        if records > Self.few { methodTables[ObjectIdentifier(type)] = Self.methods(of: type) }
        return found
    }

    /// A type's methods with a base name, read from its records; and how many records it has.
    static func methods(named name: UInt64, of type: IndexedType) -> (methods: [MethodRef], records: Int) {
        var (found, records) = ([MethodRef](), 0)
        CallGraph.forEachRecord(of: type) { record, method in
            records += 1
            if record.isMethod, record.name == name { found.append(method) }
        }
        return (found, records)
    }

    /// A type's methods by name.
    static func methods(of type: IndexedType) -> [UInt64: [MethodRef]] {
        var methods: [UInt64: [MethodRef]] = [:]
        CallGraph.forEachRecord(of: type) { record, method in
            if record.isMethod { methods[record.name, default: []].append(method) }
        }
        return methods
    }

    /// Whether a type's methods may network for those that call them: it may be a screen's
    /// networking type (`NetworkingTypes.canBeNetworkingType`).
    mutating func isCallee(_ type: IndexedType) -> Bool {
        if let isCallee = callees[ObjectIdentifier(type)] { return isCallee }
        let isCallee = NetworkingTypes.canBeNetworkingType(type, sharedHolders: true)
        callees[ObjectIdentifier(type)] = isCallee
        return isCallee
    }

    /// A type and its project superclasses.
    mutating func chain(of type: IndexedType) -> [IndexedType] {
        // Most types have no project superclass: one lookup tells, and nothing is kept.
        guard let superclass = type.superclass, project[superclass] != nil else { return [type] }
        if let chain = chains[ObjectIdentifier(type)] { return chain }
        let chain = [type] + project.superclasses(of: type.name).compactMap { project[$0] }
        chains[ObjectIdentifier(type)] = chain
        return chain
    }

    /// The project type a property of the caller or of its superclasses keeps, by the
    /// property's name; nil for a list, a callback or a name that is no property (a local).
    private mutating func heldType(_ name: UInt32, from caller: IndexedType) -> IndexedType? {
        for type in chain(of: caller) {
            guard let written = heldTypeName(name, in: type) else { continue }
            return project.resolve(written, from: type.name)
        }
        return nil
    }

    /// The type written for a type's own property, by the property's name.
    private mutating func heldTypeName(_ name: UInt32, in type: IndexedType) -> String? {
        if let table = heldTables[ObjectIdentifier(type)] { return table[name] }
        var (found, properties): (String?, Int) = (nil, 0)
        for declarations in [type.primaries, type.extensions] {
            for declaration in declarations.indices {
                for property in declarations[declaration].properties.indices {
                    properties += 1
                    if found == nil, CallNames.receiver(declarations[declaration].properties[property].name) == name {
                        found = Self.heldTypeName(declarations[declaration].properties[property])
                    }
                }
            }
        }
        guard properties > Self.few else { return found }
        var table: [UInt32: String] = [:]
        for property in type.properties { table[CallNames.receiver(property.name)] = Self.heldTypeName(property) }
        heldTables[ObjectIdentifier(type)] = table
        return found
    }

    private static func heldTypeName(_ property: PropertyFacts) -> String? {
        property.isList || property.isCallback ? nil : property.typeName ?? property.initializerType
    }

    /// The project types whose name's last component has the hash.
    private mutating func typesNamed(_ hash: UInt32) -> [IndexedType] {
        if bySimpleName == nil {
            var byName: [UInt32: [IndexedType]] = [:]
            for type in types { byName[CallNames.receiver(TypeName.lastComponent(type.name)), default: []].append(type) }
            bySimpleName = byName
        }
        return bySimpleName?[hash] ?? []
    }
}
