/// Errors and warnings of each rule that found something, sorted by rule id.
struct RuleTally {
    struct Count {
        var id: String
        var errors = 0
        var warnings = 0
        var total: Int { errors + warnings }
    }

    var counts: [Count]

    init(_ findings: [Finding]) {
        var byID: [String: Count] = [:]
        for index in findings.indices {
            let id = findings[index].ruleID
            if findings[index].severity == .error { byID[id, default: Count(id: id)].errors += 1 }
            else { byID[id, default: Count(id: id)].warnings += 1 }
        }
        counts = byID.values.sorted { $0.id < $1.id }
    }
}

/// The HTML report's findings by rule: a bar per rule, errors and warnings stacked, the
/// counts beside it, and the same counts in a table linking to each rule's section.
enum HTMLRuleChart {
    private static let labelSpace = 290
    private static let barSpace = 300
    private static let rowHeight = 26

    static func section(_ tally: RuleTally, rules: [RuleDescription]) -> String {
        guard !tally.counts.isEmpty else { return "" }
        var out = "<section id=\"by-rule\">\n<h2>Findings by rule</h2>\n<figure>\n<div class=\"scroll\">\n" + chart(tally) + "</div>\n"
        out += "<ul class=\"legend\"><li><span class=\"sw be\"></span>errors</li><li><span class=\"sw bw\"></span>warnings</li></ul>\n</figure>\n"
        out += "<div class=\"scroll\">\n<table>\n<thead><tr><th>Rule</th><th class=\"n\">Errors</th><th class=\"n\">Warnings</th><th class=\"n\">Findings</th></tr></thead>\n<tbody>\n"
        let known = Set(rules.map(\.id))
        for count in tally.counts {
            out += "<tr><td>\(HTMLFindings.ruleLink(count.id, isKnown: known.contains(count.id)))</td><td class=\"n\">\(HTMLText.number(count.errors))</td>"
                + "<td class=\"n\">\(HTMLText.number(count.warnings))</td><td class=\"n\">\(HTMLText.number(count.total))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    private static func chart(_ tally: RuleTally) -> String {
        let scale = max(1, tally.counts.map(\.total).max() ?? 1)
        let height = tally.counts.count * rowHeight + 4
        var out = "<svg class=\"chart\" viewBox=\"0 0 800 \(height)\" role=\"img\" aria-labelledby=\"by-rule-title\">\n"
        out += "<title id=\"by-rule-title\">Findings of each rule, errors and warnings; the same numbers are in the table below.</title>\n"
        for (index, count) in tally.counts.enumerated() {
            let y = index * rowHeight + 4
            let errors = count.errors * barSpace / scale
            let length = max(2, count.total * barSpace / scale)
            let id = count.id.count > 38 ? count.id.prefix(37) + "…" : count.id
            out += "<text class=\"mono\" x=\"\(labelSpace - 10)\" y=\"\(y + 14)\" text-anchor=\"end\">\(HTMLText.escape(id))</text>\n"
            if count.errors > 0 { out += "<rect class=\"be\" x=\"\(labelSpace)\" y=\"\(y + 2)\" width=\"\(max(2, errors))\" height=\"16\"/>\n" }
            if count.warnings > 0 {
                let start = count.errors > 0 ? max(2, errors) : 0
                out += "<rect class=\"bw\" x=\"\(labelSpace + start)\" y=\"\(y + 2)\" width=\"\(max(2, length - start))\" height=\"16\"/>\n"
            }
            let parts = [(count.errors, "error"), (count.warnings, "warning")].filter { $0.0 > 0 }.map { HTMLText.count($0.0, $0.1) }
            out += "<text x=\"\(labelSpace + max(length, 2) + 8)\" y=\"\(y + 14)\">\(parts.joined(separator: ", "))</text>\n"
        }
        return out + "</svg>\n"
    }
}
