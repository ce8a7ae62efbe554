/// How a comparison is worked out from two runs.
extension Comparison {
    /// The delta from a run over the base (`base`) to one over the project now (`now`):
    /// findings matched by fingerprint (the baseline's too: it hides findings, not code),
    /// controllers by name. `limit` gives the warning limit for a controller's file.
    public init(ref: String, baseCommit: String, now: LintRun, base: LintRun, limit: (String) -> Int) {
        let current = now.baselined.isEmpty ? now.findings : (now.findings + now.baselined).sorted(by: Finding.ordered)
        let before = Set(base.findings.map(\.fingerprint))
        let after = Set(current.map(\.fingerprint))
        self.init(ref: ref, baseCommit: baseCommit,
                  new: current.filter { !before.contains($0.fingerprint) },
                  fixed: base.findings.filter { !after.contains($0.fingerprint) },
                  controllers: Self.changes(from: base.controllers, to: now.controllers, limit: limit))
    }

    /// Every controller whose code lines changed, or that came or went: the fattest growth
    /// first, then by name.
    static func changes(from base: [ControllerSummary], to now: [ControllerSummary], limit: (String) -> Int) -> [ControllerChange] {
        let before = Dictionary(base.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(now.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [ControllerChange] = []
        for name in Set(before.keys).union(after.keys) {
            let (old, new) = (before[name], after[name])
            guard old?.codeLines != new?.codeLines, let file = (new ?? old)?.file else { continue }
            changes.append(ControllerChange(symbol: name, file: file, before: old?.codeLines, after: new?.codeLines, limit: limit(file)))
        }
        return changes.sorted { ($0.growth, $1.symbol) > ($1.growth, $0.symbol) }
    }
}

extension ControllerChange {
    /// Whether it grew and is past its limit: it crossed the limit, or was past it and grew
    /// further (what `--fail-on-growth` fails on).
    public var grewPastLimit: Bool { growth > 0 && (after ?? 0) > limit }
}
