import Foundation
import SlimVCKit

extension ProjectBenchmark {
    /// Prints the floor, SlimVC and SwiftSyntax on one folder; returns SlimVC's figures.
    /// Fails when SlimVC linted nothing (a project under an excluded folder such as
    /// `.build` would measure nothing) and says when it skipped generated files.
    func measure(_ folder: String, label: String) -> Measure {
        guard let paths = try? SwiftFileFinder.find([folder]) else { fail("no such folder: \(folder)") }
        var bytes = 0
        var lines = 0
        let floor = best(runs) {
            bytes = 0
            lines = 0
            for path in paths {
                guard let data = try? FileReader.read(path) else { continue }
                bytes += data.count
                lines += data.count { $0 == 0x0A }
            }
        }
        let megabytes = Double(bytes) / 1e6
        print("\n\(label): \(paths.count) files, \(lines) lines, \(String(format: "%.1f", megabytes)) MB")
        print(row("read (floor)", floor, megabytes, lines))
        let report = NSTemporaryDirectory() + "slimvc-bench-report.json"
        let lints = (0..<runs).compactMap { _ in ChildProcess.measuredRun([slimvc, "lint", "--format", "json:" + report, folder]) }
        guard let lint = lints.min(by: { $0.seconds < $1.seconds }), lint.status < 2 else { fail("slimvc lint failed on \(folder)") }
        let peak = lints.map(\.peakMegabytes).max() ?? 0
        let summary = (try? JSONParser.parse(String(contentsOfFile: report, encoding: .utf8)))?["summary"]
        guard case .integer(let count)? = summary?["files"]?.value, count > 0 else { fail("slimvc linted no file in \(folder)") }
        if count < paths.count { print("(slimvc linted \(count) of the \(paths.count) files; the others are generated or excluded)") }
        if case .integer(let findings)? = summary?["findings"]?.value {
            print(String(format: "findings: %d, %.1f per 1,000 lines", findings, Double(findings) * 1000 / Double(max(lines, 1))))
        }
        print(row("slimvc lint", lint.seconds, megabytes, lines)
            + String(format: "   peak %.0f MB, %.2fx the floor", peak, lint.seconds / floor))
        if let oracle { compare(lint.seconds, withOracle: oracle, folder: folder, megabytes: megabytes, lines: lines) }
        return Measure(lines: lines, seconds: lint.seconds, megabytes: peak)
    }

    /// SwiftSyntax's parse time, as `oracle --stats` reports it.
    private func compare(_ slimvcSeconds: Double, withOracle oracle: String, folder: String, megabytes: Double, lines: Int) {
        let stats = NSTemporaryDirectory() + "slimvc-bench-oracle.txt"
        guard ChildProcess.run([oracle, "--stats", folder], output: stats, errors: stats + ".err") != nil else { return }
        let text = ((try? String(contentsOfFile: stats, encoding: .utf8)) ?? "") + ((try? String(contentsOfFile: stats + ".err", encoding: .utf8)) ?? "")
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("parse_seconds") }),
              let parse = line.split(separator: "\t").last.flatMap({ Double($0) }) else { return }
        print(row("SwiftSyntax parse", parse, megabytes, lines) + String(format: "   SlimVC end to end is %.1fx faster", parse / slimvcSeconds))
    }
}
