/// Keywords and marked words in one flat byte pool, bucketed by first byte, last byte and
/// length. A code below `markBase` is a keyword's raw value; from it on, `markBase` plus
/// a marked word's mark: its place, from 1, in the list the table was built with. The
/// scanner names no marked word: whoever asks for them builds the table once for the
/// process and hands it to each scan (`SourceFile(path:bytes:marking:)`). A table keeps
/// its candidates in memory of its own, so that a lookup, made for most identifiers of
/// every file on every thread, touches no reference count.
final class KeywordTable: @unchecked Sendable {
    /// The most bytes a word of the table may have: longer names, and names of one byte,
    /// are not looked up. A constant, so that the check each name passes loads nothing.
    static let longest = 40
    static let markBase: UInt8 = 128
    private static let slotCount = 512

    /// For each slot, up to four candidates: (offset in pool, length, code); code 0 ends.
    private let slots: UnsafeMutablePointer<(offset: Int32, length: Int32, code: UInt8)>
    private let pool: UnsafeMutablePointer<UInt8>

    /// The keywords and `marked`, plain identifiers of 2 to `longest` bytes none of which
    /// is a keyword; the first is marked 1, the next 2, and so on, up to 127 of them.
    init(marking marked: [String]) {
        precondition(marked.count < 128, "at most 127 marked words")
        precondition(marked.allSatisfy { (2...Self.longest).contains($0.utf8.count) }, "a marked word of 2 to \(Self.longest) bytes")
        let keywords = zip(Keyword.spellings, Keyword.allCases.dropFirst().map(\.rawValue)).map { ($0, $1) }
        let entries = keywords + marked.enumerated().map { ($1, Self.markBase + UInt8($0 + 1)) }
        slots = .allocate(capacity: Self.slotCount * 4)
        slots.initialize(repeating: (0, 0, 0), count: Self.slotCount * 4)
        pool = .allocate(capacity: entries.reduce(0) { $0 + $1.0.utf8.count })
        var used = 0
        for (spelling, code) in entries {
            let bytes = Array(spelling.utf8)
            let base = Self.slot(bytes[0], bytes[bytes.count - 1], bytes.count) * 4
            // Four candidates fit a slot; a fifth would never be found (a test checks).
            guard let slot = (base..<base + 4).first(where: { slots[$0].code == 0 }) else { continue }
            slots[slot] = (Int32(used), Int32(bytes.count), code)
            (pool + used).initialize(from: bytes, count: bytes.count)
            used += bytes.count
        }
    }

    deinit {
        slots.deallocate()
        pool.deallocate()
    }

    /// No slot then holds more than three words.
    static func slot(_ first: UInt8, _ last: UInt8, _ count: Int) -> Int {
        (Int(first) &* 7 &+ count &* 131 &+ Int(last) &* 31) & (slotCount - 1)
    }

    /// The code of the word spelled by `bytes` (at least one byte), 0 for none.
    @inline(__always) func find(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let count = bytes.count
        let base = Self.slot(bytes[0], bytes[count - 1], count) * 4
        for slot in base..<base + 4 {
            let candidate = slots[slot]
            if candidate.code == 0 { return 0 }
            guard Int(candidate.length) == count else { continue }
            let spelled = pool + Int(candidate.offset)
            var index = 0
            while index < count, spelled[index] == bytes[index] { index += 1 }
            if index == count { return candidate.code }
        }
        return 0
    }
}
