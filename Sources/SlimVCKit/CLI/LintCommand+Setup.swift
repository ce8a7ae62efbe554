import Foundation

/// The Linter's set-up from the arguments, the baseline file, and `--changed-since`.
extension LintCommand {
    /// The configured Linter, or nil (after saying why) when the configuration or the
    /// baseline is broken.
    func makeLinter(_ parsed: ParsedArguments) -> Linter? {
        guard let configuration = tool.loadConfiguration(parsed) else { return nil }
        var linter = Linter(configuration: configuration)
        linter.disposal = tool.disposal
        linter.reportUnusedSuppressions = parsed.has("--report-unused-suppressions")
        if let value = parsed.value("--jobs") {
            guard let jobs = Int(value), jobs >= 1 else {
                _ = tool.usageFailure(UsageError(message: "'--jobs' takes a whole number of 1 or more, not '\(value)'"), command: LintCommand.name)
                return nil
            }
            linter.jobs = jobs
        }
        if let file = parsed.value("--baseline") {
            guard let baseline = loadBaseline(file) else { return nil }
            linter.baseline = baseline
        }
        return linter
    }

    /// The findings in files git reports changed since the merge base with `ref`.
    func changedFindings(_ run: LintRun, since ref: String, folder: String) -> [Finding]? {
        do throws(GitChanges.Failure) {
            let changed = try GitChanges.files(since: ref, in: folder)
            let current = FileManager.default.currentDirectoryPath
            return run.findings.filter { changed.contains(PathScope.normalized($0.path.hasPrefix("/") ? $0.path : current + "/" + $0.path)) }
        } catch {
            tool.errors("error: \(error.message)\n")
            return nil
        }
    }
    func loadBaseline(_ file: String) -> Baseline? {
        guard let bytes = try? FileReader.read(file) else {
            tool.errors("error: \(file): cannot read the baseline\n")
            return nil
        }
        do {
            return try Baseline.parse(String(decoding: bytes, as: UTF8.self), file: file)
        } catch {
            for problem in error.problems { tool.errors(problem.description + "\n") }
            return nil
        }
    }

    /// Every current finding, the baselined ones included.
    func writeBaseline(_ run: LintRun, to file: String) -> Bool {
        do throws(AtomicFile.Failure) {
            let baseline = Baseline(findings: run.findings + run.baselined)
            try AtomicFile.write(to: file) { emit in baseline.write(emit) }
            return true
        } catch {
            tool.errors("error: \(error.path): cannot write the baseline: \(error.reason)\n")
            return false
        }
    }
}
