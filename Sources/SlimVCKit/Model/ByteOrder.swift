#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Int {
    /// Calls `body` with the number in decimal, as `String(self)` writes it, from a stack
    /// buffer filled from its end: no allocation per number.
    func withDecimalDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var magnitude = self.magnitude
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if self < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}

extension String {
    /// Whether this string sorts before `other` by UTF-8 bytes: the order of every report,
    /// the same on every machine. Compares with `memcmp` on native strings.
    func bytesPrecede(_ other: String) -> Bool {
        withUTF8Bytes { left in other.withUTF8Bytes { right in Self.precedes(left, right) } }
    }

    /// Calls `body` with the string's UTF-8 bytes. A native string lends them as they are,
    /// without the copy `withUTF8` makes of the string; any other is made contiguous first.
    /// Walking the bytes this way costs far less per byte than the `utf8` view.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }

    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(left.count, right.count)
        let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return order != 0 ? order < 0 : left.count < right.count
    }
}
