/// A strict JSON parser (RFC 8259) that keeps positions, key order and duplicate keys
/// apart, for configuration files. Nesting is limited so no input can exhaust the stack.
/// It reads the structure, objects and arrays; its cursor reads the scalars.
public struct JSONParser {
    public struct SyntaxError: Error, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
    }

    static let maximumDepth = 256

    var cursor: JSONCursor
    var depth = 0

    public static func parse(_ text: String) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(cursor: JSONCursor(bytes: Array(text.utf8)))
        let node = try parser.value()
        parser.cursor.skipSpace()
        guard parser.cursor.pos == parser.cursor.bytes.count else { throw parser.cursor.error("unexpected text after the JSON value") }
        return node
    }

    mutating func value() throws(SyntaxError) -> JSONNode {
        cursor.skipSpace()
        let (startLine, startColumn) = (cursor.line, cursor.countedColumn())
        guard let byte = cursor.peek() else { throw cursor.error("expected a value, found the end of the file") }
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "{"): value = try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.object() }
        case UInt8(ascii: "["): value = try nested { (parser: inout JSONParser) throws(SyntaxError) in try parser.array() }
        case UInt8(ascii: "\""): value = .string(try cursor.string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try cursor.number()
        default: value = try cursor.literal()
        }
        return JSONNode(value, line: startLine, column: startColumn)
    }

    private mutating func nested(_ body: (inout JSONParser) throws(SyntaxError) -> JSONValue) throws(SyntaxError) -> JSONValue {
        depth += 1
        guard depth <= Self.maximumDepth else { throw cursor.error("nested more than \(Self.maximumDepth) levels deep") }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        cursor.pos += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        cursor.skipSpace()
        if cursor.peek() == UInt8(ascii: "}") { cursor.pos += 1; return .object(members) }
        while true {
            cursor.skipSpace()
            let (keyLine, keyColumn) = (cursor.line, cursor.countedColumn())
            guard cursor.peek() == UInt8(ascii: "\"") else { throw cursor.error(members.isEmpty ? "expected a key in quotes" : "expected a key in quotes after ','; JSON allows no trailing comma") }
            let key = try cursor.string()
            if !keys.insert(key).inserted {
                throw SyntaxError(line: keyLine, column: keyColumn, message: "duplicate key '\(brief(key))'")
            }
            cursor.skipSpace()
            guard cursor.peek() == UInt8(ascii: ":") else { throw cursor.error("expected ':' after the key '\(brief(key))'") }
            cursor.pos += 1
            members.append(JSONMember(key: key, line: keyLine, column: keyColumn, node: try value()))
            cursor.skipSpace()
            switch cursor.peek() {
            case UInt8(ascii: ","): cursor.pos += 1
            case UInt8(ascii: "}"): cursor.pos += 1; return .object(members)
            default: throw cursor.error("expected ',' or '}' after the value of '\(brief(key))'")
            }
        }
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        cursor.pos += 1
        var items: [JSONNode] = []
        cursor.skipSpace()
        if cursor.peek() == UInt8(ascii: "]") { cursor.pos += 1; return .array(items) }
        while true {
            cursor.skipSpace()
            if cursor.peek() == UInt8(ascii: "]") { throw cursor.error("expected a value after ','; JSON allows no trailing comma") }
            items.append(try value())
            cursor.skipSpace()
            switch cursor.peek() {
            case UInt8(ascii: ","): cursor.pos += 1
            case UInt8(ascii: "]"): cursor.pos += 1; return .array(items)
            default: throw cursor.error("expected ',' or ']' in the array")
            }
        }
    }
}
