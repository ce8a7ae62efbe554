import Foundation

/// The project's Swift files as they were at `git merge-base REF HEAD` (`--compare-to`),
/// read with git's plumbing: `ls-tree` lists them, `cat-file --batch` hands over their
/// bytes. Nothing is checked out: the work tree and the index are never touched.
struct BaseTree: Sendable {
    /// What went wrong, said as `--changed-since` says it.
    typealias Failure = GitChanges.Failure

    /// A path the run walks, as given: a folder (whose files are found below it, hidden
    /// entries skipped) or a file; `isContext` for the project read for its index alone.
    struct Root: Sendable {
        var path: String
        var isFolder: Bool
        var isContext = false
    }

    /// The merge base's full commit hash.
    let commit: String
    /// The base's Swift files under the roots, spelled as walking the roots spells them,
    /// with their bytes; `context` holds those found under a context root alone.
    let bytes: [String: [UInt8]]
    let context: Set<String>
    /// The repository's folder, and the paths in it (relative to it) that git tracks now or
    /// would (untracked, not ignored). Other files are not the change's: build products,
    /// a checked-out `Pods` folder, a submodule's files.
    let repository: String
    let visible: Set<String>

    /// Reads the base of the repository holding `folder`; `accepts` says which files
    /// (spelled as walked) the configuration lints, so that no other is read.
    static func read(_ ref: String, roots: [Root], from folder: String, accepts: (String) -> Bool) throws(Failure) -> BaseTree {
        let current = FileManager.default.currentDirectoryPath
        guard let repository = ConfigurationFinder.repositoryRoot(from: PathScope.absolute(folder, from: current)) else {
            throw Failure(message: "--compare-to needs a git repository; \(folder) is not in one")
        }
        let git = GitReader(repository: repository, ref: ref)
        let commit = try git.mergeBase()
        let prefixes = roots.map { repositoryPath(of: $0.path, in: repository, from: current) }
        var blobs: [(path: String, object: String)] = []
        var context: Set<String> = []
        for entry in try git.swiftFiles(at: commit) {
            for (root, prefix) in zip(roots, prefixes) {
                guard let prefix, let path = spelled(entry.path, under: root, at: prefix), accepts(path) else { continue }
                blobs.append((path, entry.object))
                if root.isContext { context.insert(path) }
            }
        }
        let contents = try git.contents(of: blobs.map(\.object))
        var bytes: [String: [UInt8]] = [:]
        for blob in blobs { bytes[blob.path] = contents[blob.object] }
        let visible = try git.visiblePaths(under: prefixes.compactMap { $0 })
        return BaseTree(commit: commit, bytes: bytes, context: context, repository: repository, visible: visible)
    }

    /// `path` relative to the repository's folder (`""` for the folder itself), nil outside it.
    static func repositoryPath(of path: String, in repository: String, from current: String) -> String? {
        let absolute = PathScope.absolute(path, from: current)
        if absolute == repository { return "" }
        let prefix = repository == "/" ? "/" : repository + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }

    /// How walking `root` spells a file of the repository (`path`, relative to it), or
    /// nil when the walk does not find it: outside the root, or below a hidden folder.
    static func spelled(_ path: String, under root: Root, at prefix: String) -> String? {
        guard root.isFolder else { return path == prefix ? root.path : nil }
        // Byte for byte: two spellings of one name in Unicode are two files.
        let bytes = path.utf8
        guard prefix.isEmpty || (bytes.starts(with: prefix.utf8) && bytes.dropFirst(prefix.utf8.count).first == UInt8(ascii: "/")) else { return nil }
        let rest = prefix.isEmpty ? Substring(path) : Substring(bytes.dropFirst(prefix.utf8.count + 1))
        guard !rest.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return nil }
        return root.path.hasSuffix("/") ? root.path + rest : root.path + "/" + rest
    }

    /// The files to lint as the base, named and read for the index alone: the base's, and
    /// the files linted now that are not the change's (`visible`), as they are now.
    func paths(linted found: [String], context now: [String]) -> (named: [String], context: [String]) {
        let current = FileManager.default.currentDirectoryPath
        let isOutside = { (path: String) -> Bool in
            guard bytes[path] == nil else { return false }
            return Self.repositoryPath(of: path, in: repository, from: current).map { !visible.contains($0) } ?? true
        }
        let named = bytes.keys.filter { !context.contains($0) } + found.filter(isOutside)
        let others = Array(context) + now.filter(isOutside)
        guard !others.isEmpty else { return (named, []) }
        // The project's folder holds the named files too, spelled otherwise.
        let namedFiles = Set(named.map { PathScope.absolute($0, from: current) })
        return (named, others.filter { !namedFiles.contains(PathScope.absolute($0, from: current)) })
    }

    /// Reads a file of the base: from git, or from disk for a file not the change's.
    var reader: @Sendable (String) throws(FileReader.Failure) -> [UInt8] {
        { [bytes] path throws(FileReader.Failure) in
            if let found = bytes[path] { return found }
            return try FileReader.read(path)
        }
    }
}
