extension SuppressionScan {
    /// The findings its suppression comments leave, plus, when asked, one
    /// `unused_suppression` finding per rule a `disable` names but suppressed nothing.
    /// The findings of the rules in `unsuppressible` (`invalid_suppression`) are never suppressed.
    func applySuppressions(to findings: consuming [Finding], reportUnused: Bool, unsuppressible: Set<String>) -> [Finding] {
        guard !findings.isEmpty || reportUnused else { return findings }
        let suppressions = self.suppressions()
        guard !suppressions.isEmpty else { return findings }
        var map = SuppressionMap(suppressions, lineCount: file.lines.lineCount)
        // Asked in line order, so that the map sweeps each rule's regions once.
        var isSuppressed = [Bool](repeating: false, count: findings.count)
        for index in findings.indices.sorted(by: { findings[$0].start.line < findings[$1].start.line })
        where !unsuppressible.contains(findings[index].ruleID) {
            guard !findings[index].related.isEmpty else {
                isSuppressed[index] = map.suppresses(findings[index].ruleID, line: findings[index].start.line)
                continue
            }
            // A grouped finding keeps the lines no suppression covers, and goes with the last.
            let rule = findings[index].ruleID
            let kept = findings[index].related.filter { !map.suppresses(rule, line: $0.start.line) }
            isSuppressed[index] = kept.isEmpty
            FindingGroup.recount(&findings[index], keeping: kept)
        }
        var kept = findings.indices.filter { !isSuppressed[$0] }.map { findings[$0] }
        guard reportUnused else { return kept }
        for (suppression, reference) in map.unused {
            let end = Location(line: reference.location.line, column: reference.location.column + reference.id.utf8.count)
            kept.append(Finding(ruleID: UnusedSuppression.description.id, severity: .warning,
                                message: "'\(suppression.word) \(reference.id)' suppressed nothing; remove it",
                                path: file.path, start: reference.location, end: end))
        }
        return kept
    }
}

/// Reported under `--report-unused-suppressions`; not a rule of the registry, since the
/// Linter, not a rule, knows what each suppression suppressed.
public enum UnusedSuppression {
    public static let description = RuleDescription(
        id: "unused_suppression", name: "Unused Suppression",
        summary: "A `slimvc:disable` comment suppresses at least one finding.",
        rationale: """
            A suppression that suppresses nothing is stale: the code it excused was fixed or \
            moved. Remove it, so that the next real finding there is not hidden.
            """,
        kind: .suppressions, triggeringExamples: [], nonTriggeringExamples: [])
}
