import Foundation

/// The files changed since a git ref: committed since `git merge-base REF HEAD`, changed
/// in the working tree, or untracked; as absolute paths.
struct GitChanges {
    struct Failure: Error {
        let message: String
    }

    /// Changed files in the repository holding `folder`.
    static func files(since ref: String, in folder: String) throws(Failure) -> Set<String> {
        let root = try git(["rev-parse", "--show-toplevel"], in: folder,
                           failure: "--changed-since needs a git repository; \(folder) is not in one").trimmingCharacters(in: .newlines)
        let base: String
        do throws(BaseTree.Failure) {
            base = try GitReader(repository: root, ref: ref, option: "--changed-since").mergeBase()
        } catch {
            throw Failure(message: error.message)
        }
        let changed = try git(["diff", "--name-only", "-z", base, "--"], in: root, failure: "git diff failed")
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root, failure: "git ls-files failed")
        let names = (changed + untracked).split(separator: "\0").map(String.init)
        return Set(names.map { PathScope.normalized(root + "/" + $0) })
    }

    /// `git -C folder ARGUMENTS`'s standard output; `failure` when git fails.
    private static func git(_ arguments: [String], in folder: String, failure: String) throws(Failure) -> String {
        switch GitProcess.run(arguments, in: folder) {
        case .output(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failed: throw Failure(message: failure)
        case .notRun: throw Failure(message: "--changed-since needs git, which could not be run")
        }
    }
}

/// Work done on a thread of its own while the files are read and scanned (git's); asking
/// for the answer waits for it.
final class PendingResult<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let condition = NSCondition()
    private var answer: Result<Value, Failure>?

    init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        // A thread of its own, not a queue's: the linting threads may wait for it.
        let thread = Thread { [self] in
            let answer = Result(catching: work)
            condition.lock()
            self.answer = answer
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    var result: Result<Value, Failure> {
        condition.lock()
        defer { condition.unlock() }
        while answer == nil { condition.wait() }
        return answer!
    }
}

/// `GitChanges.files`, worked out while the files are read and scanned.
typealias PendingChanges = PendingResult<Set<String>, GitChanges.Failure>

extension PendingResult where Value == Set<String>, Failure == GitChanges.Failure {
    convenience init(since ref: String, in folder: String) {
        self.init { () throws(GitChanges.Failure) in try GitChanges.files(since: ref, in: folder) }
    }

    /// Whether git names the file (an absolute, normalized path) changed; false when git failed.
    func contains(_ path: String) -> Bool {
        (try? result.get())?.contains(path) ?? false
    }
}

extension GitChanges {
    /// The findings in the changed files; each file's path is made absolute once.
    static func findings(_ findings: [Finding], in changed: Set<String>) -> [Finding] {
        let current = FileManager.default.currentDirectoryPath
        var last: (path: String, isChanged: Bool)?
        return findings.filter { finding in
            if let last, last.path == finding.path { return last.isChanged }
            let isChanged = changed.contains(PathScope.absolute(finding.path, from: current))
            last = (finding.path, isChanged)
            return isChanged
        }
    }
}
