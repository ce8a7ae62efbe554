/// Encodes rule options straight into a `JSONNode`, object keys sorted. Options hold only
/// booleans, integers, strings, arrays and string-keyed dictionaries of these, so a small
/// encoder of our own does; Foundation's `JSONEncoder`, with its text in between and its
/// dynamic casts, costed a few milliseconds on every run. Depth follows the options' types,
/// never the input.
struct OptionsEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// One value being built: a scalar, or an object or array that containers fill in place.
    final class Slot {
        var value = JSONValue.null
        var members: [(key: String, slot: Slot)]?
        var items: [Slot]?

        var node: JSONNode {
            if let members {
                return JSONNode(.object(members.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, node: $0.slot.node) }))
            }
            if let items { return JSONNode(.array(items.map(\.node))) }
            return JSONNode(value)
        }
    }

    static func encode(_ value: some Encodable) throws -> JSONNode {
        let slot = Slot()
        try value.encode(to: OptionsEncoder(slot: slot))
        return slot.node
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.members == nil { slot.members = [] }
        return KeyedEncodingContainer(Keyed(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.items = []
        return Unkeyed(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        var codingPath: [any CodingKey]

        private func child(_ key: Key) -> Slot {
            let child = Slot()
            slot.members?.append((key.stringValue, child))
            return child
        }

        mutating func encodeNil(forKey key: Key) throws { child(key).value = .null }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: OptionsEncoder(slot: child(key), codingPath: codingPath + [key]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey> {
            OptionsEncoder(slot: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            OptionsEncoder(slot: child(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { OptionsEncoder(slot: slot, codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { OptionsEncoder(slot: child(key), codingPath: codingPath + [key]) }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]
        var count: Int { slot.items?.count ?? 0 }

        private func next() -> Slot {
            let item = Slot()
            slot.items?.append(item)
            return item
        }

        mutating func encodeNil() throws { next().value = .null }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: OptionsEncoder(slot: next(), codingPath: codingPath)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            OptionsEncoder(slot: next(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            OptionsEncoder(slot: next(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { OptionsEncoder(slot: next(), codingPath: codingPath) }
    }

    private struct Single: SingleValueEncodingContainer {
        let slot: Slot
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.value = .null }
        mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
        mutating func encode(_ value: String) throws { slot.value = .string(value) }
        mutating func encode(_ value: Double) throws { slot.value = .number(value) }
        mutating func encode(_ value: Float) throws { slot.value = .number(Double(value)) }
        mutating func encode(_ value: Int) throws { slot.value = .integer(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: OptionsEncoder(slot: slot, codingPath: codingPath)) }
    }
}
