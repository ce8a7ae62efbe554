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
