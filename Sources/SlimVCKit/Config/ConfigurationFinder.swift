import Foundation

/// Finds the team's `rules.json`: the project root's, the topmost SlimVC configuration (one
/// with a `version`) at or above the given folder, stopping at the repository root (the
/// folder holding `.git`); the nested ones below it are laid over it, so that a file's
/// configuration is the same whether the project, its folder or the file is linted.
public enum ConfigurationFinder {
    public static let fileName = "rules.json"

    /// A linted path's folder, where its configuration is looked for and git runs: the
    /// path itself when a folder, else its parent.
    public static func folder(of path: String) -> String {
        if FileStatus.of(path, following: true) == .directory { return path }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The topmost `rules.json` with a `version` at or above `folder`, up to the repository
    /// root; without one, the nearest `rules.json`.
    public static func find(from folder: String) -> String? {
        var (nearest, topmost): (String?, String?) = (nil, nil)
        for current in folders(from: folder) {
            let candidate = (current as NSString).appendingPathComponent(fileName)
            if FileStatus.of(candidate, following: true) == .regular {
                nearest = nearest ?? candidate
                if (try? String(contentsOfFile: candidate, encoding: .utf8)).map(NestedConfiguration.isSlimVCConfiguration) == true { topmost = candidate }
            }
            if holdsRepository(current) { break }
        }
        return topmost ?? nearest
    }

    /// The `rules.json` files of SlimVC in the folders between each file and `top` (the
    /// top configuration's folder, absolute; neither it nor folders outside it), shallow
    /// first. Each folder is asked once.
    public static func nested(below top: String, for files: [String]) -> [String] {
        let current = FileManager.default.currentDirectoryPath
        let prefix = top == "/" ? "/" : top + "/"
        // The files' folders as written, each once: a project has far fewer folders than
        // files, and a path's folder is cut from its bytes, with no string made.
        var written: Set<Substring> = []
        for file in files {
            written.insert(file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[..<$0] } ?? ".")
        }
        var asked: Set<String> = []
        var found: [String] = []
        for folder in written {
            var folder = PathScope.absolute(String(folder), from: current)
            while folder.hasPrefix(prefix), asked.insert(folder).inserted {
                let candidate = folder + "/" + fileName
                if FileStatus.of(candidate, following: true) == .regular,
                   (try? String(contentsOfFile: candidate, encoding: .utf8)).map(NestedConfiguration.isSlimVCConfiguration) == true {
                    found.append(candidate)
                }
                // The folder above, cut at the last `/` (Foundation's path methods cost far more).
                folder = folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { $0 == folder.startIndex ? "/" : String(folder[..<$0]) } ?? "/"
            }
        }
        return found.sorted { ($0.count(where: { $0 == "/" }), $0) < ($1.count(where: { $0 == "/" }), $1) }
    }

    /// The folder holding `.git` at or above `folder`, if any: reports give paths
    /// relative to it, as GitHub and other tools expect.
    public static func repositoryRoot(from folder: String) -> String? {
        folders(from: folder).first(where: holdsRepository)
    }

    /// Without a configuration: the repository holding the files (absolute), else the
    /// folder they share.
    static func projectRoot(of files: Set<String>, current: String) -> String? {
        var common = Array(files.first.map { $0.split(separator: "/").dropLast() } ?? [])
        for file in files {
            let folders = file.split(separator: "/").dropLast()
            common = Array(common.prefix(zip(common, folders).prefix { $0 == $1 }.count))
        }
        let shared = "/" + common.joined(separator: "/")
        return ConfigurationFinder.repositoryRoot(from: shared).map { PathScope.absolute($0, from: current) } ?? shared
    }

    /// `folder` (standardized), then each folder above it up to `/`.
    private static func folders(from folder: String) -> [String] {
        var current = URL(fileURLWithPath: folder).standardizedFileURL.path
        var folders = [current]
        while true {
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return folders }
            folders.append(parent)
            current = parent
        }
    }

    private static func holdsRepository(_ folder: String) -> Bool {
        FileStatus.of((folder as NSString).appendingPathComponent(".git"), following: true) != .missing
    }
}

/// Paths relative to a configuration's folder, which its globs are matched against.
public struct PathScope: Sendable {
    public let folder: String
    let current: String
    /// What a path under the folder starts with: the folder and a slash.
    private let prefix: String
    /// What a path relative to the current folder gets in front: "" when the current folder
    /// is the folder, `Sub/` below it, nil elsewhere.
    private let currentWithin: String?

