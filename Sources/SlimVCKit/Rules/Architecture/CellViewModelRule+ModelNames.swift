/// The names `cell_view_model`'s message gives a cell's model (`Options.patterns`): hints
/// for the message, never the test of whether a cell has one.
struct CellModelNames: Sendable {
    /// Each pattern cut at its `{stem}`s.
    private let patternPieces: [[String]]

    init(patterns: [String]) {
        patternPieces = patterns.map { $0.split(separator: "{stem}", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The patterns' names for a cell: its name without `Cell` as the stem, then the
    /// shorter stems of a `…TableViewCell` or `…CollectionViewCell` with the patterns that
    /// keep `Cell` after it (`EditTokenTableCellViewModel`). A cell not named `…Cell` is
    /// its own stem, and the patterns' `{stem}Cell` reads `{stem}` (`ContactRowViewModel`);
    /// one named `…View` does not repeat `View` (`SectionHeaderViewModel`, not
    /// `SectionHeaderViewViewModel`).
    func candidates(for cell: String) -> [String] {
        guard cell.hasSuffix("Cell"), cell.count > 4 else {
            var seen: Set<String> = []
            return patternPieces.map { pieces in
                guard pieces.count == 2 else { return pieces.joined(separator: cell) }
                let rest = pieces[1].hasPrefix("Cell") ? pieces[1].dropFirst(4) : Substring(pieces[1])
                return pieces[0] + cell + (cell.hasSuffix("View") && rest.hasPrefix("View") ? rest.dropFirst(4) : rest)
            }.filter { seen.insert($0).inserted }
        }
        let stem = String(cell.dropLast(4))
        return patternPieces.map { $0.joined(separator: stem) } + shorterCandidates(stem)
    }

    /// `FeedTable` and `Feed` for the stem `FeedTableView`, with the patterns that keep
    /// `Cell` after the stem (`FeedTableCellViewModel`).
    private func shorterCandidates(_ stem: String) -> [String] {
        guard let list = ["TableView", "CollectionView"].first(where: stem.hasSuffix), stem.count > list.count else { return [] }
        let stems = [String(stem.dropLast(4)), String(stem.dropLast(list.count))]
        let patterns = patternPieces.filter { $0.count == 2 && $0[1].hasPrefix("Cell") }
        return stems.flatMap { shorter in patterns.map { $0.joined(separator: shorter) } }
    }

    /// Whether a name is a type of the project that may be a cell's model: declared there,
    /// and no screen's view model (`SettingsViewModel` of `SettingsViewController`).
    static func isCellModel(_ name: String, in project: ProjectIndex) -> Bool {
        guard let type = project.resolve(name), !type.primaries.isEmpty else { return false }
        guard let suffix = ["ViewModel", "VM"].first(where: name.hasSuffix) else { return true }
        let stem = String(name.dropLast(suffix.count))
        return !["ViewController", "Controller"].contains { project.resolve(stem + $0)?.roles.contains(.viewController) == true }
    }
}
