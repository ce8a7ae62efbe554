/// `slimvc rules [ID]`: the rules, enabled or not under the configuration, or one
/// rule's page.
struct RulesCommand: Subcommand {
    static let name = "rules"
    static let options = [
        OptionSpec("--config", value: "file", help: "The configuration to use (default: the nearest rules.json)."),
        .helpFlag,
    ]
    static let help = HelpText(
        overview: "List the rules, or show one rule's documentation.",
        usage: "slimvc rules [<rule-id>] [--config <file>]",
        arguments: [("<rule-id>", "A rule to document: summary, rationale, options, examples.")],
        options: options)

    let tool: CommandLineTool

    func run(_ parsed: ParsedArguments) -> Int32 {
        guard parsed.positionals.count <= 1 else {
            return tool.usageFailure(UsageError(message: "give at most one rule id"), command: Self.name)
        }
        guard let id = parsed.positionals.first else {
            guard let configuration = tool.loadConfiguration(parsed) else { return 2 }
            tool.output(RuleTable.render(configuration))
            return 0
        }
        if let type = RuleRegistry.ruleTypes.first(where: { $0.description.id == id }) {
            tool.output(RuleDocs.page(type))
            return 0
        }
        // Not SlimVC's: a rule of the team's configuration, if any.
        guard let configuration = tool.loadConfiguration(parsed) else { return 2 }
        guard let rule = configuration.teamRules.first(where: { $0.id == id }) else {
            tool.errors("error: unknown rule '\(brief(id))'" + Suggestion.hint(for: id, in: configuration.ruleIDs) + " (`slimvc rules` lists the rules)\n")
            return 2
        }
        tool.output(TeamRuleDocs.page(rule))
        return 0
    }
}
