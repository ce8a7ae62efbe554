/// A JSON value read from a configuration file, with where it was written, so that
/// every configuration error can name its line and column. Integers are kept apart from
/// other numbers and `true` from `1`, which Foundation's parser does not do.
public struct JSONNode: Sendable, Equatable {
    public var value: JSONValue
    public var line: Int
    public var column: Int

    public init(_ value: JSONValue, line: Int = 0, column: Int = 0) {
        self.value = value
        self.line = line
        self.column = column
    }
}

public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// What users call the value's type in messages: `an integer`, `a string`, ….
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A key and its value in a JSON object, in the order written.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var line: Int
    public var column: Int
    public var node: JSONNode

    public init(key: String, line: Int = 0, column: Int = 0, node: JSONNode) {
        self.key = key
        self.line = line
        self.column = column
        self.node = node
    }
}

extension JSONNode {
    /// The member named `key` of an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }

    public var members: [JSONMember] {
        if case .object(let members) = value { return members }
        return []
    }

    public var strings: [String]? {
        guard case .array(let items) = value else { return nil }
        var strings: [String] = []
        for item in items {
            guard case .string(let text) = item.value else { return nil }
            strings.append(text)
        }
        return strings
    }
}
