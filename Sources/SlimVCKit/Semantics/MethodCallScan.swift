/// Finds, for each type declaration of a file, its methods, the calls they make that may
/// reach a method of the project, and which of them use a networking API themselves
/// (`CallRecord`). It reads what the walk that finds a type's outside work found
/// (`OutsideWorkScan`): the names a `(` or `{` follows, and the uses of a networking API.
struct MethodCallScan: FileReading {
    let file: SourceFile

    /// `callSites` and `networkingUses`: token positions, in order.
    func callsByType(callSites sites: [Int32], networkingUses uses: [Int]) -> [(isRead: Bool, records: [CallRecord])] {
        let (types, functions) = (file.structure.types, file.structure.functions)
        // Whether each type is read, and its records, in one array: one allocation a file.
        var records: [(isRead: Bool, records: [CallRecord])] = []
        records.reserveCapacity(types.count + 1)
        for type in types.indices { records.append((Self.isRead(type, of: types), [])) }
        // The file's free functions, after the types (`FreeFunctions`).
        records.append((true, []))
        var kept: [(type: Int, property: UInt32)] = []
        var (site, use) = (0, 0)
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                let reader = CallReader(file: file, tokens: tokens, bytes: bytes)
                for position in functions.indices {
                    let container = functions[position].container ?? types.count
                    guard functions[position].kind == .func, !functions[position].isLocal,
                          let open = functions[position].span.open, let close = functions[position].span.close, open < close,
                          records[container].isRead else { continue }
                    let span = functions[position].span
                    // Uses before the method: in a property's declaration, or elsewhere.
                    while use < uses.count, uses[use] < span.first { keep(uses[use], in: &kept); use += 1 }
                    let firstUse = use
                    while use < uses.count, uses[use] < close { use += 1 }
                    while site < sites.count, sites[site] <= open { site += 1 }
                    let firstSite = site
                    while site < sites.count, sites[site] < close { site += 1 }
                    reader.appendMethod(named: span.name, body: open, calls: sites[firstSite..<site], uses: uses[firstUse..<use],
                                        to: &records[container].records)
                }
            }
        }
        while use < uses.count { keep(uses[use], in: &kept); use += 1 }
        Self.finish(&records, keeping: kept)
        return records
    }

    /// Adds the properties that keep a networking API after each type's records, and leaves
    /// no room to grow in the arrays: they are kept as long as the index.
    private static func finish(_ records: inout [(isRead: Bool, records: [CallRecord])], keeping kept: [(type: Int, property: UInt32)]) {
        for (type, property) in kept { records[type].records.append(CallRecord(kind: .networkingProperty, labels: 0, receiver: property, name: 0)) }
        for type in records.indices where records[type].records.capacity - records[type].records.count > records[type].records.count / 8 {
            records[type].records = Array(records[type].records[...])
        }
    }

    /// A use outside the methods: in a property's declaration it makes the property one that
    /// keeps a networking API (`let session: URLSession`, or a computed property's body).
    private func keep(_ use: Int, in kept: inout [(type: Int, property: UInt32)]) {
        let properties = file.structure.properties
        let position = properties.firstPosition { $0.span.first > use } - 1
        guard position >= 0, use <= properties[position].span.last, !properties[position].isLocal,
              let container = properties[position].container, Self.isRead(container, of: file.structure.types) else { return }
        kept.append((container, CallNames.receiver(properties[position].name)))
    }

    /// Whether a type's methods are read: not a protocol's (they have no body), nor a
    /// class's that a UIKit or AppKit screen, view or cell is its superclass (by the
    /// vocabulary's base classes), whose calls are never networking (`NetworkingMethods`).
    /// A subclass of a project base, or an extension, is read, and left by the index.
    private static func isRead(_ type: Int, of types: [TypeDeclaration]) -> Bool {
        guard types[type].kind != .protocol else { return false }
        guard types[type].kind == .class, let superclass = types[type].inherits.first else { return true }
        if frameworkBases.contains(superclass) { return false }
        return !frameworkBases.contains(TypeName.lastComponent(TypeName.normalized(TypeName.withoutAttributes(superclass))))
    }

    private static let frameworkBases = Set(Vocabulary.standard[.viewControllerClasses] + Vocabulary.standard[.viewClasses]
                                            + Vocabulary.standard[.cellClasses])
}

/// Reads calls and parameter lists over a file's tokens and bytes, held as buffers.
struct CallReader {
    let file: SourceFile
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>

    /// The method whose name is at `name` and whose body opens at `body`, then its calls at
    /// `sites` (names of methods a `(` or `{` follows) that may reach a project method; none
    /// for a method that calls nothing and networks not. It networks by itself where a
    /// networking API's use (`uses`) is in its body, or where its body calls a parameter
    /// whose type names one.
    func appendMethod(named name: Int, body: Int, calls sites: ArraySlice<Int32>, uses: ArraySlice<Int>, to records: inout [CallRecord]) {
        let method = records.count
        let label = declaredLabel(after: name, before: body)
        records.append(CallRecord(kind: .method, labels: label, receiver: 0, name: CallNames.hash(bytes, tokens[name])))
        var parameters: [UInt32] = []
        for use in uses {
            if use < body {
                if let parameter = parameterName(typed: use) { parameters.append(parameter) }
            } else if !NetworkingNames.namesNestedType(use, in: file), !NetworkingNames.reachesLocalStore(from: use, in: file) {
                records[method].kind = .networkingMethod
            }
        }
        appendCalls(at: sites, to: &records)
        if records[method].kind == .method, !parameters.isEmpty,
           records[(method + 1)...].contains(where: { $0.kind == .propertyCall && parameters.contains($0.receiver) }) {
            records[method].kind = .networkingMethod
        }
        // A method that calls nothing and uses no API never networks: like a method the
        // project does not declare, a call of it is silent. Only an overload of its name that
        // networks makes that call networking, as any overload may.
        if records.count == method + 1, records[method].kind == .method { records.removeLast() }
    }

    /// The calls at `sites` (names of methods a `(` or `{` follows) that may reach a project method.
    private func appendCalls(at sites: ArraySlice<Int32>, to calls: inout [CallRecord]) {
        for site in sites {
            if let call = call(named: Int(site), opening: Int(site) + 1) { calls.append(call) }
        }
    }

    /// The call whose method's name is at `name`, its arguments or trailing closure at `opening`.
    @inline(__always) private func call(named name: Int, opening: Int) -> CallRecord? {
        var call = CallRecord(kind: .implicitCall, labels: 0, receiver: 0, name: 0)
        var start = name
        if tokens[name - 1].kind == .dot {
            guard let (kind, receiver, first) = receiver(ofMemberAt: name) else { return nil }
            (call.kind, call.receiver, start) = (kind, receiver, first)
        } else if tokens[name - 1].keyword == .func || tokens[name - 1].keyword == .case {
            return nil
        }
        if tokens[opening].kind == .leftBrace {
            // `api.fetch { … }` calls with a trailing closure; `if api.isReady {` opens a body.
            guard beginsCall(start) else { return nil }
            call.labels = CallNames.noArguments
        } else {
            call.labels = firstLabel(opening: opening)
        }
        call.name = CallNames.hash(bytes, tokens[name])
        return call
    }
}
