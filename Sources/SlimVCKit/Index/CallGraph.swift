/// The fixed point over the calls between the project's methods (`CallRecord`): a method
/// networks when it uses a networking API itself or calls a method of the project that
/// networks. Worked out once, when the index is built. Only the methods of the types that
/// may be a screen's networking type network for others (`CallResolver.isCallee`): a
/// screen's, a view's or a state holder's networking is its own, reported where it is or
/// left to it, and calling one is no networking of the caller's.
///
/// The work follows the networking methods rather than every call: a call is resolved only
/// when some networking method has its name. Calls are found by their names in a few walks
/// of all the calls, each for the names that became networking in the one before; a chain
/// deeper than `walks` goes on through an index of the calls by name. A call resolved to
/// methods that do not network (yet) waits on them, and is woken when one does. So each
/// call is resolved at most once, and the work is linear in the calls, cycles included.
/// A type's methods are numbered in its declarations' order (`MethodRef`), and looked up
/// only for the types a resolved call reaches.
struct CallGraph {
    let types: [IndexedType]
    var resolver: CallResolver
    /// For each type with a method that networks, those that do, by position.
    private(set) var networking: [ObjectIdentifier: Set<Int32>] = [:]
    /// Calls waiting on a method that does not network yet, by what they wait on: a method's
    /// type, name and label, or (`CallNames.unknownLabels`) any overload of the name.
    private var waiting: [WaitKey: [MethodRef]] = [:]
    /// Methods marked as networking, whose waiting callers are still to be woken.
    private var marked: [MethodRef] = []
    /// Names whose calls are resolved, and those of methods marked since.
    private var resolvedNames: Set<UInt64> = []
    private var newNames: Set<UInt64> = []

    /// How many walks of all the calls are made before the calls are indexed by name.
    static let walks = 8

    struct WaitKey: Hashable {
        var type: ObjectIdentifier
        var name: UInt64
        var labels: UInt16
    }

    init(_ types: [IndexedType], in project: ProjectIndex) {
        self.types = types
        resolver = CallResolver(project: project, types: types)
    }

    /// Marks every method that networks.
    mutating func solve() {
        markDirectUses()
        wake()
        var walk = 0
        var byName: CallsByName?
        while !newNames.isEmpty {
            let due = newNames
            resolvedNames.formUnion(due)
            newNames = []
            if walk < Self.walks {
                let filter = NameFilter(due)
                for type in types { walkCalls(of: type, named: filter) }
            } else {
                if byName == nil { byName = CallsByName(types) }
                for name in due {
                    for (record, method) in byName?.calls(named: name) ?? [] { examine(record, method) }
                }
            }
            wake()
            walk += 1
        }
    }

    /// Resolves the calls of a type's methods not yet networking whose names `filter` holds.
    private mutating func walkCalls(of type: IndexedType, named filter: NameFilter) {
        Self.forEachRecord(of: type) { record, method in
            if record.isCall, filter.contains(record.name) { examine(record, method) }
        }
    }

    /// Each record of a type's declarations, with the method it is or belongs to.
    static func forEachRecord(of type: IndexedType, _ body: (CallRecord, MethodRef) -> Void) {
        var method = MethodRef(type: type, index: -1, name: 0, labels: 0)
        for declaration in type.primaries.indices {
            for record in type.primaries[declaration].methodCalls {
                if record.isMethod { method = MethodRef(type: type, index: method.index + 1, name: record.name, labels: record.labels) }
                body(record, method)
            }
        }
        for declaration in type.extensions.indices {
            for record in type.extensions[declaration].methodCalls {
                if record.isMethod { method = MethodRef(type: type, index: method.index + 1, name: record.name, labels: record.labels) }
                body(record, method)
            }
        }
    }

    /// Resolves one call of `method`: it networks if a method it may call does; else it
    /// waits on them.
    private mutating func examine(_ call: CallRecord, _ method: MethodRef) {
        guard !networks(method) else { return }
        let callees = resolver.callees(of: call, from: method.type)
        if callees.methods.contains(where: networks) { return mark(method) }
        for key in callees.keys { waiting[key, default: []].append(method) }
    }

    func networks(_ method: MethodRef) -> Bool {
        networking[ObjectIdentifier(method.type)]?.contains(method.index) == true
    }

    /// Marks a method as networking, if its type may network for others; its name's calls
    /// are due to be resolved.
    mutating func mark(_ method: MethodRef) {
        guard !networks(method), resolver.isCallee(method.type) else { return }
        networking[ObjectIdentifier(method.type), default: []].insert(method.index)
        marked.append(method)
        if !resolvedNames.contains(method.name) { newNames.insert(method.name) }
    }

    /// Wakes the callers waiting on the methods marked, and theirs in turn.
    private mutating func wake() {
        while let method = marked.popLast() {
            guard !waiting.isEmpty else { continue }
            let exact = waiting.removeValue(forKey: WaitKey(type: ObjectIdentifier(method.type), name: method.name, labels: method.labels))
            let any = waiting.removeValue(forKey: WaitKey(type: ObjectIdentifier(method.type), name: method.name, labels: CallNames.unknownLabels))
            for caller in (exact ?? []) + (any ?? []) { mark(caller) }
        }
    }
}

/// A method of the project: its type, its position among the type's methods (counted
/// through its declarations in the index's order, primary declarations first), its base
/// name's and first label's hashes.
struct MethodRef {
    let type: IndexedType
    let index: Int32
    let name: UInt64
    let labels: UInt16
}
