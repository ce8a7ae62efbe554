import Foundation

/// Writes SlimVC's own output files atomically: a temporary file in the same folder,
/// renamed over the target, so that a reader never sees half a file and a failed write
/// leaves nothing behind.
public enum AtomicFile {
    public struct Failure: Error, Equatable {
        public let path: String
        public let reason: String
    }

    public static func write(_ text: String, to path: String, overwrite: Bool = true) throws(Failure) {
        if !overwrite, FileStatus.of(path, following: false) != .missing {
            throw Failure(path: path, reason: "already exists")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).slimvc-\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw Failure(path: path, reason: "cannot write in \(folder.isEmpty ? "." : folder)")
        }
        // link() refuses an existing target, so "never overwrite" holds even against a race.
        let moved = overwrite ? rename(temporary, path) : link(temporary, path)
        let reason = moved == 0 ? nil : errno == EEXIST ? "already exists" : String(cString: strerror(errno))
        if moved != 0 || !overwrite { try? FileManager.default.removeItem(atPath: temporary) }
        if let reason { throw Failure(path: path, reason: reason) }
    }

    /// Creates a folder and its parents.
    public static func makeFolder(_ path: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: path, reason: "cannot create the folder")
        }
    }
}
