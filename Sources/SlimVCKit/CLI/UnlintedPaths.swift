/// Paths under which a run linted nothing, which `slimvc lint` reports as an error.
enum UnlintedPaths {
    /// The paths under which nothing was linted (a folder without Swift files, or whose
    /// files the configuration excludes); all of them when nothing was linted at all.
    /// Files are named as found under the path that led to them (`Sources/App/A.swift`
    /// under `Sources`), so a spelled prefix tells where each came from.
    static func emptyPaths(_ paths: [String], run: LintRun) -> [String] {
        guard run.failures.isEmpty else { return [] }
        if run.files.isEmpty { return paths }
        // One path: every file linted came from it.
        guard paths.count > 1 else { return [] }
        return paths.filter { path in
            let folder = path.hasSuffix("/") ? path : path + "/"
            return !run.files.contains { $0 == path || $0.hasPrefix(folder) }
        }
    }
}
