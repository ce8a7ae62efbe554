#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Finds the `.swift` files under the paths a user names: a file is taken as given, a
/// folder is walked without following symlinks (a symlinked file is the same code as its
/// target, which is linted where it lives) and skipping hidden entries (`.build`, `.git`,
/// …). Paths keep the spelling they were given in.
public enum SwiftFileFinder {
    public struct MissingPath: Error, Equatable {
        public let path: String
        /// `no such file or folder`, or what `stat` said (`Too many levels of symbolic links`).
        public var reason = "no such file or folder"
    }

    /// Every file found, sorted by path bytes, without duplicates.
    public static func find(_ paths: [String], jobs: Int = 1) throws(MissingPath) -> [String] {
        try search(paths, jobs: jobs).files
    }

    /// The files found, and the entries that cannot be linted: `.swift` names that are not
    /// UTF-8 (no path string can open them) and folders that cannot be listed. Folders are
    /// listed on `jobs` threads; the answer is the same for any number.
    /// A folder found inside one of the paths is not listed when `skipsFolder` says so (the
    /// paths themselves always are).
    public static func search(_ paths: [String], jobs: Int = 1, skipsFolder: (@Sendable (String) -> Bool)? = nil) throws(MissingPath)
        -> (files: [String], unreadable: [FileReader.Failure]) {
        var found: [String] = []
        var unreadable: [FileReader.Failure] = []
        for path in paths {
            switch FileStatus.of(path, following: true) {
            case .missing: throw MissingPath(path: path, reason: FileStatus.reason(path))
            case .directory:
                let walked = walk(path, jobs: jobs, skipsFolder: skipsFolder)
                found += walked.files
                unreadable += walked.unreadable
            default: found.append(path)
            }
        }
        // ASCII paths (nearly always) sort the same by `<`, which compares them as bytes
        // without a call per comparison; any other path needs byte order spelled out.
        if found.allSatisfy({ $0.withUTF8Bytes { $0.allSatisfy { $0 < 0x80 } } }) { found.sort() } else { found.sort { $0.bytesPrecede($1) } }
        // Sorted, a path named twice (a file and its folder both given) is its neighbour.
        var files: [String] = []
        files.reserveCapacity(found.count)
        for path in found {
            // Byte for byte: two spellings of one name in Unicode are two files.
            if let last = files.last, !last.bytesPrecede(path) { continue }
            files.append(path)
        }
        return (files, unreadable.sorted { $0.path.bytesPrecede($1.path) })
    }

    /// A queue of folders rather than recursion, so that deep trees cannot exhaust the
    /// call stack; each thread takes the next folder waiting.
    private static func walk(_ root: String, jobs: Int, skipsFolder: (@Sendable (String) -> Bool)?) -> FolderListing {
        let queue = FolderQueue(root)
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
            while let folder = queue.next() { queue.finish(list(folder, root: root, skipsFolder: skipsFolder)) }
        }
        return queue.result
    }

    /// One folder's subfolders, `.swift` files and entries that cannot be linted. The entry
    /// type comes from the listing; `lstat` is asked only when the file system does not say.
    private static func list(_ folder: String, root: String, skipsFolder: (@Sendable (String) -> Bool)?) -> FolderListing {
        var listing = FolderListing()
        let listed = DirectoryEntries.list(folder) { entry, type in
            guard entry.first != UInt8(ascii: "."), type != .other, type != .symlink else { return }
            let isSwift = entry.count > 6 && entry.suffix(6).elementsEqual(".swift".utf8)
            guard isSwift || type != .regular else { return }
            guard entry.allSatisfy({ $0 < 0x80 }) || String(validating: entry, as: UTF8.self) != nil else {
                let shown = String(decoding: entry, as: UTF8.self)
                if isSwift { listing.unreadable.append(FileReader.Failure(path: folder + "/" + shown, reason: "the file name is not UTF-8")) }
                return
            }
            let path = joined(folder, entry)
            switch type == .missing ? FileStatus.of(path, following: false) : type {
            case .directory: if skipsFolder?(path) != true { listing.folders.append(path) }
            case .regular: if isSwift { listing.files.append(path) }
            default: break
            }
        }
        if !listed, folder != root {
            listing.unreadable.append(FileReader.Failure(path: folder, reason: "cannot list the folder"))
        }
        return listing
    }

    /// `folder/name`, made in one piece; `name` is whole UTF-8.
    private static func joined(_ folder: String, _ name: UnsafeBufferPointer<UInt8>) -> String {
        folder.withUTF8Bytes { head in
            let slash = head.last == UInt8(ascii: "/") ? 0 : 1
            return String(unsafeUninitializedCapacity: head.count + slash + name.count) { buffer in
                _ = buffer.initialize(fromContentsOf: head)
                if slash == 1 { buffer[head.count] = UInt8(ascii: "/") }
                _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + slash)...]).initialize(fromContentsOf: name)
                return head.count + slash + name.count
            }
        }
    }
}

/// What listing folders found.
struct FolderListing {
    var folders: [String] = []
    var files: [String] = []
    var unreadable: [FileReader.Failure] = []
}

/// Folders waiting to be listed, shared by the walking threads. The walk is over when no
/// folder is waiting and no thread is listing one (which could add more).
final class FolderQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [String]
    private var listing = 0
    private var found = FolderListing()

    init(_ root: String) { waiting = [root] }

    /// The next folder to list, after waiting for one if others are being listed; nil
    /// when the walk is over.
    func next() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty, listing > 0 { condition.wait() }
        guard let folder = waiting.popLast() else { return nil }
        listing += 1
        return folder
    }

    func finish(_ listed: FolderListing) {
        condition.lock()
        defer { condition.unlock() }
        waiting += listed.folders
        found.files += listed.files
        found.unreadable += listed.unreadable
        listing -= 1
        condition.broadcast()
    }

    /// Files and unreadable entries found (in no particular order).
    var result: FolderListing {
        condition.lock()
        defer { condition.unlock() }
        return found
    }
}

/// A folder's entries: raw name bytes (which may not be UTF-8) and the type the listing
/// gives, `.missing` when it gives none.
enum DirectoryEntries {
    /// Calls `body` for every entry but `.` and `..`; false when the folder cannot be opened.
    static func list(_ folder: String, _ body: (UnsafeBufferPointer<UInt8>, FileStatus) -> Void) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let type = entryType(entry.pointee.d_type)
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[0..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                if !name.elementsEqual([0x2E]), !name.elementsEqual([0x2E, 0x2E]) { body(name, type) }
            }
        }
        return true
    }

    private static func entryType(_ type: UInt8) -> FileStatus {
        switch Int(type) {
        case Int(DT_REG): return .regular
        case Int(DT_DIR): return .directory
        case Int(DT_LNK): return .symlink
        case Int(DT_UNKNOWN): return .missing
        default: return .other
        }
    }
}

/// What a path names, read with `stat` or `lstat`.
enum FileStatus {
    case missing, regular, directory, symlink, other

    /// Why `stat` fails on a path, in words.
    static func reason(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) != 0, errno != ENOENT else { return "no such file or folder" }
        return String(cString: strerror(errno))
    }

    static func of(_ path: String, following: Bool) -> FileStatus {
        var info = stat()
        let result = following ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }
}
