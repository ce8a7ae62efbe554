/// Where the JSON parser is in the text: the position, with its line and column, and the
/// white space and scalars read from there.
struct JSONCursor {
    typealias SyntaxError = JSONParser.SyntaxError

    let bytes: [UInt8]
    var pos = 0
    var line = 1
    var lineStart = 0
    /// Characters of the current line counted up to a position, so that the column of each
    /// value costs only the bytes since the last one: a file on one line (`jq -c`) is not
    /// counted from its start again for each of its values.
    private var counted = (lineStart: 0, position: 0, characters: 0)

    /// At the start of `bytes`, after a byte order mark.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { pos = 3; lineStart = 3 }
    }

    var column: Int {
        bytes[lineStart..<pos].count { $0 & 0xC0 != 0x80 } + 1
    }

    /// `column`, counted on from the last time it was asked on this line.
    mutating func countedColumn() -> Int {
        if counted.lineStart != lineStart || counted.position > pos { counted = (lineStart, lineStart, 0) }
        counted.characters += bytes[counted.position..<pos].count { $0 & 0xC0 != 0x80 }
        counted.position = pos
        return counted.characters + 1
    }

    /// An error at the cursor; at a `//` or `/*`, that JSON has no comments, whatever was expected.
    func error(_ message: String) -> SyntaxError {
        let startsComment = peek() == UInt8(ascii: "/") && pos + 1 < bytes.count
            && (bytes[pos + 1] == UInt8(ascii: "/") || bytes[pos + 1] == UInt8(ascii: "*"))
        return SyntaxError(line: line, column: column, message: startsComment ? "JSON has no comments; remove the one that starts here" : message)
    }

    func peek() -> UInt8? { pos < bytes.count ? bytes[pos] : nil }

    mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            pos += 1
            if byte == 0x0A { line += 1; lineStart = pos }
        }
    }
}
