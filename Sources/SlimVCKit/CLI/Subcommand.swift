/// A `slimvc` subcommand: its name, its help (whose option table also drives parsing),
/// and what it does once its arguments are parsed.
protocol Subcommand {
    static var name: String { get }
    static var help: HelpText { get }
    var tool: CommandLineTool { get }

    /// The exit code of the command's work on its parsed arguments.
    func run(_ parsed: ParsedArguments) -> Int32
}

extension Subcommand {
    /// Parses the arguments against the help's options, then runs the command; 0 after
    /// showing the help (`--help`), 2 after reporting a usage error.
    func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try parseArguments(arguments, specs: Self.help.options)
        } catch {
            return tool.usageFailure(error, command: Self.name)
        }
        guard !parsed.has("--help") else {
            tool.output(Self.help.rendered)
            return 0
        }
        return run(parsed)
    }
}
