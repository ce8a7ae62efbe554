import Foundation

/// The files read for the project index besides the named ones.
extension LintCommand {
    /// The Swift files under the paths, those of their project read for the index alone
    /// (`projectFiles`) with its folder, and the entries of both that could not be read, in
    /// path order; nil (after saying why) when a path is gone.
    func files(under paths: [String], for linter: Linter)
        -> (found: [String], context: [String], contextRoot: String?, unreadable: [FileReader.Failure])? {
        do {
            let found = try SwiftFileFinder.search(paths, jobs: linter.jobs, skipsFolder: { [linter] in linter.excludesFolder($0) })
            let project = try projectFiles(named: paths, found: found.files, linter: linter)
            return (found.files, project.files, project.root, (found.unreadable + project.unreadable).sorted { $0.path.bytesPrecede($1.path) })
        } catch {
            tool.errors("error: \(error.path): \(error.reason)\n")
            return nil
        }
    }

    /// The project's Swift files besides the named ones, read for the index alone, so that
    /// a named file (a pre-commit hook names the staged ones, the build plugin a target's)
    /// gets the findings that a run over the whole project gives it: a DataController or a
    /// base class in another file is still found. Only when every path is a file: a folder
    /// named is linted as a project of its own, as ever. The project is the folder of the
    /// rules.json in use, else the repository holding the named files, else the folder
    /// they share; it must hold every file.
    func projectFiles(named paths: [String], found files: [String], linter: Linter) throws(SwiftFileFinder.MissingPath)
        -> (root: String?, files: [String], unreadable: [FileReader.Failure]) {
        let current = FileManager.default.currentDirectoryPath
        guard paths.allSatisfy({ FileStatus.of($0, following: true) != .directory }),
              !files.isEmpty else { return (nil, [], []) }
        let named = Set(files.map { PathScope.absolute($0, from: current) })
        // Never the whole disk or a home folder: files named from far apart are read alone.
        guard let root = linter.configuration.file == nil ? ConfigurationFinder.projectRoot(of: named, current: current) : linter.scope.folder,
              root != "/", root != PathScope.absolute(NSHomeDirectory(), from: current) else { return (nil, [], []) }
        let project = PathScope(folder: root, current: current)
        guard named.allSatisfy({ !project.relative($0).hasPrefix("/") }) else { return (nil, [], []) }
        let found = try SwiftFileFinder.search([root], jobs: linter.jobs, skipsFolder: { [linter] in linter.excludesFolder($0) })
        // Absolute: the Linter orders files by their absolute paths, however they are spelled.
        return (root, found.files.filter { !named.contains($0) }, found.unreadable)
    }
}
