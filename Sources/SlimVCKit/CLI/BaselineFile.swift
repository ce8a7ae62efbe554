import Foundation

/// The baseline file of `slimvc lint`: read for matching (`--baseline`), written from a
/// run (`--write-baseline`); what goes wrong is said on the tool's errors.
struct BaselineFile {
    let tool: CommandLineTool

    /// The baseline file read for matching; the entries it was read into are let go.
    func load(_ file: String) -> BaselineLookup? {
        guard let bytes = try? FileReader.read(file) else {
            tool.errors("error: \(file): cannot read the baseline; create it with: slimvc lint --write-baseline \(file)\n")
            return nil
        }
        do {
            return BaselineLookup(try Baseline.parse(String(decoding: bytes, as: UTF8.self), file: file))
        } catch {
            // Said as a configuration file's problem is.
            let problem = ConfigurationProblem(file: error.file, line: error.line, column: error.column, path: error.path,
                                               message: error.message)
            tool.errors(problem.description + "\n")
            return nil
        }
    }

    /// Every current finding, the baselined ones included.
    func write(_ run: LintRun, to file: String) -> Bool {
        do throws(AtomicFile.Failure) {
            let baseline = Baseline(findings: run.findings + run.baselined)
            try AtomicFile.write(to: file) { emit in baseline.write(emit) }
            let count = run.findings.count + run.baselined.count
            tool.errors("Wrote \(count == 1 ? "1 finding" : "\(count) findings") to \(file).\n")
            return true
        } catch {
            tool.errors("error: \(error.path): cannot write the baseline: \(error.reason)\n")
            return false
        }
    }
}
