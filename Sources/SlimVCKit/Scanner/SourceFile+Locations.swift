extension SourceFile {
    /// Line and 1-based byte column of a token's first byte.
    public func location(of token: Int) -> Location {
        let start = Int(tokens[token].start)
        let line = startLine(of: token)
        return Location(line: line, column: start - Int(lines.lineStarts[line - 1]) + 1)
    }

    /// Line and 1-based byte column just after a token's last byte.
    public func endLocation(of token: Int) -> Location {
        let end = Int(tokens[token].end)
        let line = endLine(of: token)
        return Location(line: line, column: end - Int(lines.lineStarts[line - 1]) + 1)
    }

    /// Whether a byte range of the file spells `word`.
    func spells(_ token: Int, _ word: StaticString) -> Bool {
        let value = tokens[token]
        guard Int(value.end - value.start) == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { startsToken(value, with: $0) }
    }

    /// Whether a token's bytes begin with `prefix`'s, without making a String.
    func spells(_ token: Int, prefix: StaticString) -> Bool {
        let value = tokens[token]
        guard Int(value.end - value.start) >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { startsToken(value, with: $0) }
    }

    /// A token's bytes, to look for other tokens spelled alike with `spells(_:bytes:)`.
    func bytes(of token: Int) -> [UInt8] {
        Array(bytes[Int(tokens[token].start)..<Int(tokens[token].end)])
    }

    /// Whether a token's bytes are `word`'s UTF-8 bytes.
    func spells(_ token: Int, bytes word: [UInt8]) -> Bool {
        let value = tokens[token]
        guard Int(value.end - value.start) == word.count else { return false }
        return word.withUnsafeBufferPointer { startsToken(value, with: $0) }
    }

    /// Whether the file's bytes at a token's start are `expected` (which the token is at
    /// least as long as): a plain loop, as the words are short and most differ early.
    private func startsToken(_ token: Token, with expected: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { all in
            let start = Int(token.start)
            var index = 0
            while index < expected.count, all[start + index] == expected[index] { index += 1 }
            return index == expected.count
        }
    }
}

extension SourceFile {
}
