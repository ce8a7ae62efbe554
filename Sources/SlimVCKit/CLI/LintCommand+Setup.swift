import Foundation

/// The Linter's set-up from the arguments and the baseline file.
extension LintCommand {
    /// The configured Linter, or nil (after saying why) when the configuration or the
    /// baseline is broken. Only the Markdown and HTML reports list the fattest controllers,
    /// and only the HTML report quotes source lines.
    /// The configuration is `--config`, else the nearest `rules.json` at or above `folder`.
    func makeLinter(_ parsed: ParsedArguments, formats: Set<ReportFormat>, from folder: String? = nil) -> Linter? {
        guard var configuration = tool.loadConfiguration(parsed, from: folder) else { return nil }
        if let only = parsed.options["--only-rule"] {
            let known = configuration.ruleIDs
            if let unknown = only.first(where: { !known.contains($0) }) {
                let message = "'--only-rule': unknown rule '\(brief(unknown))'" + Suggestion.hint(for: unknown, in: known)
                _ = tool.usageFailure(UsageError(message: message), command: LintCommand.name)
                return nil
            }
            configuration.onlyRules = Set(only)
        }
        var linter = Linter(configuration: configuration)
        // The text, GitHub, Markdown and HTML reports list or rank the fattest controllers;
        // a comparison measures them all.
        linter.summarizesControllers = !formats.isDisjoint(with: [.text, .github, .markdown, .html]) || parsed.has("--compare-to")
        linter.quotesSourceLines = formats.contains(.html)
        linter.disposal = tool.disposal
        linter.reportUnusedSuppressions = parsed.has("--report-unused-suppressions")
        if let value = parsed.value("--jobs") {
            guard let jobs = Int(value), jobs >= 1 else {
                _ = tool.usageFailure(UsageError(message: "'--jobs' takes a whole number of 1 or more, not '\(brief(value))'"), command: LintCommand.name)
                return nil
            }
            linter.jobs = jobs
        }
        if let file = parsed.value("--baseline") {
            guard let baseline = BaselineFile(tool: tool).load(file) else { return nil }
            linter.baseline = baseline
        }
        return linter
    }
}
