/// `slimvc docs DIR`: writes one Markdown page per rule (the team's rules of the
/// configuration too) and an index into a folder.
struct DocsCommand: Subcommand {
    static let name = "docs"
    static let help = HelpText(
        overview: "Write the rules' documentation as Markdown pages.",
        usage: "slimvc docs <folder> [--config <file>]",
        arguments: [("<folder>", "Where to write README.md and one <rule-id>.md per rule (created if needed).")],
        options: [OptionSpec("--config", value: "file", help: "The configuration whose team rules are documented too (default: the nearest rules.json)."),
                  .helpFlag])

    let tool: CommandLineTool

    func run(_ parsed: ParsedArguments) -> Int32 {
        guard parsed.positionals.count == 1, let folder = parsed.positionals.first else {
            return tool.usageFailure(UsageError(message: "give one folder"), command: Self.name)
        }
        guard let configuration = tool.loadConfiguration(parsed) else { return 2 }
        let pages = RuleDocs.pages(teamRules: configuration.teamRules)
        do throws(AtomicFile.Failure) {
            try AtomicFile.makeFolder(folder)
            for page in pages { try AtomicFile.write(page.text, to: folder + "/" + page.name) }
        } catch {
            tool.errors("error: \(error.path): \(error.reason)\n")
            return 2
        }
        tool.output("Wrote \(pages.count) pages to \(folder).\n")
        return 0
    }
}
