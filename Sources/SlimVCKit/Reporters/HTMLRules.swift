/// The HTML report's rules section: each rule that found something, with its summary and
/// rationale (from its description, which the run carries) and its counts; findings link
/// here by `#rule-<id>`. SlimVC's own rules also link to their full page online (options,
/// examples), which the page itself never fetches.
enum HTMLRules {
    static func section(_ tally: RuleTally, rules: [RuleDescription]) -> String {
        var byID: [String: RuleDescription] = [:]
        for rule in rules { byID[rule.id] = rule }
        let described = tally.counts.compactMap { count in byID[count.id].map { ($0, count) } }
        guard !described.isEmpty else { return "" }
        var out = "<section id=\"rules\">\n<h2>Rules</h2>\n<p class=\"muted\">The rules with findings in this report: "
            + "what each finds, and why it matters.</p>\n"
        for (rule, count) in described { out += article(rule, count) }
        return out + "</section>\n"
    }

    private static func article(_ rule: RuleDescription, _ count: RuleTally.Count) -> String {
        let id = HTMLText.escape(rule.id)
        // A team's rule is named by its id.
        let title = rule.name == rule.id ? "" : HTMLText.escape(rule.name) + " "
        var out = "<article class=\"rule\" id=\"rule-\(id)\">\n<h3>\(title)<code>\(id)</code></h3>\n"
        var facts = [rule.kind.rawValue, HTMLText.count(count.total, "finding")]
        if count.errors > 0 { facts.append(HTMLText.count(count.errors, "error")) }
        if rule.kind != .team { facts.append("<a href=\"\(HTMLText.escape(Product.ruleURI(rule.id)))\">full documentation</a>") }
        out += "<p class=\"meta\">\(facts.joined(separator: " · "))</p>\n<p>\(HTMLText.prose(rule.summary))</p>\n"
        for paragraph in rule.rationale.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            out += "<p>\(HTMLText.prose(paragraph))</p>\n"
        }
        return out + "</article>\n"
    }
}
