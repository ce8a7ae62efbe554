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

    private static func git(_ arguments: [String], in folder: String, failure: String) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            throw Failure(message: "--changed-since needs git, which could not be run")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(message: failure) }
        return String(decoding: data, as: UTF8.self)
    }
}
