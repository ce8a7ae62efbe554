import Foundation

/// One line of a grouped finding: its first and last token and its quote.
struct GroupedLine {
    let first: Int
    let last: Int
    let quote: String
}

/// Lines of one function that a rule reports as one finding (rulebook, "View work" and
/// "Cells": one finding per function, at its first line, with the count and every line as
/// a related location). The message counts the lines as `lines(_:)` spells them, so that
/// a suppression that leaves fewer lines counts again (`recount`) whatever the rule.
enum FindingGroup {
    /// `1 line`, `13 lines`.
    static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    /// The lines by key, in the order each key first came, each key's in their order.
    static func grouped<Key: Hashable>(_ items: [(key: Key, line: GroupedLine)]) -> [(key: Key, lines: [GroupedLine])] {
        var positions: [Key: Int] = [:]
        var groups: [(key: Key, lines: [GroupedLine])] = []
        for item in items {
            if let position = positions[item.key] {
                groups[position].lines.append(item.line)
            } else {
                positions[item.key] = groups.count
                groups.append((item.key, [item.line]))
            }
        }
        return groups
    }

    /// The finding with only the lines of `kept` (a suppression took the others away): it
    /// starts at the first of them and its message counts them.
    static func recount(_ finding: inout Finding, keeping kept: [RelatedLocation]) {
        guard let first = kept.first, kept.count < finding.related.count else { return }
        let before = " " + lines(finding.related.count)
        if let range = finding.message.range(of: before, options: .backwards) {
            finding.message.replaceSubrange(range, with: " " + lines(kept.count))
        }
        (finding.start, finding.end, finding.measured, finding.related) = (first.start, first.end, kept.count, kept)
    }
}

extension Rule {
    /// One finding for the lines of a group: at the first line, measured as their count,
    /// with every line, the first included, as a related location.
    func finding(_ message: String, in file: SourceFile, grouping lines: [GroupedLine], symbol: String?) -> Finding {
        var finding = self.finding(message, in: file, at: lines[0].first, through: lines[0].last, symbol: symbol, measured: lines.count)
        finding.related = lines.map { line in
            RelatedLocation(start: file.location(of: line.first), end: file.endLocation(of: line.last),
                            message: "'" + MessageText.shortened(line.quote) + "'")
        }
        return finding
    }
}
