import Foundation

/// The project's Swift files as they were at `git merge-base REF HEAD` (`--compare-to`).
/// git's plumbing says which files differ from the work tree (`diff-index`) and hands
/// over their base bytes (`cat-file --batch`); every other file is the same as now.
/// Nothing is checked out: the work tree and the index are never touched.
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
    /// The files to lint as the base, spelled as the run over the work tree spells them:
    /// named, and read for the project index alone.
    let named: [String]
    let context: [String]
    /// The bytes of the files that differ from the work tree's, as they were in the base.
    let differing: [String: [UInt8]]

    /// Reads the base of the repository holding `folder` for a run over the roots that
    /// lints the files `found` (and reads `context`) now; `accepts` says which files
    /// (spelled as walked) the configuration lints, so that no other is read.
    static func read(_ ref: String, roots: [Root], found: [String], context: [String], from folder: String,
                     accepts: (String) -> Bool) throws(Failure) -> BaseTree {
        let current = FileManager.default.currentDirectoryPath
        guard let repository = ConfigurationFinder.repositoryRoot(from: PathScope.absolute(folder, from: current)) else {
            throw Failure(message: "--compare-to needs a git repository; \(folder) is not in one")
        }
        let git = GitReader(repository: repository, ref: ref)
        let commit = try git.mergeBase()
        let inRepository = PathScope(folder: repository, current: current)
        let prefixes = roots.map { repositoryPath(of: $0.path, in: inRepository) }
        let changes = try git.changes(since: commit)
        // Files new in the work tree, changed or gone are not the base's as they are now.
        let notAsNow = Set(changes.map(\.path)).union(try git.untrackedFiles(under: prefixes.compactMap { $0 }))
        let isAsNow = { (path: String) in repositoryPath(of: path, in: inRepository).map { !notAsNow.contains($0) } ?? true }
        var named = found.filter(isAsNow)
        var others = context.filter(isAsNow)
        var objects: [String: String] = [:]
        for change in changes {
            guard let object = change.baseObject, change.path.utf8.count > 6, change.path.utf8.suffix(6).elementsEqual(".swift".utf8) else { continue }
            for (root, prefix) in zip(roots, prefixes) {
                guard let prefix, let path = spelled(change.path, under: root, at: prefix), accepts(path), objects[path] == nil else { continue }
                objects[path] = object
                if root.isContext { others.append(path) } else { named.append(path) }
            }
        }
        let contents = try git.contents(of: Set(objects.values))
        return BaseTree(commit: commit, named: named, context: withoutNamed(others, named, from: current),
                        differing: objects.compactMapValues { contents[$0] })
    }

    /// `path` relative to the repository's folder (`""` for the folder itself), nil outside it.
    static func repositoryPath(of path: String, in repository: PathScope) -> String? {
        let relative = repository.relative(path)
        guard relative.utf8.first == UInt8(ascii: "/") else { return relative }
        return relative == repository.folder ? "" : nil
    }

    /// How walking `root` spells a file of the repository (`path`, relative to it), or
    /// nil when the walk does not find it: outside the root, or below a hidden folder.
    static func spelled(_ path: String, under root: Root, at prefix: String) -> String? {
        guard root.isFolder else { return path == prefix ? root.path : nil }
        // Byte for byte: two spellings of one name in Unicode are two files.
        let rest: String? = path.utf8.withContiguousStorageIfAvailable { bytes in
            let start = prefix.isEmpty ? 0 : prefix.utf8.count + 1
            guard prefix.isEmpty || (bytes.count > start && bytes[start - 1] == UInt8(ascii: "/") && bytes.starts(with: prefix.utf8)) else { return nil }
            var previous = UInt8(ascii: "/")
            for byte in bytes[start...] {
                if previous == UInt8(ascii: "/"), byte == UInt8(ascii: ".") { return nil }
                previous = byte
            }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        } ?? nil
        return rest.map { (root.path.hasSuffix("/") ? root.path : root.path + "/") + $0 }
    }

    /// The context files less the named ones, which the project's folder holds too,
    /// spelled otherwise.
    private static func withoutNamed(_ context: [String], _ named: [String], from current: String) -> [String] {
        guard !context.isEmpty else { return [] }
        let namedFiles = Set(named.map { PathScope.absolute($0, from: current) })
        return context.filter { !namedFiles.contains(PathScope.absolute($0, from: current)) }
    }
}
