import Foundation

/// `slimvc lint [PATH…]`: lints the Swift files under the paths and prints findings;
/// exit code 1 when a finding is an error, 2 when SlimVC could not run.
struct LintCommand: Subcommand {
    static let name = "lint"
    static let options = [
        OptionSpec("--format", value: "name[:file]", aliases: ["--reporter"],
                   help: ReportFormat.helpList + "; to a file after ':'. Repeatable; --reporter is the same."),
        OptionSpec("--output", value: "file", help: "Write the report that would go to standard output to this file instead (as SwiftLint's --output)."),
        OptionSpec("--strict", help: "Fail (exit 1) on warnings too."),
        OptionSpec("--quiet", help: "Print no summary line, nor where to start, after the findings on standard output (as SwiftLint's --quiet)."),
        OptionSpec("--max-warnings", value: "n", help: "Fail (exit 1) when there are more than n warnings."),
        OptionSpec("--jobs", short: "-j", value: "n", help: "Threads to lint with (default: the number of cores)."),
        OptionSpec("--config", value: "file", help: "The configuration to use (default: the nearest rules.json)."),
        OptionSpec("--report-unused-suppressions", help: "Report slimvc:disable comments that suppressed nothing."),
        OptionSpec("--changed-since", value: "ref", help: "Report only findings in files changed since the merge base with ref."),
        OptionSpec("--compare-to", value: "ref", help: "Also report what changed since the merge base with ref: findings new and fixed, view controllers' sizes."),
        OptionSpec("--fail-on-growth", help: "With --compare-to, count only what the change added: fail (exit 1) when a view controller grew and is past its limit, or on a new error (new warnings with --strict); old findings do not fail the run."),
        OptionSpec("--baseline", value: "file", help: "Report only findings not in the baseline, or grown past it."),
        OptionSpec("--write-baseline", value: "file", help: "Record the current findings as the baseline."),
        OptionSpec("--only-rule", value: "id", help: "Run only this rule (repeatable), whatever the configuration enables."),
        OptionSpec("--use-stdin", help: "Lint standard input as the file given by --path, inside its project (an editor's buffer)."),
        OptionSpec("--path", value: "file", help: "With --use-stdin, the file that standard input holds."),
        OptionSpec("--verbose", help: "Say which configuration is used."),
        .helpFlag,
    ]
    static let help = HelpText(
        overview: "Find fat view controllers and architecture violations in Swift files.",
        usage: "slimvc lint [<paths> ...]",
        arguments: [("<paths>", "Files or folders to lint (default: .).")],
        options: options,
        exitCodes: [("0", "No finding is an error (nor a warning, with --strict or --max-warnings)."),
                    ("1", "At least one finding is an error, or warnings failed the run; with --fail-on-growth, only the change's new findings and grown controllers count."),
                    ("2", "SlimVC could not run: bad arguments, a missing path, an unreadable file, a ref git cannot compare to.")])

    let tool: CommandLineTool

    func run(_ parsed: ParsedArguments) -> Int32 {
        let requests: [ReportRequest]
        let policy: ExitPolicy
        do {
            requests = try ReportRequest.parse(parsed.options["--format"] ?? [], output: parsed.value("--output"))
            policy = try ExitPolicy(parsed)
        } catch {
            return tool.usageFailure(error, command: Self.name)
        }
        guard let (linted, changed, found, linter) = lint(parsed, formats: Set(requests.map(\.format))) else { return 2 }
        var run = linted
        if let file = parsed.value("--write-baseline"), !BaselineFile(tool: tool).write(run, to: file) { return 2 }
        if let changed { run.findings = GitChanges.findings(run.findings, in: changed) }
        run.reportFormats = requests.map(\.format.rawValue)
        for failure in run.failures { tool.errors("error: \(failure.path): cannot read: \(failure.reason)\n") }
        // Nothing linted at all is an error: paths without Swift files, or a configuration that leaves none.
        let unlinted = UnlintedPaths(parsed.value("--path").map { [$0] } ?? (parsed.positionals.isEmpty ? ["."] : parsed.positionals), run: run)
        for message in unlinted.messages(found: found, linter: linter, verbose: parsed.has("--verbose")) { tool.errors(message) }
        // Writing a baseline accepts the findings it records: only a run that could not be made fails.
        let code = unlinted.isNothingLinted || !run.failures.isEmpty ? 2 : parsed.has("--write-baseline") ? 0 : policy.code(for: run)
        // A run that linted nothing could not do its job: it writes no report, whose summary
        // ("No findings in 0 files.") would contradict the error.
        let ok = code == 2 && run.files.isEmpty || ReportWriter(tool: tool, quiet: parsed.has("--quiet")).write(requests, run, exitCode: code)
        if code == 1, let reason = policy.reason(for: run) { tool.errors("error: \(reason)\n") }
        tool.disposal.dispose(run)
        return ok ? code : 2
    }

    /// The run over the files under the paths, the files changed (`--changed-since`), the
    /// Swift files found under the paths, and the Linter that ran; nil (after saying why)
    /// when a path is missing or the set-up is broken. Entries that cannot be listed count as unreadable.
    private func lint(_ parsed: ParsedArguments, formats: Set<ReportFormat>) -> (LintRun, changed: Set<String>?, found: [String], Linter)? {
        if parsed.has("--use-stdin") || parsed.has("--path") { return StandardInputLint(command: self).run(parsed, formats: formats) }
        let paths = parsed.positionals.isEmpty ? ["."] : parsed.positionals
        // A missing path is reported before any problem of the configuration, which is
        // needed for the walk: folders that it excludes whole are not listed.
        if let missing = paths.first(where: { FileStatus.of($0, following: true) == .missing }) {
            tool.errors("error: \(missing): \(FileStatus.reason(missing))\n")
            return nil
        }
        guard var linter = makeLinter(parsed, formats: formats, from: ConfigurationFinder.folder(of: paths[0])) else { return nil }
        linter.lintedPaths = paths
        // git runs while the files are scanned. The rules run on the changed files alone,
        // unless a baseline is read or written or a comparison made: they cover the whole project.
        let pending = parsed.value("--changed-since").map { PendingChanges(since: $0, in: ConfigurationFinder.folder(of: paths[0])) }
        if let pending, !parsed.has("--baseline"), !parsed.has("--write-baseline"), !parsed.has("--compare-to") {
            let current = FileManager.default.currentDirectoryPath
            // git names changed files by absolute, normalized paths.
            linter.reportedFiles = { pending.contains(PathScope.absolute($0, from: current)) }
        }
        guard let files = files(under: paths, for: linter),
              tool.layNestedConfigurations(parsed, over: &linter.configuration, files: files.found + files.context) else { return nil }
        if parsed.has("--verbose"), !files.context.isEmpty {
            let count = files.context.count == 1 ? "1 more Swift file" : "\(files.context.count) more Swift files"
            tool.errors("Also reading \(count) of the project for its index.\n")
        }
        let base = parsed.value("--compare-to").map { ComparisonRun(ref: $0, paths: paths, files: (files.found, files.context, files.contextRoot), linter: linter) }
        linter.scans = base?.scans
        var run = linter.lint(paths: files.found, context: files.context)
        run.failures = files.unreadable + run.failures
        do throws(GitChanges.Failure) {
            run.comparison = try base?.comparison(to: run, linter: linter)
            return (run, try pending?.result.get(), files.found, linter)
        } catch {
            tool.errors("error: \(error.message)\n")
            return nil
        }
    }
}
