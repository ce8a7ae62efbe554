/// Which lines each suppression covers for which rules, and which suppressed something.
/// `disable` covers its own line to the line before an `enable` naming the same rule (or
/// `all`), else to the end of the file; `disable:next` the next line; `disable:this` its
/// own line.
struct SuppressionMap {
    struct Entry {
        var rule: String
        var lines: ClosedRange<Int>
        var suppression: Int
        var reference: Int
    }

    let suppressions: [Suppression]
    private(set) var entries: [Entry] = []
    private(set) var used: Set<Int> = []
    /// Entries by rule, one-line ones by their line: a finding looks at those of its rule
    /// and line alone, so that a file with thousands of suppressions is not searched
    /// through for each of its findings.
    private var byRule: [String: (lines: [Int: [Int]], regions: [Int])] = [:]

    init(_ suppressions: [Suppression], lineCount: Int) {
        self.suppressions = suppressions
        var open: [String: [(start: Int, suppression: Int, reference: Int)]] = [:]
        for (index, suppression) in suppressions.enumerated() {
            let line = suppression.location.line
            for (position, reference) in suppression.rules.enumerated() {
                switch suppression.kind {
                case .this: entries.append(Entry(rule: reference.id, lines: line...line, suppression: index, reference: position))
                case .next: entries.append(Entry(rule: reference.id, lines: line + 1...line + 1, suppression: index, reference: position))
                case .disable: open[reference.id, default: []].append((line, index, position))
                case .enable:
                    let closed = reference.id == Suppression.allRules ? Array(open.keys) : [reference.id]
                    for rule in closed { close(&open, rule, before: line) }
                case nil: break
                }
            }
        }
        for rule in Array(open.keys) { close(&open, rule, before: lineCount + 1) }
        for (index, entry) in entries.enumerated() {
            if entry.lines.count == 1 {
                byRule[entry.rule, default: ([:], [])].lines[entry.lines.lowerBound, default: []].append(index)
            } else {
                byRule[entry.rule, default: ([:], [])].regions.append(index)
            }
        }
    }

    private mutating func close(_ open: inout [String: [(start: Int, suppression: Int, reference: Int)]], _ rule: String,
                                before line: Int) {
        for region in open[rule] ?? [] {
            entries.append(Entry(rule: rule, lines: region.start...max(region.start, line - 1),
                                 suppression: region.suppression, reference: region.reference))
        }
        open[rule] = nil
    }

    /// Whether a finding's line is covered for its rule; marks the covering entries used.
    mutating func suppresses(_ finding: Finding) -> Bool {
        let line = finding.start.line
        var covered = false
        for rule in [finding.ruleID, Suppression.allRules] {
            guard let group = byRule[rule] else { continue }
            for index in (group.lines[line] ?? []) + group.regions where entries[index].lines.contains(line) {
                used.insert(index)
                covered = true
            }
        }
        return covered
    }

    /// The rule references of `disable` directives that suppressed nothing.
    var unused: [(Suppression, Suppression.Reference)] {
        var seen: Set<[Int]> = []
        return entries.indices.compactMap { index in
            let entry = entries[index]
            guard !used.contains(index), seen.insert([entry.suppression, entry.reference]).inserted else { return nil }
            let suppression = suppressions[entry.suppression]
            return (suppression, suppression.rules[entry.reference])
        }
    }
}
