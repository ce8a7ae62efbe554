/// What the project's code hands each of its cells: the sites (`CellSite`) whose cell type,
/// resolved from the type whose code binds it, is a cell of the project, by the cell's
/// name. A site whose type SlimVC cannot resolve to one is left out: silence, not a guess.
public struct CellFeeds: Sendable {
    /// A site, and the type whose code it is in, from which its names resolve.
    public struct Handed: Sendable {
        public var site: CellSite
        /// The type's name as its facts have it (an extension's, as written).
        public var scope: String
        /// The project type it names, if any.
        public var owner: String?
    }

    /// The sites of each type's code, as the facts came, until every type is known.
    private var pending: [(scope: String, sites: [CellSite])] = []
    private var byCell: [String: [Handed]] = [:]
    /// The files that declare a cell handed something: the others have nothing to check.
    private var paths: Set<String> = []
    mutating func collect(_ fact: borrowing TypeFacts) {
        pending.append((fact.name, fact.cellSites))
    }

    /// The sites collected, by the project cell each names; once the index has its roles.
    func resolved(in index: ProjectIndex) -> CellFeeds {
        var resolved = CellFeeds()
        for (scope, sites) in pending {
            for site in sites {
                guard let cell = index.resolve(TypeName.normalized(site.cell), from: scope), !cell.primaries.isEmpty,
                      cell.roles.contains(.cell) else { continue }
                resolved.byCell[cell.name, default: []].append(Handed(site: site, scope: scope, owner: (index[scope] ?? index.resolve(scope))?.name))
                if let path = cell.primary?.path { resolved.paths.insert(path) }
            }
        }
        return resolved
    }

    /// What the project's code hands the cell named `cell` (qualified).
    public func sites(of cell: String) -> [Handed] { byCell[cell] ?? [] }

    /// Whether the project's code hands any cell anything.
    public var isEmpty: Bool { byCell.isEmpty }

    /// Whether the file at `path` declares a cell that the project's code hands something.
    public func declaresFedCells(_ path: String) -> Bool { paths.contains(path) }
}
