#if canImport(Glibc)
import Glibc
private let systemPipe = Glibc.pipe
#elseif canImport(Darwin)
import Darwin
private let systemPipe = Darwin.pipe
#endif
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
        let base = try git(["merge-base", ref, "HEAD"], in: root,
                           failure: "--changed-since: git finds no common ancestor of '\(ref)' and HEAD").trimmingCharacters(in: .newlines)
        let changed = try git(["diff", "--name-only", "-z", base, "--"], in: root, failure: "git diff failed")
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: root, failure: "git ls-files failed")
        let names = (changed + untracked).split(separator: "\0").map(String.init)
        return Set(names.map { PathScope.normalized(root + "/" + $0) })
    }

    /// `git -C folder ARGUMENTS`'s standard output, its input and errors to `/dev/null`.
    /// Started with `posix_spawnp` and awaited with `waitpid`: Foundation's `Process` took
    /// up to a twentieth of a second to notice that git had exited, four times a run.
    private static func git(_ arguments: [String], in folder: String, failure: String) throws(Failure) -> String {
        var pipe: [Int32] = [-1, -1]
        guard systemPipe(&pipe) == 0 else { throw Failure(message: "--changed-since needs git, which could not be run") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        var argv: [UnsafeMutablePointer<CChar>?] = (["git", "-C", folder] + arguments).map { strdup($0) } + [nil]
        // This process's environment (as Foundation reads it, on every platform).
        var environment: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "git", &actions, nil, &argv, &environment)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else { throw Failure(message: "--changed-since needs git, which could not be run") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count > 0 { output += buffer[..<count] } else if count == 0 || errno != EINTR { break }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // Exited (the low seven bits clear) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { throw Failure(message: failure) }
        return String(decoding: output, as: UTF8.self)
    }
}

/// `GitChanges.files`, worked out on a thread of its own while the files are read and
/// scanned; asking for the answer waits for it.
final class PendingChanges: @unchecked Sendable {
    private let condition = NSCondition()
    private var answer: Result<Set<String>, GitChanges.Failure>?

    init(since ref: String, in folder: String) {
        // A thread of its own, not a queue's: the linting threads may wait for it.
        let thread = Thread { [self] in
            let answer = Result { () throws(GitChanges.Failure) in try GitChanges.files(since: ref, in: folder) }
            condition.lock()
            self.answer = answer
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    var result: Result<Set<String>, GitChanges.Failure> {
        condition.lock()
        defer { condition.unlock() }
        while answer == nil { condition.wait() }
        return answer!
    }

    /// Whether git names the file (an absolute, normalized path) changed; false when git failed.
    func contains(_ path: String) -> Bool {
        (try? result.get())?.contains(path) ?? false
    }
}
