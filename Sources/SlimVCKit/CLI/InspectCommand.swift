/// `slimvc inspect [PATH…]`: the declaration structure of each file as one JSON line,
/// files in sorted path order, one file in memory at a time.
struct InspectCommand: Subcommand {
    static let name = "inspect"
    static let options = [OptionSpec.helpFlag]
    static let help = HelpText(
        overview: "Print the declaration structure of Swift files as JSON lines.",
        usage: "slimvc inspect [<paths> ...]",
        arguments: [("<paths>", "Files or folders to scan (default: .).")],
        options: options)

    let tool: CommandLineTool

    func run(_ parsed: ParsedArguments) -> Int32 {
        let files: [String]
        do {
            files = try SwiftFileFinder.find(parsed.positionals.isEmpty ? ["."] : parsed.positionals)
        } catch {
            tool.errors("error: \(error.path): no such file or folder\n")
            return 2
        }
        var status: Int32 = 0
        for path in files {
            do {
                let file = SourceFile(path: path, bytes: try FileReader.read(path))
                tool.output(InspectReport.line(for: file) + "\n")
            } catch {
                tool.errors("error: \(error.path): cannot read: \(error.reason)\n")
                status = 2
            }
        }
        return status
    }
}
