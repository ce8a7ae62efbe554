/// Decodes rule options straight from a `JSONNode`, the twin of `OptionsEncoder`: no text
/// in between and no Foundation decoder. Options are validated before they are decoded
/// (`OptionsValidator`), so the errors here are for programming mistakes.
struct OptionsDecoder: Decoder {
    let node: JSONNode
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
        try T(from: OptionsDecoder(node: node))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node.value else { throw mismatch("an object") }
        return KeyedDecodingContainer(Keyed(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else { throw mismatch("an array") }
        return Unkeyed(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(node: node, codingPath: codingPath) }

    private func mismatch(_ expected: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found \(node.value.typeName)"))
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [JSONMember]
        var codingPath: [any CodingKey]
        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

        private func member(_ key: Key) throws -> OptionsDecoder {
            guard let member = members.first(where: { $0.key == key.stringValue }) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no \(key.stringValue)"))
            }
            return OptionsDecoder(node: member.node, codingPath: codingPath + [key])
        }

        func decodeNil(forKey key: Key) throws -> Bool { try member(key).node.value == .null }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: member(key)) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey> {
            try member(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try member(key).unkeyedContainer() }
        func superDecoder() throws -> any Decoder { OptionsDecoder(node: JSONNode(.object(members)), codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let items: [JSONNode]
        var codingPath: [any CodingKey]
        var currentIndex = 0
        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        private mutating func next() throws -> OptionsDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "the array ended"))
            }
            currentIndex += 1
            return OptionsDecoder(node: items[currentIndex - 1], codingPath: codingPath)
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, items[currentIndex].value == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next()) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    private struct Single: SingleValueDecodingContainer {
        let node: JSONNode
        var codingPath: [any CodingKey]

        private func mismatch(_ expected: String) -> DecodingError {
            OptionsDecoder(node: node, codingPath: codingPath).mismatch(expected)
        }

        func decodeNil() -> Bool { node.value == .null }

        func decode(_ type: Bool.Type) throws -> Bool {
            guard case .bool(let value) = node.value else { throw mismatch("a boolean") }
            return value
        }

        func decode(_ type: String.Type) throws -> String {
            guard case .string(let value) = node.value else { throw mismatch("a string") }
            return value
        }

        func decode(_ type: Double.Type) throws -> Double {
            switch node.value {
            case .number(let value): return value
            case .integer(let value): return Double(value)
            default: throw mismatch("a number")
            }
        }

        func decode(_ type: Int.Type) throws -> Int {
            guard case .integer(let value) = node.value else { throw mismatch("an integer") }
            return value
        }

        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: OptionsDecoder(node: node, codingPath: codingPath)) }
    }
}
