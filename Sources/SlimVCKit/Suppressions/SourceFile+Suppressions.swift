#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceFile {
    /// The `slimvc:` directives of the file, in order: only those that begin a comment's
    /// text (`// slimvc:…`, `/* slimvc:… */`), never text inside a string literal or
    /// further inside a comment.
    public func suppressions() -> [Suppression] {
        let prefix = Array(Suppression.directivePrefix.utf8)
        var found: [Suppression] = []
        var index = 0
        while let hit = nextOccurrence(of: prefix, from: index) {
            index = hit + prefix.count
            guard !isInsideToken(hit), let comment = commentText(around: hit), comment == hit else { continue }
            found.append(directive(at: hit))
        }
        return found
    }

    /// The next `pattern` at or after `start`, found through its last byte with `memchr`
    /// (the colon of `slimvc:` is far rarer in source than its letters).
    private func nextOccurrence(of pattern: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let last = pattern.last else { return nil }
            var position = start + pattern.count - 1
            while position < buffer.count {
                guard let raw = memchr(base + position, Int32(last), buffer.count - position) else { return nil }
                let end = base.distance(to: raw.assumingMemoryBound(to: UInt8.self))
                let candidate = end - pattern.count + 1
                if (0..<pattern.count).allSatisfy({ buffer[candidate + $0] == pattern[$0] }) { return candidate }
                position = end + 1
            }
            return nil
        }
    }

    /// Whether a byte lies inside a token (a string literal, say) rather than trivia.
    private func isInsideToken(_ offset: Int) -> Bool {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && offset < Int(tokens[low - 1].end)
    }

    /// Where the text of the comment holding `offset` begins (after `//`, `///`, `/*`,
    /// `/**` and white space), reading the trivia before it from the previous token.
    private func commentText(around offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].end) <= offset { low = middle + 1 } else { high = middle }
        }
        var position = low > 0 ? Int(tokens[low - 1].end) : 0
        while position < offset {
            let (textStart, end) = comment(at: position)
            if position == end { position += 1; continue }
            if offset < end { return textStart }
            position = end
        }
        return nil
    }

    /// The comment starting at `position`: where its text starts and where it ends
    /// (`position` itself for white space).
    private func comment(at position: Int) -> (text: Int, end: Int) {
        guard position + 1 < bytes.count, bytes[position] == Ascii.slash else { return (position, position) }
        var cursor = position + 2
        if bytes[position + 1] == Ascii.slash {
            while cursor < bytes.count, bytes[cursor] == Ascii.slash { cursor += 1 }
            let text = skipSpaces(cursor)
            while cursor < bytes.count, bytes[cursor] != Ascii.newline, bytes[cursor] != Ascii.carriageReturn { cursor += 1 }
            return (text, cursor)
        }
        guard bytes[position + 1] == Ascii.star else { return (position, position) }
        if cursor < bytes.count, bytes[cursor] == Ascii.star { cursor += 1 }
        let text = skipSpaces(cursor, newlines: true)
        var depth = 1
        while cursor + 1 < bytes.count, depth > 0 {
            if bytes[cursor] == Ascii.slash, bytes[cursor + 1] == Ascii.star { depth += 1; cursor += 2 }
            else if bytes[cursor] == Ascii.star, bytes[cursor + 1] == Ascii.slash { depth -= 1; cursor += 2 }
            else { cursor += 1 }
        }
        return (text, depth == 0 ? cursor : bytes.count)
    }

    func skipSpaces(_ start: Int, newlines: Bool = false) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == Ascii.space || bytes[cursor] == Ascii.tab
            || (newlines && (bytes[cursor] == Ascii.newline || bytes[cursor] == Ascii.carriageReturn)) { cursor += 1 }
        return cursor
    }
}
