import Foundation

/// `--compare-to REF`: lints the project as it was at `git merge-base REF HEAD`, with the
/// configuration in use now, and works out what the change did (`Comparison`). git reads
/// the base on a thread of its own while the project is linted as it is, and the base run
/// takes the scans of files that did not change (`scans`).
struct ComparisonRun {
    let ref: String
    /// Set as the run's `Linter.scans` before it lints the project as it is.
    let scans = ScanMemo()
    private let base: PendingResult<BaseTree, BaseTree.Failure>

    /// Starts reading the base of the repository holding the first path, for the run over
    /// `paths` that lints the files `found` and reads the `context` files of the project's
    /// folder (`contextRoot`) for the index alone.
    init(ref: String, paths: [String], files: (found: [String], context: [String], contextRoot: String?), linter: Linter) {
        self.ref = ref
        let roots = paths.map { BaseTree.Root(path: $0, isFolder: FileStatus.of($0, following: true) == .directory) }
            + (files.contextRoot.map { [BaseTree.Root(path: $0, isFolder: true, isContext: true)] } ?? [])
        base = PendingResult { () throws(BaseTree.Failure) in
            try BaseTree.read(ref, roots: roots, found: files.found, context: files.context, from: ConfigurationFinder.folder(of: paths[0])) {
                linter.configuration.includes(linter.scope.relative($0))
            }
        }
    }

    /// What changed from the base to `run`. The base is linted as `run` was, but with every
    /// finding and every controller: no baseline, and the rules on every file.
    func comparison(to run: LintRun, linter: Linter) throws(BaseTree.Failure) -> Comparison {
        let tree = try base.result.get()
        var baseLinter = linter
        baseLinter.baseline = nil
        baseLinter.reportedFiles = nil
        baseLinter.summarizesControllers = true
        // A file that differs has its base bytes from git; any other is as the run read it.
        let read = { @Sendable [differing = tree.differing, scans] (path: String) throws(FileReader.Failure) -> [UInt8] in
            if let bytes = differing[path] ?? scans.bytes(of: path) { return bytes }
            return try FileReader.read(path)
        }
        let baseRun = baseLinter.lint(paths: tree.named, context: tree.context, read: read)
        return Comparison(ref: ref, baseCommit: tree.commit, now: run, base: baseRun) { file in
            // Reports name files from the repository's folder, the configuration from its own.
            let path = file.hasPrefix("/") ? file : linter.reportScope.folder + "/" + file
            return linter.configuration.classLengthWarning(for: linter.scope.relative(path))
        }
    }
}
