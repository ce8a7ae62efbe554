#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string sorts before `other` by UTF-8 bytes: the order of every report,
    /// the same on every machine. Compares with `memcmp` on native strings.
    func bytesPrecede(_ other: String) -> Bool {
        var mine = self
        var theirs = other
        return mine.withUTF8 { left in
            theirs.withUTF8 { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }
}
