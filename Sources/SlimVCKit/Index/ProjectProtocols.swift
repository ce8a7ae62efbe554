/// The project's protocols as its types adopt them: which names are project protocols,
/// what aliases of compositions stand for, the protocols a type adopts, and those made for
/// view models, with what they require. Names are looked up in the project's `TypeTable`.
struct ProjectProtocols: Sendable {
    /// The last components of the project's protocols' names: most inherited names are
    /// not one, and are ruled out without a lookup through the scopes.
    private var protocolNames: Set<String> = []
    /// Type aliases of plain names and of protocol compositions, by name: a type adopts
    /// each part. A name aliased differently in two files is left out.
    private var compositions: [String: [String]] = [:]
    /// Project protocols made for view models: adopted by view models and by nothing else,
    /// and not a delegate's or data source's. Their requirements are view model API.
    private(set) var viewModelProtocols: Set<String> = []
    /// How many aliases of compositions one type's adoptions are followed through (apps
    /// nest two or three); each costs a lookup of every part, for every view model.
    static let deepestAliases = 8

    init(aliases: [CompositionAlias]) {
        var ambiguous: Set<String> = []
        for alias in aliases {
            if let known = compositions[alias.name], known != alias.parts { ambiguous.insert(alias.name) }
            compositions[alias.name] = alias.parts
        }
        for name in ambiguous { compositions[name] = nil }
    }

    /// The protocols view models adopt, less those other types adopt too and those named
    /// as a delegate or data source. Only types that name one of them are followed. Once
    /// the types have their roles.
    mutating func findViewModelProtocols(_ entries: [IndexedType], in table: TypeTable, viewModelSuffix: String) {
        protocolNames = Set(entries.lazy.filter(\.isProtocol).map { TypeName.lastComponent($0.name) })
        guard !protocolNames.isEmpty else { return }
        var candidates: Set<String> = []
        let adoptable = protocolNames.union(compositions.keys)
        for type in entries where type.roles.contains(.viewModel) && !type.isProtocol && Self.names(type, anyOf: adoptable) {
            candidates.formUnion(adoptedProtocols(of: type, in: table).map(\.name))
        }
        candidates = candidates.filter { !$0.hasSuffix("Delegate") && !$0.hasSuffix("DataSource") }
        guard !candidates.isEmpty else { return }
        // The names through which a type adopts a candidate: its own, and those of the
        // protocols that inherit one.
        var through = Set(candidates.map(TypeName.lastComponent))
        for type in entries where type.isProtocol && adoptedProtocols(of: type, in: table).contains(where: { candidates.contains($0.name) }) {
            through.insert(TypeName.lastComponent(type.name))
        }
        for (alias, parts) in compositions where parts.contains(where: { through.contains(TypeName.lastComponent($0)) }) {
            through.insert(alias)
        }
        // A protocol named for view models (`CellViewModel`) is theirs, whatever else adopts it
        // (a cell's `struct Model: CellViewModel`).
        let named = candidates.filter { TypeName.withoutProtocolSuffix(TypeName.lastComponent($0)).hasSuffix(viewModelSuffix) }
        for type in entries where !type.isProtocol && !type.roles.contains(.viewModel) && Self.names(type, anyOf: through) {
            candidates.subtract(adoptedProtocols(of: type, in: table).map(\.name))
        }
        viewModelProtocols = candidates.union(named)
    }

    /// Whether any declaration of the type inherits a name whose last part is one of `names`.
    private static func names(_ type: IndexedType, anyOf names: Set<String>) -> Bool {
        for declarations in [type.primaries, type.extensions] {
            for declaration in declarations {
                for written in declaration.inherits where names.contains(TypeName.lastComponent(written)) { return true }
            }
        }
        return false
    }

    /// The project protocol a name written in `scope` refers to, if it is one.
    func projectProtocol(_ written: String, from scope: String, in table: TypeTable) -> IndexedType? {
        guard protocolNames.contains(TypeName.lastComponent(TypeName.normalized(written))),
              let type = table.resolve(written, from: scope), type.isProtocol else { return nil }
        return type
    }

    /// The project protocols a type adopts, and those they inherit; an alias of a
    /// composition stands for its parts.
    func adoptedProtocols(of type: IndexedType, in table: TypeTable) -> [IndexedType] {
        var found: [IndexedType] = []
        var seen: Set<String> = []
        var pending = [type]
        var expansions = 0
        while let next = pending.popLast(), found.count < ProjectIndex.deepestChain {
            var written = next.inherits
            var position = 0
            while position < written.count {
                let name = written[position]
                position += 1
                if let adopted = projectProtocol(name, from: next.name, in: table) {
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

    /// What a type must declare for the protocols made for view models that it adopts (and,
    /// `includingOwn`, that it is): required functions by signature, and required
    /// properties by name.
    func requirements(of type: IndexedType, includingOwn: Bool, in table: TypeTable) -> Set<String> {
        guard !viewModelProtocols.isEmpty else { return [] }
        var names: Set<String> = []
        for adopted in (includingOwn ? [type] : []) + adoptedProtocols(of: type, in: table) where viewModelProtocols.contains(adopted.name) {
            for declaration in adopted.primaries {
                names.formUnion(declaration.requiredFunctions)
                names.formUnion(declaration.properties.map(\.name))
            }
        }
        return names
    }
}
