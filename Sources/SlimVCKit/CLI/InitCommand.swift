/// `slimvc init [FOLDER]`: writes a starter `rules.json` (every rule at its defaults)
/// into the folder (default: the current one), never over an existing one, and beside it
/// the `rules.schema.json` its `$schema` names, so that editors find it.
struct InitCommand: Subcommand {
    static let name = "init"
    static let help = HelpText(
        overview: "Write a starter rules.json with every rule at its defaults.",
        usage: "slimvc init [<folder>]",
        arguments: [("<folder>", "Where to write rules.json (default: .).")],
        options: [.helpFlag])

    let tool: CommandLineTool

    func run(_ parsed: ParsedArguments) -> Int32 {
        guard parsed.positionals.count <= 1 else {
            return tool.usageFailure(UsageError(message: "give at most one folder"), command: Self.name)
        }
        let folder = parsed.positionals.first.map { $0 + "/" } ?? ""
        let file = folder + ConfigurationFinder.fileName
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(DefaultConfiguration.text(), to: file, overwrite: false)
            // The schema is SlimVC's own: written again, it stays current with the version in use.
            try AtomicFile.write(ConfigurationSchema.text(), to: folder + "rules.schema.json")
        } catch {
            let fix = error.reason == "already exists" ? "; edit it, or remove it first" : ""
            tool.errors("error: \(error.path): \(error.reason)\(fix)\n")
            return 2
        }
        tool.output("Wrote \(file) with every rule at its defaults, and \(folder)rules.schema.json for editors; see `slimvc rules`.\n")
        return 0
    }
}
