/// Fingerprints identify a finding across runs without line numbers, so that moving
/// code keeps a baseline and code-scanning alerts: a hash of the rule, the relative path,
/// the enclosing symbol and the message with its numbers taken out, then `:n` for the
/// n-th finding sharing that hash in the file.
public enum Fingerprint {
    /// Fills `fingerprint` of findings already sorted in report order.
    public static func assign(_ findings: inout [Finding]) {
        var seen: [String: Int] = [:]
        for index in findings.indices {
            let finding = findings[index]
            let hash = hex(fnv1a([finding.ruleID, finding.file, finding.symbol ?? "", normalized(finding.message)]))
            seen[hash, default: 0] += 1
            findings[index].fingerprint = "\(hash):\(seen[hash]!)"
        }
    }

    /// The message with every run of digits replaced by `#`: measured values change.
    public static func normalized(_ message: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(message.utf8.count)
        for byte in message.utf8 {
            let isDigit = byte >= 0x30 && byte <= 0x39
            if !isDigit { out.append(byte) } else if out.last != UInt8(ascii: "#") { out.append(UInt8(ascii: "#")) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func fnv1a(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
