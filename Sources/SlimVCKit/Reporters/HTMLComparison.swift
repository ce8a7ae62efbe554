/// The HTML report's first section with `--compare-to`: what the change did against the
/// merge base, for a pull request's reviewers. The counts of new and fixed findings, every
/// view controller whose size changed (the fattest growth first, as the comparison orders
/// them) with its limit and whether it crossed it, and the new and fixed findings folded.
enum HTMLComparison {
    /// Findings listed in each fold at most; the rest are counted.
    static let listedFindings = 500

    static func section(_ comparison: Comparison) -> String {
        var out = "<section id=\"comparison\">\n<h2>This change</h2>\n<p class=\"muted\">Against <code>\(HTMLText.escape(comparison.ref))</code>"
            + " (merge base <code>\(HTMLText.escape(String(comparison.baseCommit.prefix(12))))</code>).</p>\n"
        guard !comparison.isEmpty else {
            return out + "<p><strong>No change</strong>: no finding is new or fixed, and no view controller changed size.</p>\n</section>\n"
        }
        let crossed = comparison.controllers.count(where: \.crossedLimit)
        out += "<dl class=\"cards\">\n" + HTMLReporter.card("New findings", comparison.new.count, style: comparison.new.isEmpty ? nil : "e")
        out += HTMLReporter.card("Fixed findings", comparison.fixed.count) + HTMLReporter.card("View controllers changed", comparison.controllers.count)
        out += HTMLReporter.card("Grew past their limit", crossed, style: crossed > 0 ? "e" : nil) + "</dl>\n"
        out += comparison.controllers.isEmpty ? "<p>No view controller changed size.</p>\n" : table(comparison.controllers)
        out += findings("New findings", comparison.new) + findings("Fixed findings", comparison.fixed)
        return out + "</section>\n"
    }

    private static func table(_ changes: [ControllerChange]) -> String {
        var out = "<div class=\"scroll\">\n<table>\n<thead><tr><th>View controller</th><th class=\"n\">Before → after</th>"
            + "<th class=\"n\">Change</th><th class=\"n\">Limit</th><th></th></tr></thead>\n<tbody>\n"
        for change in changes {
            let before = change.before.map(HTMLText.number) ?? "new"
            let after = change.after.map(HTMLText.number) ?? "removed"
            let growth = (change.growth > 0 ? "+" : change.growth < 0 ? "−" : "") + HTMLText.number(abs(change.growth))
            let note = change.crossedLimit ? "<span class=\"crossed\">crossed the limit</span>"
                : (change.after ?? 0) > change.limit ? "<span class=\"warn\">over the limit</span>" : ""
            out += "<tr><td><code>\(HTMLText.escape(change.symbol))</code><br><span class=\"muted mono\">\(HTMLText.path(change.file))</span></td>"
            out += "<td class=\"n\">\(before) → \(after)</td><td class=\"n\">\(growth)</td><td class=\"n\">\(HTMLText.number(change.limit))</td><td>\(note)</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n"
    }

    private static func findings(_ title: String, _ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "" }
        var out = "<details><summary>\(title) <span class=\"muted\">\(HTMLText.number(findings.count))</span></summary>\n<ol class=\"findings\">\n"
        for finding in findings.prefix(listedFindings) {
            let place = "\(finding.file.isEmpty ? finding.path : finding.file):\(finding.start.line):\(finding.start.column)"
            out += "<li class=\"\(finding.severity == .error ? "e" : "w")\"><span class=\"at\">\(HTMLText.escape(place))</span> "
                + "<b>\(finding.severity.rawValue)</b> \(HTMLText.escape(finding.message)) "
                + "<small>\(HTMLText.escape(finding.ruleID))</small></li>\n"
        }
        if findings.count > listedFindings { out += "<li>and \(HTMLText.number(findings.count - listedFindings)) more</li>\n" }
        return out + "</ol>\n</details>\n"
    }
}
