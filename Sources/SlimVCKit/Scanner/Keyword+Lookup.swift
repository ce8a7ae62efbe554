#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Keyword {
    /// The keyword spelled by `bytes`, or `.none`: one hash, then one or two comparisons.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword {
        let count = bytes.count
        guard count >= 2, count <= KeywordTable.longest else { return .none }
        return KeywordTable.shared.find(bytes)
    }
}

/// Keywords in one flat byte pool, bucketed by first byte and length.
final class KeywordTable: Sendable {
    static let longest = 20
    static let shared = KeywordTable()
    private static let slotCount = 512

    /// For each slot, up to four candidates: (offset in pool, length, keyword raw value).
    private let slots: [(Int32, Int32, UInt8)]
    private let pool: [UInt8]

    private init() {
        var slots = [(Int32, Int32, UInt8)](repeating: (0, 0, 0), count: Self.slotCount * 4)
        var pool: [UInt8] = []
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array("\(keyword)".utf8)
            var slot = Self.slot(bytes[0], bytes.count) * 4
            while slots[slot].2 != 0 { slot += 1 }
            slots[slot] = (Int32(pool.count), Int32(bytes.count), keyword.rawValue)
            pool += bytes
        }
        self.slots = slots
        self.pool = pool
    }

    static func slot(_ first: UInt8, _ count: Int) -> Int {
        (Int(first) &* 7 &+ count &* 131) & (slotCount - 1)
    }

    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword {
        let base = Self.slot(bytes[0], bytes.count) * 4
        return slots.withUnsafeBufferPointer { slots in
            pool.withUnsafeBufferPointer { pool in
                for slot in base..<base + 4 {
                    let (offset, length, raw) = slots[slot]
                    if raw == 0 { return .none }
                    if Int(length) == bytes.count, pool[Int(offset)] == bytes[0],
                       memcmp(pool.baseAddress! + Int(offset), bytes.baseAddress!, bytes.count) == 0 {
                        return Keyword(rawValue: raw) ?? .none
                    }
                }
                return .none
            }
        }
    }
}
