import Foundation

/// `slimvc lint [PATH…]`: lints the Swift files under the paths and prints findings;
/// exit code 1 when a finding is an error, 2 when SlimVC could not run.
struct LintCommand {
    static let name = "lint"
    static let options = [
        OptionSpec("--config", value: "file", help: "The configuration to use (default: the nearest rules.json)."),
        OptionSpec("--verbose", help: "Say which configuration is used."),
        OptionSpec("--help", short: "-h", help: "Show help information."),
    ]
    static let help = HelpText(
        overview: "Find fat view controllers and architecture violations in Swift files.",
        usage: "slimvc lint [<paths> ...]",
        arguments: [("<paths>", "Files or folders to lint (default: .).")],
        options: options,
        exitCodes: [("0", "No finding is an error."), ("1", "At least one finding is an error."),
                    ("2", "SlimVC could not run: bad arguments, a missing path, an unreadable file.")])

    let tool: CommandLineTool

    func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try parseArguments(arguments, specs: Self.options)
        } catch {
            return tool.usageFailure(error, command: Self.name)
        }
        if parsed.has("--help") {
            tool.output(Self.help.rendered)
            return 0
        }
        let files: [String]
        do {
            files = try SwiftFileFinder.find(parsed.positionals.isEmpty ? ["."] : parsed.positionals)
        } catch {
            tool.errors("error: \(error.path): no such file or folder\n")
            return 2
        }
        guard let configuration = tool.loadConfiguration(parsed) else { return 2 }
        let run = Linter(configuration: configuration).lint(paths: files)
        for failure in run.failures { tool.errors("error: \(failure.path): cannot read: \(failure.reason)\n") }
        tool.output(TextReporter.render(run))
        if !run.failures.isEmpty { return 2 }
        return run.errorCount > 0 ? 1 : 0
    }
}
