import Foundation

/// `slimvc lint --use-stdin --path FILE`: an editor's unsaved buffer, linted as the file it
/// will be saved as, inside its project, as SwiftLint's `--use-stdin --path` does.
struct StandardInputLint {
    let command: LintCommand
    private var tool: CommandLineTool { command.tool }

    /// The options that need a whole project on disk, which a buffer is not.
    static let optionsWithoutStdin = ["--changed-since", "--compare-to", "--write-baseline"]

    /// The run over standard input as `--path`, the project's other files read for the
    /// index alone; nil (after saying why) when the options do not go together.
    func run(_ parsed: ParsedArguments, formats: Set<ReportFormat>) -> (LintRun, changed: Set<String>?, found: [String], Linter)? {
        guard let file = parsed.value("--path"), parsed.has("--use-stdin") else {
            return usageFailure(parsed.has("--path") ? "'--path' names the file that --use-stdin reads; add --use-stdin"
                                                     : "'--use-stdin' needs '--path FILE': the file that standard input holds")
        }
        guard parsed.positionals.isEmpty else { return usageFailure("'--use-stdin' lints standard input; give no paths besides --path") }
        if let other = Self.optionsWithoutStdin.first(where: parsed.has) {
            return usageFailure("'\(other)' needs the files on disk and does not go with --use-stdin")
        }
        guard FileStatus.of(file, following: true) != .directory else { return usageFailure("'--path' takes a file, and \(file) is a folder") }
        guard var linter = command.makeLinter(parsed, formats: formats, from: ConfigurationFinder.folder(of: file)) else { return nil }
        let context = (try? command.projectFiles(named: [file], found: [file], linter: linter))?.files ?? []
        guard tool.layNestedConfigurations(parsed, over: &linter.configuration, files: [file]) else { return nil }
        let buffer = tool.input()
        let current = FileManager.default.currentDirectoryPath
        let absolute = PathScope.absolute(file, from: current)
        let run = linter.lint(paths: [file], context: context) { @Sendable path throws(FileReader.Failure) in
            PathScope.absolute(path, from: current) == absolute ? buffer : try FileReader.read(path)
        }
        return (run, nil, [file], linter)
    }

    private func usageFailure(_ message: String) -> (LintRun, changed: Set<String>?, found: [String], Linter)? {
        _ = tool.usageFailure(UsageError(message: message), command: LintCommand.name)
        return nil
    }
}
