import Foundation

/// `--compare-to REF`: lints the project as it was at `git merge-base REF HEAD`, with the
/// configuration in use now, and works out what the change did (`Comparison`). git reads
/// the base on a thread of its own while the project is linted as it is.
struct ComparisonRun {
    let ref: String
    private let base: PendingResult<BaseTree, BaseTree.Failure>

    /// Starts reading the base of the repository holding the first path, for a run over
    /// `paths` (and the project's folder, read for the index alone, when given).
    init(ref: String, paths: [String], contextRoot: String?, linter: Linter) {
        self.ref = ref
        let roots = paths.map { BaseTree.Root(path: $0, isFolder: FileStatus.of($0, following: true) == .directory) }
            + (contextRoot.map { [BaseTree.Root(path: $0, isFolder: true, isContext: true)] } ?? [])
        base = PendingResult { () throws(BaseTree.Failure) in
            try BaseTree.read(ref, roots: roots, from: GitChanges.folder(of: paths[0])) { linter.configuration.includes(linter.scope.relative($0)) }
        }
    }

    /// What changed from the base to `run`, the run over the files `found` (and `context`)
    /// now. The base is linted as `run` was, but with every finding and every controller:
    /// no baseline, and the rules on every file.
    func comparison(to run: LintRun, found: [String], context: [String], linter: Linter) throws(BaseTree.Failure) -> Comparison {
        let tree = try base.result.get()
        var baseLinter = linter
        baseLinter.baseline = nil
        baseLinter.reportedFiles = nil
        baseLinter.summarizesControllers = true
        let paths = tree.paths(linted: found, context: context)
        let baseRun = baseLinter.lint(paths: paths.named, context: paths.context, read: tree.reader)
        return Comparison(ref: ref, baseCommit: tree.commit, now: run, base: baseRun) { file in
            // Reports name files from the repository's folder, the configuration from its own.
            let path = file.hasPrefix("/") ? file : linter.reportScope.folder + "/" + file
            return linter.configuration.classLengthWarning(for: linter.scope.relative(path))
        }
    }
}
