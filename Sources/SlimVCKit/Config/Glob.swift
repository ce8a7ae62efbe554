#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path glob as teams write them in `rules.json`: `*` and `?` within a path segment,
/// `**` as a whole segment for any number of segments (`**/Tests/**`, `Legacy/**`),
/// `[abc]`, `[a-z]`, `[!abc]`, `{a,b}` (nested too), `\` escaping the next character.
/// Matching is linear in the pattern times the path, whatever the pattern.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    let alternatives: [[GlobPiece]]

    /// The shape of the common patterns, decided once, so that asking every file is cheap.
    private let shortcut: Shortcut
    /// For each alternative, the text that every path it matches holds (`Literals`).
    private let literals: [Literals]

    private enum Shortcut: Sendable, Equatable {
        /// `**`
        case everything
        /// `**/*.swift`: the last segment ends with the text.
        case nameSuffix([UInt8])
        /// `**/Name/**` (the default excludes): a whole segment anywhere but last.
        case segment(prefix: [UInt8], infix: [UInt8])
        /// `**/*.playground/**`: a segment anywhere but last that ends with the text (the
        /// bytes hold the text and the `/` after it).
        case segmentEnd([UInt8])
        /// `Legacy/**`: the path starts with the text (which ends with `/`).
        case folder([UInt8])
        case none
    }

    public init(_ pattern: String) throws(GlobError) {
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        guard !text.isEmpty else { throw GlobError(message: "empty pattern") }
        self.pattern = pattern
        let expansions = try GlobParser.expand(Array(text.unicodeScalars), offset: pattern.unicodeScalars.count - text.unicodeScalars.count)
        // Matching costs the expanded pattern's length times the path's. Bounded by the
        // longest path (PATH_MAX, far more than any pattern a team writes), a pasted or
        // generated pattern cannot make every file cost seconds.
        let length = expansions.reduce(0) { $0 + $1.count }
        guard length <= Self.longestExpansion else {
            throw GlobError(message: "\(length) characters once {…} is expanded, more than \(Self.longestExpansion)")
        }
        alternatives = try expansions.map { expansion throws(GlobError) in try GlobParser.pieces(expansion) }
        shortcut = Self.shortcut(alternatives)
        literals = alternatives.map(Literals.init)
    }

    /// The most characters a pattern's alternatives hold together.
    static let longestExpansion = 4096

    /// Whether every path matches (`**`).
    var isEverything: Bool { shortcut == .everything }

    /// Whether the whole relative path (`/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        switch shortcut {
        case .everything: return true
        case .nameSuffix(let suffix):
            // The suffix holds no `/`, so the name ends with it exactly when the path does.
            return path.withUTF8Bytes { $0.count >= suffix.count && Self.same(suffix, $0.baseAddress! + ($0.count - suffix.count)) }
        case .segment(let prefix, let infix):
            return path.withUTF8Bytes { ($0.count >= prefix.count && Self.same(prefix, $0.baseAddress!)) || Self.contains(infix, in: $0) }
        case .folder(let prefix):
            return path.withUTF8Bytes { $0.count >= prefix.count && Self.same(prefix, $0.baseAddress!) }
        case .segmentEnd(let end):
            // `*` matches within one segment, so some segment ends with the text exactly
            // when the text and a `/` stand anywhere in the path.
            return path.withUTF8Bytes { Self.contains(end, in: $0) }
        case .none:
            // Most paths lack some literal text of the pattern and need no matcher.
            let possible = path.withUTF8Bytes { bytes in literals.indices.filter { literals[$0].allow(bytes) } }
            return !possible.isEmpty && matches(path, alternatives: possible)
        }
    }

    /// Whether the pattern matches every path under a folder (relative, no `/` at its
    /// end), whatever it holds: then the folder need not be listed. Answered for `**`,
    /// `**/Name/**`, `**/*.suffix/**` and `Legacy/**`; false (list it) for any other pattern.
    func matchesEverything(under folder: String) -> Bool {
        switch shortcut {
        // These look only at the folder's part of a path under it (each of its segments
        // is one of the path's, and not its last), so `folder/` answers for every path.
        case .everything, .segment, .segmentEnd, .folder: return matches(folder + "/")
        case .nameSuffix, .none: return false
        }
    }

    /// The matcher alone on every alternative, with no shortcut (what tests compare with).
    func matchesByMatcher(_ path: String) -> Bool {
        matches(path, alternatives: alternatives.indices)
    }

    /// Whether the matcher matches the path with one of the alternatives at `indices`.
    private func matches(_ path: String, alternatives indices: some Sequence<Int>) -> Bool {
        let scalars = Array(path.unicodeScalars)
        return indices.contains { index in
            var matcher = GlobMatcher(pieces: alternatives[index], path: scalars)
            return matcher.run()
        }
    }

    /// Literal text an alternative's matches hold: the text before its first wildcard as
    /// their start, the text after its last as their end, and every run of literal
    /// characters between somewhere (each run matches itself only, so its UTF-8 bytes
    /// are in the path's bytes). A path without one of them cannot match.
    private struct Literals: Sendable, Equatable {
        var prefix: [UInt8] = []
        var suffix: [UInt8] = []
        var runs: [[UInt8]] = []

        init(_ pieces: [GlobPiece]) {
            // Runs of literal pieces, as ranges of piece indices.
            var ranges: [Range<Int>] = []
            for (index, piece) in pieces.enumerated() {
                guard case .scalar = piece else { continue }
                if let last = ranges.last, last.upperBound == index { ranges[ranges.count - 1] = last.lowerBound..<index + 1 } else { ranges.append(index..<index + 1) }
            }
            for range in ranges {
                var text = String.UnicodeScalarView()
                for case .scalar(let scalar) in pieces[range] { text.append(scalar) }
                let bytes = Array(String(text).utf8)
                if range.lowerBound == 0 { prefix = bytes } else if range.upperBound == pieces.count { suffix = bytes } else if bytes.count > 1 { runs.append(bytes) }
            }
        }

        func allow(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
            guard path.count >= prefix.count + suffix.count else { return false }
            guard prefix.isEmpty || Glob.same(prefix, path.baseAddress!) else { return false }
            guard suffix.isEmpty || Glob.same(suffix, path.baseAddress! + (path.count - suffix.count)) else { return false }
            return runs.allSatisfy { Glob.contains($0, in: path) }
        }
    }

    /// Whether `bytes` hold `needle` (a short pattern) anywhere: its first byte found by
    /// `memchr`, the rest compared by `memcmp`, as every file is asked of every default
    /// exclude, and a loop over the path's bytes cost more.
    /// Searched by the needle's first byte that is no `/`: a path has fewer of any name's
    /// first letter than of slashes (`/Pods/` is looked for at each `P`).
    fileprivate static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= bytes.count, !needle.isEmpty, let base = bytes.baseAddress else { return needle.isEmpty }
        let pivot = needle.count > 1 && needle[0] == UInt8(ascii: "/") ? 1 : 0
        let last = base + (bytes.count - needle.count)
        var cursor = base
        while cursor <= last, let found = memchr(cursor + pivot, Int32(needle[pivot]), last - cursor + 1) {
            let start = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - pivot
            if same(needle, start) { return true }
            cursor = start + 1
        }
        return false
    }

    /// Whether the bytes at `start` are `expected` (which fit before the end).
    fileprivate static func same(_ expected: [UInt8], _ start: UnsafePointer<UInt8>) -> Bool {
        expected.withUnsafeBytes { memcmp(start, $0.baseAddress!, expected.count) == 0 }
    }

    private static func shortcut(_ alternatives: [[GlobPiece]]) -> Shortcut {
        guard alternatives.count == 1, let pieces = alternatives.first else { return .none }
        if pieces == [.rest] { return .everything }
        if pieces.count > 2, pieces[0] == .segments, pieces[1] == .star, let suffix = literal(pieces.dropFirst(2)) {
            return .nameSuffix(Array(suffix.utf8))
        }
        if pieces.count > 2, pieces.last == .rest, pieces[pieces.count - 2] == .scalar("/"), let folder = literal(pieces.dropLast(2), slashes: true) {
            return .folder(Array((folder + "/").utf8))
        }
        if let segment = segmentAnywhere(pieces) {
            return .segment(prefix: Array((segment + "/").utf8), infix: Array(("/" + segment + "/").utf8))
        }
        if pieces.count > 4, pieces[0] == .segments, pieces[1] == .star, pieces.last == .rest, pieces[pieces.count - 2] == .scalar("/"),
           let end = literal(pieces.dropFirst(2).dropLast(2)) {
            return .segmentEnd(Array((end + "/").utf8))
        }
        return .none
    }

    public var description: String { pattern }

    /// `Name` for `**/Name/**` (the default excludes, asked of every file), else nil.
    private static func segmentAnywhere(_ pieces: [GlobPiece]) -> String? {
        guard pieces.count > 3, pieces.first == .segments, pieces.last == .rest, pieces[pieces.count - 2] == .scalar("/") else { return nil }
        return literal(pieces.dropFirst().dropLast(2))
    }

    /// The text of pieces that are all literal scalars (and not `/`, unless `slashes`), else nil.
    private static func literal(_ pieces: ArraySlice<GlobPiece>, slashes: Bool = false) -> String? {
        var text = String.UnicodeScalarView()
        for piece in pieces {
            guard case .scalar(let scalar) = piece, slashes || scalar != "/" else { return nil }
            text.append(scalar)
        }
        return String(text)
    }
}

