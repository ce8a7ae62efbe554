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
    }

    /// Every file found, sorted by path bytes, without duplicates.
    public static func find(_ paths: [String]) throws(MissingPath) -> [String] {
        var found: [String] = []
        for path in paths {
            switch FileStatus.of(path, following: true) {
            case .missing: throw MissingPath(path: path)
            case .directory: walk(path, into: &found)
            default: found.append(path)
            }
        }
        return Array(Set(found)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// An explicit stack of folders, so that deep trees cannot exhaust the call stack.
    private static func walk(_ root: String, into found: inout [String]) {
        var folders = [root]
        while let folder = folders.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                switch FileStatus.of(path, following: false) {
                case .directory: folders.append(path)
                case .regular: if name.hasSuffix(".swift") { found.append(path) }
                default: break
                }
            }
        }
    }
}

/// What a path names, read with `stat` or `lstat`.
enum FileStatus {
    case missing, regular, directory, symlink, other

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
