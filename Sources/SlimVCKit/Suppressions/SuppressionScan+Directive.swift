extension SuppressionScan {
    /// Reads the directive whose `slimvc:` is at `start`: its word, then rule ids (apart by
    /// spaces or commas) up to the end of the line, the end of a block comment, or a ` - `
    /// before a reason.
    func directive(at start: Int) -> Suppression {
        var cursor = start + Suppression.directivePrefix.utf8.count
        let wordStart = cursor
        while cursor < bytes.count, isWordByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ":") { cursor += 1 }
        let word = String(decoding: bytes[wordStart..<cursor], as: UTF8.self)
        var rules: [Suppression.Reference] = []
        while true {
            cursor = skipSpaces(cursor)
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") { cursor += 1; continue }
            guard cursor < bytes.count, !endsDirective(at: cursor) else { break }
            let idStart = cursor
            while cursor < bytes.count, !isBlank(bytes[cursor]), bytes[cursor] != UInt8(ascii: ","), !endsDirective(at: cursor) {
                cursor += 1
            }
            rules.append(Suppression.Reference(id: String(decoding: bytes[idStart..<cursor], as: UTF8.self), offset: idStart,
                                               location: location(ofByte: idStart)))
        }
        return Suppression(kind: Suppression.Kind(rawValue: word), word: "slimvc:" + word, rules: rules,
                           offset: start, location: location(ofByte: start))
    }

    /// A line end, the end of a block comment, or ` - ` (a reason follows).
    private func endsDirective(at cursor: Int) -> Bool {
        let byte = bytes[cursor]
        if byte == Ascii.newline || byte == Ascii.carriageReturn { return true }
        if byte == Ascii.star, cursor + 1 < bytes.count, bytes[cursor + 1] == Ascii.slash { return true }
        return byte == Ascii.minus && cursor > 0 && isBlank(bytes[cursor - 1])
            && (cursor + 1 == bytes.count || isBlank(bytes[cursor + 1]))
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == Ascii.space || byte == Ascii.tab || byte == Ascii.newline || byte == Ascii.carriageReturn
    }

    /// Line and 1-based byte column of a byte offset.
    func location(ofByte offset: Int) -> Location {
        let line = file.lines.line(of: offset)
        return Location(line: line, column: offset - Int(file.lines.lineStarts[line - 1]) + 1)
    }
}