    public init(folder: String, current: String = FileManager.default.currentDirectoryPath) {
        self.folder = Self.absolute(folder, from: current)
        self.current = current
        prefix = self.folder == "/" ? "/" : self.folder + "/"
        let standardCurrent = Self.normalized(current)
        currentWithin = !current.hasPrefix("/") ? nil : standardCurrent == self.folder ? ""
            : Self.bytes(of: standardCurrent, after: prefix).map { $0 + "/" }
    }

    /// `App/Login.swift` for a file under the folder; the absolute path otherwise.
    public func relative(_ path: String) -> String {
        // Every file of `lint .` (`./App/Login.swift`) or of `lint App` takes this way,
        // which builds one string: the absolute path need not be made and cut again.
        if let currentWithin, let plain = Self.plainRelative(path) { return currentWithin.isEmpty ? plain : currentWithin + plain }
        let standard: String
        if path.utf8.first == UInt8(ascii: "/") {
            standard = Self.normalized(path)
        } else {
            var given = Substring(path)
            while given.hasPrefix("./") { given = given.dropFirst(2) }
            standard = Self.normalized(current + "/" + given)
        }
        return Self.bytes(of: standard, after: prefix) ?? standard
    }

    /// A relative path less its leading `./`s, when what is left names a file below the
    /// current folder as it is: not empty, no `.` or `..` segment, no repeated or trailing slash.
    static func plainRelative(_ path: String) -> String? {
        path.withUTF8Bytes { bytes in
            var start = 0
            while bytes.count - start >= 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: "/") { start += 2 }
            let rest = UnsafeBufferPointer(rebasing: bytes[start...])
            guard let first = rest.first, first != UInt8(ascii: "/"), isNormal(rest, "") else { return nil }
            return start == 0 ? path : String(decoding: rest, as: UTF8.self)
        }
    }

    /// What follows `prefix` in `path`, matched and cut byte for byte (after a `/`, so the
    /// rest is whole characters); nil if `path` does not start so.
    private static func bytes(of path: String, after prefix: String) -> String? {
        prefix.withUTF8Bytes { prefix in
            path.withUTF8Bytes { bytes in
                guard bytes.count >= prefix.count, bytes.prefix(prefix.count).elementsEqual(prefix) else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[prefix.count...]), as: UTF8.self)
            }
        }
    }

    /// No `.` or `..` segment, no repeated or trailing slash: nothing to resolve.
    static func isNormal(_ path: String) -> Bool {
        path.withUTF8Bytes { isNormal($0, path) }
    }

    private static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>, _ path: String) -> Bool {
        var previous: UInt8 = 0
        var segmentDots = 0
        var segmentLength = 0
        for byte in bytes {
            if byte == 0x2F {
                if previous == 0x2F || (segmentLength > 0 && segmentDots == segmentLength && segmentDots <= 2) { return false }
                segmentDots = 0
                segmentLength = 0
            } else {
                segmentLength += 1
                if byte == 0x2E { segmentDots += 1 }
            }
            previous = byte
        }
        return (previous != 0x2F || path == "/") && !(segmentLength > 0 && segmentDots == segmentLength && segmentDots <= 2)
    }

    /// A path made absolute from `current` (unless it is) and normalized.
    static func absolute(_ path: String, from current: String) -> String {
        normalized(path.hasPrefix("/") ? path : current + "/" + path)
    }

    /// An absolute path with `.`, `..` and repeated slashes resolved lexically. Done on
    /// bytes: `lint .` names every file `./…`, and splitting each into substrings took a
    /// tenth of such a run's time on a large project.
    static func normalized(_ path: String) -> String {
        if isNormal(path) { return path }
        return path.withUTF8Bytes { bytes in
            let (slash, dot) = (UInt8(ascii: "/"), UInt8(ascii: "."))
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var segmentStarts: [Int] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if segment.count == 2, segment[0] == dot, segment[1] == dot {
                    if let last = segmentStarts.popLast() { result.removeSubrange(last...) }
                } else if !segment.isEmpty, !(segment.count == 1 && segment[0] == dot) {
                    segmentStarts.append(result.count)
                    result.append(slash)
                    result.append(contentsOf: segment)
                }
                start = end + 1
            }
            return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
        }
    }
}
