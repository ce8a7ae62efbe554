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
        let ids = RuleRegistry.ruleTypes.map { $0.description.id }
        guard let type = RuleRegistry.ruleTypes.first(where: { $0.description.id == id }) else {
            tool.errors("error: unknown rule '\(brief(id))'" + Suggestion.hint(for: id, in: ids) + " (`slimvc rules` lists the rules)\n")
            return 2
        }
        tool.output(RuleDocs.page(type))
        return 0
    }
}
