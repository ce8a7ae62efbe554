#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keywords and rule words in one flat byte pool, bucketed by first byte and length.
/// A code below `wordBase` is a keyword's raw value; from it on, a rule word's.
final class KeywordTable: Sendable {
    static let longest = 34
    static let wordBase: UInt8 = 128
    static let shared = KeywordTable()
    private static let slotCount = 512

    /// For each slot, up to four candidates: (offset in pool, length, keyword raw value).
    private let slots: [(Int32, Int32, UInt8)]
    private let pool: [UInt8]

    private init() {
        var slots = [(Int32, Int32, UInt8)](repeating: (0, 0, 0), count: Self.slotCount * 4)
        var pool: [UInt8] = []
        let keywords = Keyword.allCases.filter { $0 != .none }.map { ("\($0)", $0.rawValue) }
        let words = RuleWord.allCases.filter { $0 != .none }.map { ($0.spelling, Self.wordBase + $0.rawValue) }
        for (spelling, code) in keywords + words {
            let bytes = Array(spelling.utf8)
            let base = Self.slot(bytes[0], bytes[bytes.count - 1], bytes.count) * 4
            // Four candidates fit a slot; a fifth would never be found (a test checks).
            guard let slot = (base..<base + 4).first(where: { slots[$0].2 == 0 }) else { continue }
            slots[slot] = (Int32(pool.count), Int32(bytes.count), code)
            pool += bytes
        }
        self.slots = slots
        self.pool = pool
    }

    /// By first byte, last byte and length: no slot then holds more than three words.
    static func slot(_ first: UInt8, _ last: UInt8, _ count: Int) -> Int {
        (Int(first) &* 7 &+ count &* 131 &+ Int(last) &* 31) & (slotCount - 1)
    }

    /// The code of the word spelled by `bytes`, 0 for none.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let base = Self.slot(bytes[0], bytes[bytes.count - 1], bytes.count) * 4
        return slots.withUnsafeBufferPointer { slots in
            pool.withUnsafeBufferPointer { pool in
                for slot in base..<base + 4 {
                    let (offset, length, raw) = slots[slot]
                    if raw == 0 { return 0 }
                    if Int(length) == bytes.count, pool[Int(offset)] == bytes[0],
                       memcmp(pool.baseAddress! + Int(offset), bytes.baseAddress!, bytes.count) == 0 {
                        return raw
                    }
                }
                return 0
            }
        }
    }
}
