#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string sorts before `other` by UTF-8 bytes: the order of every report,
    /// the same on every machine. Compares with `memcmp` on native strings.
    func bytesPrecede(_ other: String) -> Bool {
        // Native strings lend their bytes without a copy of the string.
        let fast = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in Self.precedes(left, right) }
        }
        if let fast = fast ?? nil { return fast }
        var mine = self
        var theirs = other
        return mine.withUTF8 { left in theirs.withUTF8 { right in Self.precedes(left, right) } }
    }

    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(left.count, right.count)
        let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return order != 0 ? order < 0 : left.count < right.count
    }
}
