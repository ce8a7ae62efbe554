/// Bytes written one after another into memory of its own: an append is a capacity check
/// and a copy, where an array's costs about a hundred instructions (it checks sharing and
/// goes through a generic copy), and a report of many findings makes dozens per finding.
/// `bytes()` hands the result over as an array.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always) mutating func write(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// `value` as a JSON string literal, escaped as `JSONText.string` does (the rare
    /// string that needs escapes goes through `appendJSONString`).
    mutating func writeJSONString(_ value: String) {
        let plain = value.withUTF8Bytes { bytes -> Bool in
            guard !bytes.contains(where: JSONText.needsEscape) else { return false }
            write(0x22)
            write(bytes)
            write(0x22)
            return true
        }
        guard !plain else { return }
        var escaped: [UInt8] = []
        escaped.appendJSONString(value)
        escaped.withUnsafeBufferPointer { write($0) }
    }

    /// A whole number in decimal, as `String(value)` writes it.
    mutating func writeDecimal(_ value: Int) {
        value.withDecimalDigits { write($0) }
    }

    /// The bytes written, as an array; the writer is gone after this.
    consuming func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(to needed: Int) {
        let larger = Swift.max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (moved, larger)
    }
}
