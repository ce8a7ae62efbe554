extension CallGraph {
    /// The methods that use a networking API themselves: in their body (`networkingMethod`),
    /// or through a property of their type or of a superclass that keeps one
    /// (`session.data(for: request)` with `let session: URLSession`), whichever declaration
    /// keeps it. Only the types that name an API (`OutsideWork`) are read.
    mutating func markDirectUses() {
        var keeping: [IndexedType] = []
        for type in types where type.primaries.contains(where: { $0.outsideWork.contains(.networking) })
            || type.extensions.contains(where: { $0.outsideWork.contains(.networking) }) {
            guard resolver.isCallee(type) else { continue }
            var keeps = false
            Self.forEachRecord(of: type) { record, method in
                if record.kind == .networkingMethod { mark(method) }
                if record.kind == .networkingProperty { keeps = true }
            }
            if keeps { keeping.append(type) }
        }
        var done: Set<ObjectIdentifier> = []
        for type in keeping.flatMap({ [$0] + resolver.project.subclasses(of: $0.name) }) where done.insert(ObjectIdentifier(type)).inserted {
            let held = Set(resolver.chain(of: type).flatMap(Self.networkingProperties(of:)))
            Self.forEachRecord(of: type) { record, method in
                if record.kind == .propertyCall, held.contains(record.receiver) { mark(method) }
            }
        }
    }

    /// The names of the properties a type's declarations keep a networking API in.
    private static func networkingProperties(of type: IndexedType) -> [UInt32] {
        var names: [UInt32] = []
        forEachRecord(of: type) { record, _ in
            if record.kind == .networkingProperty { names.append(record.receiver) }
        }
        return names
    }
}

/// A set of names (hashes) that rejects most others with one load: a bit for each value of
/// a hash's low bits.
struct NameFilter {
    private var bits = [UInt64](repeating: 0, count: 1024)
    private let names: Set<UInt64>

    init(_ names: Set<UInt64>) {
        self.names = names
        for name in names { bits[Int(name & 0xFFFF) >> 6] |= 1 << (name & 63) }
    }

    @inline(__always) func contains(_ name: UInt64) -> Bool {
        bits[Int(name & 0xFFFF) >> 6] & (1 << (name & 63)) != 0 && names.contains(name)
    }
}

/// Every call of the project's methods by the called name: for a chain of networking calls
/// deeper than `CallGraph.walks`, where walking all the calls for each link would take the
/// square of the calls.
struct CallsByName {
    private var calls: [UInt64: [(record: CallRecord, method: MethodRef)]] = [:]

    init(_ types: [IndexedType]) {
        var calls: [UInt64: [(record: CallRecord, method: MethodRef)]] = [:]
        for type in types {
            CallGraph.forEachRecord(of: type) { record, method in
                if record.isCall { calls[record.name, default: []].append((record, method)) }
            }
        }
        self.calls = calls
    }

    func calls(named name: UInt64) -> [(record: CallRecord, method: MethodRef)] { calls[name] ?? [] }
}
