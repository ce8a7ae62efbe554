import Foundation

/// Writes SlimVC's own output files atomically: a temporary file in the same folder,
/// renamed over the target, so that a reader never sees half a file and a failed write
/// leaves nothing behind. What is not a regular file is never replaced: a symbolic link's
/// target is written (atomically) and the link stays; a FIFO, a terminal or another device
/// (`/dev/stdout`, `/dev/null`) is written to in place.
public enum AtomicFile {
    public struct Failure: Error, Equatable {
        public let path: String
        public let reason: String
    }

    public static func write(_ text: String, to path: String, overwrite: Bool = true) throws(Failure) {
        try write(Array(text.utf8), to: path, overwrite: overwrite)
    }

    /// Writes bytes as they are: large reports are not copied into a `Data` first.
    public static func write(_ bytes: [UInt8], to path: String, overwrite: Bool = true) throws(Failure) {
        try write(to: path, overwrite: overwrite) { emit in emit(bytes) }
    }

    /// Writes the pieces `produce` hands to `emit`, in order, so that a large report is
    /// never whole in memory; the target appears only once every piece is written.
    public static func write(to path: String, overwrite: Bool = true,
                             _ produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(Failure) {
        if !overwrite, FileStatus.of(path, following: false) != .missing {
            throw Failure(path: path, reason: "already exists")
        }
        if overwrite, let special = SpecialTarget(path) {
            switch special {
            case .inPlace: return try writeInPlace(path, produce)
            case .linkTo(let target): return try write(to: target, overwrite: true, produce)
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).slimvc-\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard create(temporary, produce) else { throw Failure(path: path, reason: Self.unwritable(folder.isEmpty ? "." : folder)) }
        // link() refuses an existing target, so "never overwrite" holds even against a race.
        let moved = overwrite ? rename(temporary, path) : link(temporary, path)
        let reason = moved == 0 ? nil : errno == EEXIST ? "already exists" : String(cString: strerror(errno))
        if moved != 0 || !overwrite { try? FileManager.default.removeItem(atPath: temporary) }
        if let reason { throw Failure(path: path, reason: reason) }
    }

    /// Why no file could be made in `folder`: it is missing, not a folder, or not writable.
    private static func unwritable(_ folder: String) -> String {
        switch FileStatus.of(folder, following: true) {
        case .missing: "no such folder \(folder)"
        case .directory: "cannot write in \(folder)"
        default: "\(folder) is not a folder"
        }
    }

    /// What a path names that is not a plain file or nothing: a link, or a device to write into.
    private enum SpecialTarget {
        case inPlace
        case linkTo(String)

        init?(_ path: String) {
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
                self = .inPlace
                return
            }
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
            // A dangling link's target is where the file will be, as the link names it.
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
            let folder = (path as NSString).deletingLastPathComponent
            self = .linkTo(target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target)
        }
    }

    /// Writes every piece into a device or FIFO as it is, which cannot be renamed over.
    private static func writeInPlace(_ path: String, _ produce: (_ emit: ([UInt8]) -> Void) -> Void) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        let reason = writePieces(descriptor, produce) ? nil : String(cString: strerror(errno))
        close(descriptor)
        if let reason { throw Failure(path: path, reason: reason) }
    }

    /// Creates (or truncates) the file and writes every piece; false on any failure, after
    /// removing what was written.
    private static func create(_ path: String, _ produce: (_ emit: ([UInt8]) -> Void) -> Void) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        let complete = writePieces(descriptor, produce)
        let closed = close(descriptor) == 0
        if !(complete && closed) { unlink(path) }
        return complete && closed
    }

    /// Writes every piece `produce` hands over, in order; after a failed one, none more.
    private static func writePieces(_ descriptor: Int32, _ produce: (_ emit: ([UInt8]) -> Void) -> Void) -> Bool {
        var complete = true
        produce { bytes in
            guard complete else { return }
            complete = writeAll(descriptor, bytes)
        }
        return complete
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
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

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif
