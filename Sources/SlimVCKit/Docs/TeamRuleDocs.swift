/// Markdown pages for a team's rules (`architecture` in `rules.json`), made from what each
/// selects and asserts, for `slimvc rules <id>` and `slimvc docs`.
public enum TeamRuleDocs {
    public static func page(_ rule: TeamRule) -> String {
        var out = "# \(rule.id)\n\n\(rule.description.summary)\n\n"
        out += "- Kind: team (declared in `rules.json` under `architecture`)\n"
        out += "- Default severity: \(rule.severity.rawValue)\n\n"
        out += "## Selects\n\nEvery \(rule.selector.summary).\n\n## Asserts\n\n"
        for assertion in rule.assertions { out += "- It \(assertion.summary).\n" }
        out += "\nA finding stands at the import, the reference or the declaration's name that breaks it.\n"
        return out
    }

    /// The index's section listing the team's rules, linked; empty without any.
    public static func indexSection(_ rules: [TeamRule]) -> String {
        guard !rules.isEmpty else { return "" }
        var out = "\n## The team's rules\n\n| rule | severity | summary |\n|---|---|---|\n"
        for rule in rules { out += "| [`\(rule.id)`](\(rule.id).md) | \(rule.severity.rawValue) | \(rule.description.summary) |\n" }
        return out
    }
}
