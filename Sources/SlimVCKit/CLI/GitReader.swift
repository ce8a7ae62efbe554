/// The git commands `--compare-to` runs, each only reading the repository: `rev-parse`,
/// `merge-base`, `diff-index` (plumbing, which never writes the index as `git diff` may),
/// `ls-files` and `cat-file`.
struct GitReader {
    let repository: String
    let ref: String
    /// The option that named the ref, which begins each error (`--compare-to`, `--changed-since`).
    var option = "--compare-to"

    /// A file that differs between the base and the work tree: its path in the
    /// repository, and its blob in the base when it was a regular file there.
    typealias Change = (path: String, baseObject: String?)

    /// `git merge-base REF HEAD`, after checking that the ref names a commit; the errors
    /// say which of the two failed, and suggest fetching more of a shallow clone.
    func mergeBase() throws(BaseTree.Failure) -> String {
        // A ref that starts with `-` would be read as an option.
        guard !ref.hasPrefix("-") else { throw BaseTree.Failure(message: "\(option) '\(brief(ref))': not a commit git knows") }
        switch GitProcess.run(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: repository) {
        case .output: break
        case .failed(1): throw BaseTree.Failure(message: "\(option) '\(brief(ref))': not a commit git knows" + shallowHint)
        case .failed: throw BaseTree.Failure(message: "\(option) needs a git repository; git cannot read the one in \(repository)")
        case .notRun: throw BaseTree.Failure(message: "\(option) needs git, which could not be run")
        }
        guard case .output(let base) = GitProcess.run(["merge-base", ref, "HEAD"], in: repository) else {
            throw BaseTree.Failure(message: "\(option) '\(brief(ref))': git finds no common ancestor of '\(brief(ref))' and HEAD" + shallowHint)
        }
        return String(decoding: base, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// In a shallow clone, where a ref or an ancestor may be missing: how to fetch more.
    private var shallowHint: String {
        guard case .output(let shallow) = GitProcess.run(["rev-parse", "--is-shallow-repository"], in: repository),
              shallow.starts(with: "true".utf8) else { return "" }
        return " in this shallow clone; fetch more history (git fetch --unshallow, or fetch-depth: 0 on GitHub Actions)"
    }

    /// The files that differ between the commit and the work tree, as `git diff-index`
    /// finds them from the index's file status: committed, staged or not.
    func changes(since commit: String) throws(BaseTree.Failure) -> [Change] {
        let listing = try output(["diff-index", "--raw", "-z", "--no-renames", commit, "--"], "git diff-index")
        var changes: [Change] = []
        // `:<base mode> <mode> <base object> <object> <status>\0<path>\0`
        let fields = listing.split(separator: 0, omittingEmptySubsequences: false)
        for index in stride(from: 0, to: fields.count - 1, by: 2) {
            let header = fields[index].split(separator: UInt8(ascii: " "))
            guard header.count == 5 else { continue }
            let isRegular = header[0].elementsEqual(":100644".utf8) || header[0].elementsEqual(":100755".utf8)
            changes.append((String(decoding: fields[index + 1], as: UTF8.self), isRegular ? String(decoding: header[2], as: UTF8.self) : nil))
        }
        return changes
    }

    /// The untracked files below the prefixes that git does not ignore, relative to the
    /// repository: new in the work tree, where an ignored one (a build product) is not.
    func untrackedFiles(under prefixes: [String]) throws(BaseTree.Failure) -> Set<String> {
        guard !prefixes.isEmpty else { return [] }
        let pathspecs = prefixes.map { $0.isEmpty ? "." : $0 }
        let listing = try output(["--literal-pathspecs", "ls-files", "-z", "--others", "--exclude-standard", "--"] + pathspecs, "git ls-files")
        return Set(listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// The bytes of each blob named, by name, from one `git cat-file --batch`.
    func contents(of objects: Set<String>) throws(BaseTree.Failure) -> [String: [UInt8]] {
        guard !objects.isEmpty else { return [:] }
        let names = Array(objects)
        let output = try self.output(["cat-file", "--batch"], "git cat-file", input: Array((names.joined(separator: "\n") + "\n").utf8))
        var contents: [String: [UInt8]] = [:]
        var position = 0
        // `<object> blob <size>\n<bytes>\n` for each name, in the order asked.
        for name in names {
            guard let end = output[position...].firstIndex(of: 0x0A) else { break }
            let header = output[position..<end].split(separator: UInt8(ascii: " "))
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), end + 1 + size <= output.count else {
                throw BaseTree.Failure(message: "--compare-to '\(brief(ref))': git cat-file cannot read \(name)")
            }
            // Copied as one block: an array made from a slice copies byte by byte.
            contents[name] = output.withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0[(end + 1)..<(end + 1 + size)])) }
            position = end + 1 + size + 1
        }
        return contents
    }

    private func output(_ arguments: [String], _ command: String, input: [UInt8] = []) throws(BaseTree.Failure) -> [UInt8] {
        switch GitProcess.run(arguments, in: repository, input: input) {
        case .output(let bytes): return bytes
        case .failed: throw BaseTree.Failure(message: "--compare-to '\(brief(ref))': \(command) failed")
        case .notRun: throw BaseTree.Failure(message: "--compare-to needs git, which could not be run")
        }
    }
}
