/// Which lines each suppression covers for which rules, and which suppressed something.
/// `disable` covers its own line to the line before an `enable` naming the same rule (or
/// `all`), else to the end of the file; `disable:next` the next line; `disable:this` its
/// own line; `disable:previous` the line before.
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
    private var byRule: [String: (lines: [Int: [Int]], regions: RegionSweep)] = [:]

    init(_ suppressions: [Suppression], lineCount: Int) {
        self.suppressions = suppressions
        var open: [String: [(start: Int, suppression: Int, reference: Int)]] = [:]
        for (index, suppression) in suppressions.enumerated() {
            let line = suppression.location.line
            for (position, reference) in suppression.rules.enumerated() {
                switch suppression.kind {
                case .this: entries.append(Entry(rule: reference.id, lines: line...line, suppression: index, reference: position))
                case .next: entries.append(Entry(rule: reference.id, lines: line + 1...line + 1, suppression: index, reference: position))
                case .previous: entries.append(Entry(rule: reference.id, lines: line - 1...line - 1, suppression: index, reference: position))
                case .disable: open[reference.id, default: []].append((line, index, position))
                case .enable:
                    let closed = reference.id == Suppression.allRules ? Array(open.keys) : [reference.id]
                    for rule in closed { close(&open, rule, before: line) }
                case nil: break
                }
            }
        }
        for rule in Array(open.keys) { close(&open, rule, before: lineCount + 1) }
        var regions: [String: [(lines: ClosedRange<Int>, entry: Int)]] = [:]
        for (index, entry) in entries.enumerated() {
            if entry.lines.count == 1 {
                byRule[entry.rule, default: ([:], RegionSweep([]))].lines[entry.lines.lowerBound, default: []].append(index)
            } else {
                regions[entry.rule, default: []].append((entry.lines, index))
            }
        }
        for (rule, list) in regions { byRule[rule, default: ([:], RegionSweep([]))].regions = RegionSweep(list) }
    }

    private mutating func close(_ open: inout [String: [(start: Int, suppression: Int, reference: Int)]], _ rule: String,
                                before line: Int) {
        for region in open[rule] ?? [] {
            entries.append(Entry(rule: rule, lines: region.start...max(region.start, line - 1),
                                 suppression: region.suppression, reference: region.reference))
        }
        open[rule] = nil
    }

    /// Whether a line is covered for a rule; marks the covering entries used.
    mutating func suppresses(_ ruleID: String, line: Int) -> Bool {
        var covered = false
        for rule in [ruleID, Suppression.allRules] {
            for index in byRule[rule]?.lines[line] ?? [] {
                used.insert(index)
                covered = true
            }
            if byRule[rule]?.regions.covers(line, marking: &used) == true { covered = true }
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

/// The `disable` regions of one rule, asked line by line: asked in line order (as
/// `applySuppressions` asks), each region is looked at once however many findings fall in
/// it; asked out of order, the sweep starts again from the top.
struct RegionSweep {
    /// Regions by first line.
    private let regions: [(lines: ClosedRange<Int>, entry: Int)]
    private var next = 0
    private var lastLine = Int.min
    /// The last line of the regions begun so far that ends latest.
    private var reach = Int.min

    init(_ regions: [(lines: ClosedRange<Int>, entry: Int)]) {
        self.regions = regions.sorted { ($0.lines.lowerBound, $0.entry) < ($1.lines.lowerBound, $1.entry) }
    }

    /// Whether a region covers `line`; every region that does is marked in `used`.
    mutating func covers(_ line: Int, marking used: inout Set<Int>) -> Bool {
        guard !regions.isEmpty else { return false }
        if line < lastLine { (next, reach) = (0, Int.min) }
        lastLine = line
        // A region begun here ends before `line` or covers it: marked now, or never, as
        // later questions are past its end too. One begun at an earlier question was
        // marked then, or ended before that question's line.
        while next < regions.count, regions[next].lines.lowerBound <= line {
            if regions[next].lines.upperBound >= line { used.insert(regions[next].entry) }
            reach = max(reach, regions[next].lines.upperBound)
            next += 1
        }
        return reach >= line
    }
}
