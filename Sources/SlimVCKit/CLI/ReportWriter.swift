/// Writes the reports `slimvc lint --format` asks for: each to standard output or to its
/// file; what goes wrong is said on the tool's errors.
struct ReportWriter {
    let tool: CommandLineTool
    /// `--quiet`: the text report on standard output has no summary line.
    var quiet = false

    /// Renders and writes every report; false when a file could not be written.
    func write(_ requests: [ReportRequest], _ run: LintRun, exitCode: Int32) -> Bool {
        let color = tool.isTerminal && tool.environment["NO_COLOR"].map(\.isEmpty) != false
        var written = true
        for request in requests {
            if request.format == .sarif, run.findings.count > SARIFReporter.resultLimit {
                tool.errors("warning: \(request.file ?? "standard output"): the SARIF log holds \(SARIFReporter.resultLimit) of the "
                    + "\(run.findings.count) findings, the most GitHub code scanning takes in one run (errors first); "
                    + "lint with --baseline to report only new ones\n")
            }
            guard let file = request.file else {
                if let bytes = tool.outputBytes, request.format.isMadeOfBytes {
                    request.format.write(run, exitCode: exitCode, bytes)
                } else {
                    request.format.print(run, exitCode: exitCode, color: color, quiet: quiet, tool.output)
                }
                continue
            }
            do throws(AtomicFile.Failure) {
                try AtomicFile.write(to: file) { emit in request.format.write(run, exitCode: exitCode, emit) }
            } catch {
                tool.errors("error: \(error.path): cannot write the \(request.format.rawValue) report: \(error.reason)\n")
                written = false
            }
        }
        return written
    }
}
