/// What a baseline did to a run: findings it covered and entries that no longer occur.
public struct BaselineSummary: Sendable, Equatable {
    public var unchanged: Int
    public var absent: Int
}

/// How a reported finding relates to the baseline (SARIF's `baselineState`).
public enum BaselineState: String, Sendable {
    case new, updated
}

extension Baseline {
    /// Splits findings into those to report (not in the baseline, or measured past their
    /// baselined value) and those it covers.
    func apply(to findings: [Finding]) -> (reported: [Finding], covered: [Finding], summary: BaselineSummary) {
        var byFingerprint: [String: Entry] = [:]
        for entry in entries { byFingerprint[entry.fingerprint] = entry }
        var reported: [Finding] = []
        var covered: [Finding] = []
        var matched: Set<String> = []
        for var finding in findings {
            guard let entry = byFingerprint[finding.fingerprint], entry.rule == finding.ruleID else {
                finding.baselineState = .new
                reported.append(finding)
                continue
            }
            matched.insert(entry.fingerprint)
            if let now = finding.measured, let before = entry.measured, now > before {
                finding.message = Self.grown(finding, from: before)
                finding.baselineState = .updated
                reported.append(finding)
            } else {
                covered.append(finding)
            }
        }
        let absent = Set(entries.map(\.fingerprint)).subtracting(matched).count
        return (reported, covered, BaselineSummary(unchanged: covered.count, absent: absent))
    }

    /// `'ArticlesViewController' grew to 212 code lines (baseline 198, limit 150)`: the
    /// subject and unit are read from the finding's own message.
    static func grown(_ finding: Finding, from before: Int) -> String {
        guard let now = finding.measured else { return finding.message }
        let message = finding.message
        let parts = message.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        let subject = parts.count == 3 ? "'\(parts[1])'" : "It"
        var unit = ""
        if let number = message.range(of: " \(now) ") {
            let rest = message[number.upperBound...]
            let end = [rest.range(of: " ("), rest.range(of: " in ")].compactMap { $0?.lowerBound }.min() ?? rest.endIndex
            unit = " " + rest[..<end]
        }
        let limit = finding.limit.map { ", limit \($0)" } ?? ""
        return "\(subject) grew to \(now)\(unit) (baseline \(before)\(limit))"
    }
}
