/// `slimvc docs DIR`: writes one Markdown page per rule and an index into a folder.
struct DocsCommand: Subcommand {
    static let name = "docs"
    static let help = HelpText(
        overview: "Write the rules' documentation as Markdown pages.",
        usage: "slimvc docs <folder>",
        arguments: [("<folder>", "Where to write README.md and one <rule-id>.md per rule (created if needed).")],
        options: [.helpFlag])

    let tool: CommandLineTool

    func run(_ parsed: ParsedArguments) -> Int32 {
        guard parsed.positionals.count == 1, let folder = parsed.positionals.first else {
            return tool.usageFailure(UsageError(message: "give one folder"), command: Self.name)
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile.makeFolder(folder)
            for page in RuleDocs.pages() { try AtomicFile.write(page.text, to: folder + "/" + page.name) }
        } catch {
            tool.errors("error: \(error.path): \(error.reason)\n")
            return 2
        }
        tool.output("Wrote \(RuleDocs.pages().count) pages to \(folder).\n")
        return 0
    }
}
