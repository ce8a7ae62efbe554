/// A strict JSON parser (RFC 8259) that keeps positions, key order and duplicate keys
/// apart, for configuration files. Nesting is limited so no input can exhaust the stack.
public struct JSONParser {
    public struct SyntaxError: Error, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    static let maximumDepth = 256

    let bytes: [UInt8]
    var pos = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// Characters of the current line counted up to a position, so that the column of each
    /// value costs only the bytes since the last one: a file on one line (`jq -c`) is not
    /// counted from its start again for each of its values.
    private var counted = (lineStart: 0, position: 0, characters: 0)

    public static func parse(_ text: String) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.pos = 3; parser.lineStart = 3 }
        let node = try parser.value()
        parser.skipSpace()
        guard parser.pos == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    var column: Int {
        bytes[lineStart..<pos].count { $0 & 0xC0 != 0x80 } + 1
    }

    /// `column`, counted on from the last time it was asked on this line.
    private mutating func countedColumn() -> Int {
        if counted.lineStart != lineStart || counted.position > pos { counted = (lineStart, lineStart, 0) }
        counted.characters += bytes[counted.position..<pos].count { $0 & 0xC0 != 0x80 }
        counted.position = pos
        return counted.characters + 1
    }

    func error(_ message: String) -> SyntaxError {
        SyntaxError(line: line, column: column, message: message)
    }

    func peek() -> UInt8? { pos < bytes.count ? bytes[pos] : nil }

    mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            pos += 1
            if byte == 0x0A { line += 1; lineStart = pos }
        }
    }

    mutating func value() throws(SyntaxError) -> JSONNode {
        skipSpace()
        let (startLine, startColumn) = (line, countedColumn())
        guard let byte = peek() else { throw error("expected a value, found the end of the file") }
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "{"): value = try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.object() }
        case UInt8(ascii: "["): value = try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.array() }
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try number()
        default: value = try literal()
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    private mutating func nested(_ body: (inout JSONParser) throws(SyntaxError) -> JSONValue) throws(SyntaxError) -> JSONValue {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        pos += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipSpace()
        if peek() == UInt8(ascii: "}") { pos += 1; return .object(members) }
        while true {
            skipSpace()
            let (keyLine, keyColumn) = (line, countedColumn())
            guard peek() == UInt8(ascii: "\"") else { throw error(members.isEmpty ? "expected a key in quotes" : "expected a key in quotes after ','; JSON allows no trailing comma") }
            let key = try string()
            if !keys.insert(key).inserted {
                throw SyntaxError(line: keyLine, column: keyColumn, message: "duplicate key '\(brief(key))'")
            }
            skipSpace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(brief(key))'") }
            pos += 1
            members.append(JSONMember(key: key, line: keyLine, column: keyColumn, node: try value()))
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "}"): pos += 1; return .object(members)
            default: throw error("expected ',' or '}' after the value of '\(brief(key))'")
            }
        }
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        pos += 1
        var items: [JSONNode] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") { pos += 1; return .array(items) }
        while true {
            skipSpace()
            if peek() == UInt8(ascii: "]") { throw error("expected a value after ','; JSON allows no trailing comma") }
            items.append(try value())
            skipSpace()
            switch peek() {
            case UInt8(ascii: ","): pos += 1
            case UInt8(ascii: "]"): pos += 1; return .array(items)
            default: throw error("expected ',' or ']' in the array")
            }
        }
    }
}
