import Foundation

/// A glob on names, matched without the glob matcher in the usual shapes (`FeedCell`,
/// `*ViewModel`, `Base*`, `*Screen*`): team rules ask one of every declaration and every
/// type name a declaration writes.
public final class NamePattern: Sendable {
    private enum Shape: Sendable {
        case exact, prefix, suffix, infix, glob
    }

    public let glob: Glob
    private let shape: Shape
    /// The literal text of the shortcut shapes, in UTF-8.
    private let text: [UInt8]
    /// Whether it matches qualified names (`Feed.Cell`): it holds a dot.
    let isQualified: Bool

    init(_ glob: Glob) {
        self.glob = glob
        let pattern = glob.pattern
        isQualified = pattern.contains(".")
        let special: Set<Character> = ["*", "?", "[", "]", "{", "}", "\\", "/"]
        let inner = pattern.trimmingPrefix("*")
        let core = inner.hasSuffix("*") ? inner.dropLast() : inner[...]
        let starts = pattern.hasPrefix("*"), ends = inner.hasSuffix("*")
        guard !core.isEmpty, !core.contains(where: special.contains) else {
            (shape, text) = (.glob, [])
            return
        }
        text = Array(core.utf8)
        shape = switch (starts, ends) {
        case (false, false): .exact
        case (false, true): .prefix
        case (true, false): .suffix
        case (true, true): .infix
        }
    }

    func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matches(utf8: $0) } ?? glob.matches(name)
    }

    /// Whether the bytes of a name match; nil when only the glob matcher can tell.
    func matches(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch shape {
        case .exact: return name.count == text.count && same(name, at: 0)
        case .prefix: return name.count >= text.count && same(name, at: 0)
        case .suffix: return name.count >= text.count && same(name, at: name.count - text.count)
        case .infix:
            guard name.count >= text.count else { return false }
            return (0...(name.count - text.count)).contains { same(name, at: $0) }
        case .glob: return nil
        }
    }

    /// Whether `text` stands in `name` at `offset` (where it fits).
    private func same(_ name: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        // Most names differ in the first or last byte compared: no call for those.
        guard let base = name.baseAddress, name[offset] == text[0], name[offset + text.count - 1] == text[text.count - 1] else { return false }
        return text.withUnsafeBytes { memcmp(base + offset, $0.baseAddress!, text.count) == 0 }
    }
}