public struct GlobError: Error, Sendable, Equatable {
    public let message: String
}

enum GlobPiece: Sendable, Equatable {
    case scalar(Unicode.Scalar)
    /// `?`
    case one
    /// `[…]`: ranges, and whether the class is negated.
    case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    /// `*`
    case star
    /// `**/`: zero or more whole segments.
    case segments
    /// A final `**`: everything left.
    case rest
}

/// Runs the pieces over a path with a memo of (piece, position, inside a segment), so no
/// pattern can make matching exponential.
struct GlobMatcher {
    let pieces: [GlobPiece]
    let path: [Unicode.Scalar]
    private var memo: [UInt8]

    init(pieces: [GlobPiece], path: [Unicode.Scalar]) {
        self.pieces = pieces
        self.path = path
        memo = [UInt8](repeating: 0, count: (pieces.count + 1) * (path.count + 1) * 2)
    }

    mutating func run() -> Bool { match(0, 0, inside: false) }

    private mutating func match(_ piece: Int, _ at: Int, inside: Bool) -> Bool {
        let key = ((piece * (path.count + 1)) + at) * 2 + (inside ? 1 : 0)
        if memo[key] != 0 { return memo[key] == 2 }
        let result = compute(piece, at, inside: inside)
        memo[key] = result ? 2 : 1
        return result
    }

    private mutating func compute(_ piece: Int, _ at: Int, inside: Bool) -> Bool {
        guard piece < pieces.count else { return at == path.count }
        let next = at < path.count ? path[at] : nil
        let isSegmentCharacter = next != nil && next != "/"
        switch pieces[piece] {
        case .scalar(let scalar): return next == scalar && match(piece + 1, at + 1, inside: false)
        case .one: return isSegmentCharacter && match(piece + 1, at + 1, inside: false)
        case .set(let ranges, let negated):
            guard let next, isSegmentCharacter else { return false }
            return ranges.contains { $0.contains(next) } != negated && match(piece + 1, at + 1, inside: false)
        case .star: return match(piece + 1, at, inside: false) || (isSegmentCharacter && match(piece, at + 1, inside: false))
        case .rest: return true
        case .segments:
            if !inside, match(piece + 1, at, inside: false) { return true }
            guard let next else { return false }
            return match(piece, at + 1, inside: next != "/")
        }
    }
}
