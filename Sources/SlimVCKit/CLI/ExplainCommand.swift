import Foundation

/// `slimvc explain FILE:LINE`: the facts and the verdict for the property or the type
/// declared at that line, read with the file's whole project, as `lint` reads a named file.
struct ExplainCommand: Subcommand {
    static let name = "explain"
    static let options = [
        OptionSpec("--format", value: "name", help: "text (default) or json."),
        OptionSpec("--config", value: "file", help: "The configuration to use (default: the nearest rules.json)."),
        .helpFlag,
    ]
    static let help = HelpText(
        overview: "Explain a finding: the facts SlimVC read at a line and the verdict it drew.",
        usage: "slimvc explain <file>:<line> [--format json]",
        arguments: [("<file>:<line>", "A stored property's or a type's declaration, as a finding names it.")],
        options: options)

    let tool: CommandLineTool

    func run(_ parsed: ParsedArguments) -> Int32 {
        guard parsed.positionals.count == 1, let colon = parsed.positionals[0].lastIndex(of: ":"),
              let line = Int(parsed.positionals[0][parsed.positionals[0].index(after: colon)...]), line > 0 else {
            return tool.usageFailure(UsageError(message: "expected one <file>:<line>, as a finding names it"), command: Self.name)
        }
        let format = parsed.value("--format") ?? "text"
        guard ["text", "json"].contains(format) else {
            return tool.usageFailure(UsageError(message: "unknown format '\(format)' for explain (text or json)"), command: Self.name)
        }
        let path = String(parsed.positionals[0][..<colon])
        guard FileStatus.of(path, following: true) == .regular else {
            tool.errors("error: \(path): no such file\n")
            return 2
        }
        guard let configuration = tool.loadConfiguration(parsed, from: (path as NSString).deletingLastPathComponent) else { return 2 }
        let linter = Linter(configuration: configuration)
        guard let (found, context, _, _) = LintCommand(tool: tool).files(under: [path], for: linter) else { return 2 }
        let files = (found + context).compactMap { other in (try? FileReader.read(other)).map { SourceFile(path: other, bytes: $0) } }
        guard let file = files.first(where: { $0.path == found.first }) else {
            tool.errors("error: \(path): cannot read\n")
            return 2
        }
        guard let explanation = Self.explainer(for: file, among: files, linter: linter).explain(line: line) else {
            tool.errors("error: \(path):\(line): no stored property or type is declared on this line\n")
            return 2
        }
        tool.output(format == "json" ? JSONWriter.render(explanation.json) + "\n" : explanation.text)
        return 0
    }

    /// The file's explainer, with the project index of `files` and the rules as the
    /// configuration sets them for the file.
    private static func explainer(for file: SourceFile, among files: [SourceFile], linter: Linter) -> Explainer {
        let configuration = linter.configuration
        let project = ProjectIndex(facts: files.flatMap { TypeFacts.all(in: $0) }, settings: configuration.roles)
        let rules = RulePlan(configuration: configuration).rules(for: linter.scope.relative(file.path)).map(\.rule)
        return Explainer(
            file: file, project: project,
            state: rules.lazy.compactMap { $0 as? ControllerStateRule }.first ?? ControllerStateRule(options: .init(), vocabulary: configuration.vocabulary),
            holders: rules.lazy.compactMap { $0 as? MissingDataControllerRule }.first
                ?? MissingDataControllerRule(options: .init(), vocabulary: configuration.vocabulary))
    }
}
