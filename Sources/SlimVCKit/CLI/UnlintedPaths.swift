/// Paths under which a run linted nothing. Only a run that linted nothing at all fails
/// (exit 2): a named file the configuration leaves out (excluded, or generated) is skipped,
/// as the build plugin names every file of a target and a pre-commit hook every staged one.
struct UnlintedPaths {
    /// The paths given, with nothing linted under them.
    let paths: [String]
    /// Whether nothing at all was linted (and nothing failed): the run could not do its job.
    let isNothingLinted: Bool

    /// Files are named as found under the path that led to them (`Sources/App/A.swift`
    /// under `Sources`), so a spelled prefix tells where each came from.
    init(_ given: [String], run: LintRun) {
        guard run.failures.isEmpty else { (paths, isNothingLinted) = ([], false); return }
        isNothingLinted = run.files.isEmpty
        paths = isNothingLinted ? given : given.count == 1 ? [] : given.filter { path in
            let folder = path.hasSuffix("/") ? path : path + "/"
            return !run.files.contains { $0 == path || $0.hasPrefix(folder) }
        }
    }

    /// What to say of each path: an error when nothing was linted; otherwise a warning for
    /// a path without Swift files, and for one the configuration leaves out, a line with
    /// `--verbose` alone.
    func messages(found: [String], linter: Linter, verbose: Bool) -> [String] {
        paths.compactMap { path in
            let reason = Self.reason(path, found: found, linter: linter)
            if isNothingLinted { return "error: no Swift files " + (reason.map { "to lint under \(path): \($0)" } ?? "under \(path)") + "\n" }
            guard let reason else { return "warning: no Swift files under \(path)\n" }
            return verbose ? "Skipping \(path): \(reason).\n" : nil
        }
    }

    /// Why the configuration left out what is under `path`; nil when it holds no Swift file.
    static func reason(_ path: String, found: [String], linter: Linter) -> String? {
        guard FileStatus.of(path, following: true) == .directory else {
            guard found.contains(path) else { return nil }
            return linter.configuration.includes(linter.scope.relative(path)) ? "a generated file (skip_generated_files)"
                : "the configuration excludes it"
        }
        if linter.excludesFolder(path) { return "the configuration excludes it" }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return found.contains { $0.hasPrefix(folder) } ? "the configuration excludes its Swift files, or they are generated" : nil
    }
}
