/// The git commands `--compare-to` runs, each only reading the repository: `rev-parse`,
/// `merge-base`, `ls-tree`, `cat-file` and `ls-files`.
struct GitReader {
    let repository: String
    let ref: String

    /// `git merge-base REF HEAD`, after checking that the ref names a commit; the errors
    /// say which of the two failed, and suggest fetching more of a shallow clone.
    func mergeBase() throws(BaseTree.Failure) -> String {
        // A ref that starts with `-` would be read as an option.
        guard !ref.hasPrefix("-") else { throw BaseTree.Failure(message: "--compare-to '\(brief(ref))': not a commit git knows") }
        switch GitProcess.run(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: repository) {
        case .output: break
        case .failed(1): throw BaseTree.Failure(message: "--compare-to '\(brief(ref))': not a commit git knows")
        case .failed: throw BaseTree.Failure(message: "--compare-to needs a git repository; git cannot read the one in \(repository)")
        case .notRun: throw BaseTree.Failure(message: "--compare-to needs git, which could not be run")
        }
        guard case .output(let base) = GitProcess.run(["merge-base", ref, "HEAD"], in: repository) else {
            var message = "--compare-to '\(brief(ref))': git finds no common ancestor of '\(brief(ref))' and HEAD"
            if case .output(let shallow) = GitProcess.run(["rev-parse", "--is-shallow-repository"], in: repository),
               shallow.starts(with: "true".utf8) {
                message += " in this shallow clone; fetch more history (git fetch --unshallow, or fetch-depth: 0 on GitHub Actions)"
            }
            throw BaseTree.Failure(message: message)
        }
        return String(decoding: base, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// The commit's `.swift` files (regular ones: not links or submodules), with their
    /// blob's object name.
    func swiftFiles(at commit: String) throws(BaseTree.Failure) -> [(path: String, object: String)] {
        let listing = try output(["ls-tree", "-r", "-z", "--full-tree", commit], "git ls-tree")
        var files: [(path: String, object: String)] = []
        // `<mode> blob <object>\t<path>\0`
        for entry in listing.split(separator: 0) {
            guard entry.starts(with: "100".utf8), entry.count > 7, entry.suffix(6).elementsEqual(".swift".utf8),
                  let tab = entry.firstIndex(of: UInt8(ascii: "\t")),
                  let path = String(validating: entry[(tab + 1)...], as: UTF8.self) else { continue }
            let header = entry[..<tab].split(separator: UInt8(ascii: " "))
            guard header.count == 3, header[1].elementsEqual("blob".utf8) else { continue }
            files.append((path, String(decoding: header[2], as: UTF8.self)))
        }
        return files
    }

    /// The bytes of each blob named, by name, from one `git cat-file --batch`.
    func contents(of objects: [String]) throws(BaseTree.Failure) -> [String: [UInt8]] {
        let unique = Array(Set(objects))
        guard !unique.isEmpty else { return [:] }
        var input: [UInt8] = []
        for object in unique { input += object.utf8; input.append(0x0A) }
        let output = try self.output(["cat-file", "--batch", "--buffer"], "git cat-file", input: input)
        var contents: [String: [UInt8]] = [:]
        var position = output.startIndex
        // `<object> blob <size>\n<bytes>\n` for each name, in the order asked.
        for object in unique {
            guard let end = output[position...].firstIndex(of: 0x0A) else { break }
            let header = output[position..<end].split(separator: UInt8(ascii: " "))
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                  end + 1 + size <= output.count else { throw BaseTree.Failure(message: "--compare-to: git cat-file lacks \(object)") }
            contents[object] = Array(output[(end + 1)..<(end + 1 + size)])
            position = end + 1 + size + 1
        }
        return contents
    }

    /// The paths below the prefixes that git tracks now or would track (untracked but not
    /// ignored), relative to the repository.
    func visiblePaths(under prefixes: [String]) throws(BaseTree.Failure) -> Set<String> {
        guard !prefixes.isEmpty else { return [] }
        let pathspecs = prefixes.map { $0.isEmpty ? "." : $0 }
        let listing = try output(["--literal-pathspecs", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"] + pathspecs,
                                 "git ls-files")
        return Set(listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    private func output(_ arguments: [String], _ command: String, input: [UInt8] = []) throws(BaseTree.Failure) -> [UInt8] {
        switch GitProcess.run(arguments, in: repository, input: input) {
        case .output(let bytes): return bytes
        case .failed: throw BaseTree.Failure(message: "--compare-to '\(brief(ref))': \(command) failed")
        case .notRun: throw BaseTree.Failure(message: "--compare-to needs git, which could not be run")
        }
    }
}
