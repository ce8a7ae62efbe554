import Foundation

/// The `slimvc` command line: parses arguments, runs a command, and returns the exit
/// code (0 success, 1 failing findings, 2 could not run). It never exits or touches
/// the process's streams itself, so that tests can drive it.
public struct CommandLineTool {
    public static let version = Product.version
    public var output: (String) -> Void
    public var errors: (String) -> Void
    /// Standard output for reports made as bytes (JSON, SARIF), in order with `output`;
    /// nil hands them to `output` as text, which checks every byte for UTF-8 once more.
    public var outputBytes: (([UInt8]) -> Void)?
    /// Whether standard output is a terminal (colour), and the environment (`NO_COLOR`).
    public var isTerminal = false
    public var environment: [String: String] = [:]
    /// `.atExit` when the process exits after one run (`slimvc`), not when tests drive it.
    public var disposal = Disposal.onAnotherThread
    /// Standard input, read whole (`lint --use-stdin`).
    public var input: () -> [UInt8] = { Array(FileHandle.standardInput.readDataToEndOfFile()) }

    public init(output: @escaping (String) -> Void, errors: @escaping (String) -> Void) {
        self.output = output
        self.errors = errors
    }

    static let options = [
        OptionSpec("--version", help: "Show the version."),
        .helpFlag,
    ]

    static let help = HelpText(
        overview: "Finds fat view controllers in Swift projects.",
        usage: "slimvc <subcommand>",
        options: options,
        subcommands: [
            (LintCommand.name, LintCommand.help.overview),
            (RulesCommand.name, RulesCommand.help.overview),
            (DocsCommand.name, DocsCommand.help.overview),
            (InitCommand.name, InitCommand.help.overview),
            (InspectCommand.name, InspectCommand.help.overview),
            (ExplainCommand.name, ExplainCommand.help.overview),
            ("version", "Print the version."),
        ])

    public func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            // As `swiftlint` does, bare `slimvc` in a project lints it; help stays on `--help`.
            if Self.holdsSwiftCode(FileManager.default.currentDirectoryPath) { return LintCommand(tool: self).run([]) }
            output(Self.help.rendered)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--version", "version": output(Self.version + "\n"); return 0
        case "--help", "-h", "help": output(helpText(for: rest.first)); return 0
        case LintCommand.name: return LintCommand(tool: self).run(rest)
        case RulesCommand.name: return RulesCommand(tool: self).run(rest)
        case DocsCommand.name: return DocsCommand(tool: self).run(rest)
        case InitCommand.name: return InitCommand(tool: self).run(rest)
        case InspectCommand.name: return InspectCommand(tool: self).run(rest)
        case ExplainCommand.name: return ExplainCommand(tool: self).run(rest)
        default:
            let known = [LintCommand.name, RulesCommand.name, DocsCommand.name, InitCommand.name, InspectCommand.name, ExplainCommand.name, "version", "help"]
            let hint = Suggestion.hint(for: command, in: known)
            errors("error: unknown subcommand '\(brief(command))'\(hint); see 'slimvc --help'\n")
            return 2
        }
    }

    private func helpText(for subcommand: String?) -> String {
        switch subcommand {
        case LintCommand.name: LintCommand.help.rendered
        case RulesCommand.name: RulesCommand.help.rendered
        case DocsCommand.name: DocsCommand.help.rendered
        case InitCommand.name: InitCommand.help.rendered
        case InspectCommand.name: InspectCommand.help.rendered
        case ExplainCommand.name: ExplainCommand.help.rendered
        default: Self.help.rendered
        }
    }

    /// Whether a folder looks like a Swift project: a Swift file, an Xcode project or
    /// workspace, or a `rules.json` in it, or a Swift file in one of its visible subfolders.
    static func holdsSwiftCode(_ folder: String) -> Bool {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
        if names.contains(where: { [".swift", ".xcodeproj", ".xcworkspace"].contains(where: $0.hasSuffix) || $0 == ConfigurationFinder.fileName }) { return true }
        return names.contains { name in
            ((try? manager.contentsOfDirectory(atPath: folder + "/" + name)) ?? []).contains { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
        }
    }

    func usageFailure(_ error: UsageError, command: String) -> Int32 {
        errors("error: \(error.message); see 'slimvc \(command) --help'\n")
        return 2
    }
}
