import Foundation

/// Paths under which a run linted nothing, which `slimvc lint` reports as an error.
enum UnlintedPaths {
    /// The paths under which nothing was linted (a folder without Swift files, or whose
    /// files the configuration excludes); all of them when nothing was linted at all.
    static func emptyPaths(_ paths: [String], run: LintRun) -> [String] {
        guard run.failures.isEmpty else { return [] }
        if run.files.isEmpty { return paths }
        let current = FileManager.default.currentDirectoryPath
        let linted = run.files.map { PathScope.absolute($0, from: current) }
        return paths.filter { path in
            let folder = PathScope.absolute(path, from: current)
            return !linted.contains { $0 == folder || $0.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        }
    }
}
