/// Fingerprints identify a finding across runs without line numbers, so that moving
/// code keeps a baseline and code-scanning alerts: a hash of the rule, the relative path,
/// the enclosing symbol and the message with its numbers taken out, then `:n` for the
/// n-th finding sharing that hash in the file.
public enum Fingerprint {
    /// Fills `fingerprint` of findings already sorted in report order.
    public static func assign(_ findings: inout [Finding]) {
        var seen: [UInt64: Int] = [:]
        for index in findings.indices {
            let hash = hash(of: findings[index], in: findings[index].file)
            let count = (seen[hash] ?? 0) + 1
            seen[hash] = count
            findings[index].fingerprint = spelled(hash, count)
        }
    }

    /// The hash part of a finding's fingerprint, as if it were in `file`: a baseline asks
    /// it of a renamed file's findings with the old name.
    static func hash(of finding: Finding, in file: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(finding.ruleID)
        hash.add(file)
        hash.add(finding.symbol ?? "")
        hash.addNormalized(finding.message)
        return hash.value
    }

    /// `value` in 16 hexadecimal digits, `:` and `count`, made in one piece: this runs for
    /// every finding.
    static func spelled(_ value: UInt64, _ count: Int) -> String {
        String(unsafeUninitializedCapacity: 17 + 21) { buffer in
            for position in 0..<16 { buffer[position] = hexDigit(value >> UInt64(60 - 4 * position)) }
            buffer[16] = UInt8(ascii: ":")
            return count.withDecimalDigits { digits in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[17...]).initialize(fromContentsOf: digits)
                return 17 + digits.count
            }
        }
    }

    private static func hexDigit(_ value: UInt64) -> UInt8 {
        let nibble = UInt8(value & 0xF)
        return nibble < 10 ? 0x30 + nibble : 0x57 + nibble
    }

    /// The message with every run of digits replaced by `#`: measured values change.
    public static func normalized(_ message: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(message.utf8.count)
        forEachNormalizedByte(of: message) { out.append($0) }
        return String(decoding: out, as: UTF8.self)
    }

    static func forEachNormalizedByte(of message: String, _ body: (UInt8) -> Void) {
        message.withUTF8Bytes { bytes in
            var last: UInt8?
            for byte in bytes {
                let isDigit = byte >= 0x30 && byte <= 0x39
                if !isDigit {
                    body(byte)
                    last = byte
                } else if last != UInt8(ascii: "#") {
                    body(UInt8(ascii: "#"))
                    last = UInt8(ascii: "#")
                }
            }
        }
    }

}

/// 64-bit FNV-1a over strings, each followed by a zero byte.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        text.withUTF8Bytes { bytes in
            for byte in bytes { mix(byte) }
        }
        mix(0)
    }

    /// Adds bytes as they are, with no end mark.
    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
    }

    /// The hash of bytes as they are, with no end mark: a name's, to look it up.
    static func hash(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.value
    }

    /// Adds the message as `Fingerprint.normalized` spells it, without building it.
    mutating func addNormalized(_ message: String) {
        Fingerprint.forEachNormalizedByte(of: message) { mix($0) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01B3
    }
}
