import Foundation
import SlimVCKit

extension ProjectBenchmark {
    /// Prints the floor (`cat` of the files), SlimVC and SwiftSyntax on one folder;
    /// returns SlimVC's figures. Fails when SlimVC linted nothing (a project under an
    /// excluded folder such as `.build` would measure nothing) and says when it skipped
    /// generated files.
    func measure(_ folder: String, label: String) -> Measure {
        guard let paths = try? SwiftFileFinder.find([folder]) else { fail("no such folder: \(folder)") }
        let (bytes, lines) = Self.size(of: paths)
        let megabytes = Double(bytes) / 1e6
        print("\n\(label): \(paths.count) files, \(lines) lines, \(String(format: "%.1f", megabytes)) MB")
        let floor = catFloor(paths)
        print(row("cat (floor)", floor, megabytes, lines))
        let lint = lintRun(folder, files: paths.count, lines: lines)
        print(row("slimvc lint", lint.seconds, megabytes, lines))
        if let report = lint.report {
            print("  " + report.summary(seconds: lint.seconds, floor: floor))
        } else {
            print(String(format: "  peak %.0f MB, %.2fx the cat floor", lint.peakMegabytes, lint.seconds / floor))
        }
        if let oracle { compare(lint.seconds, withOracle: oracle, folder: folder, megabytes: megabytes, lines: lines) }
        return Measure(lines: lines, seconds: lint.seconds, megabytes: lint.peakMegabytes)
    }

    /// The files' bytes and lines.
    private static func size(of paths: [String]) -> (bytes: Int, lines: Int) {
        paths.reduce((0, 0)) { total, path in
            guard let data = try? FileReader.read(path) else { return total }
            return (total.0 + data.count, total.1 + data.count { $0 == 0x0A })
        }
    }

    /// Best-of-`runs` wall time of `cat` reading the files (as many at once as `xargs`
    /// passes), output to `/dev/null`: the floor of reading them, one thread.
    private func catFloor(_ paths: [String]) -> Double {
        let list = NSTemporaryDirectory() + "slimvc-bench-files.txt"
        guard FileManager.default.createFile(atPath: list, contents: Data(paths.map { $0 + "\0" }.joined().utf8)) else {
            fail("cannot write \(list)")
        }
        let runs = (0..<runs).compactMap { _ in ChildProcess.run(["xargs", "-0", "-a", list, "cat"]) }
        guard let best = runs.filter({ $0.status == 0 }).min(by: { $0.seconds < $1.seconds }) else { fail("cat failed") }
        return best.seconds
    }

    /// The best of `runs` runs of `slimvc lint` on the folder (by wall time, with that
    /// run's CPU time and page faults), its peak memory the highest of them; prints the
    /// findings and fails when SlimVC linted no file.
    private func lintRun(_ folder: String, files: Int, lines: Int) -> ChildProcess.Result {
        let report = NSTemporaryDirectory() + "slimvc-bench-report.json"
        let lints = (0..<runs).compactMap { _ in ChildProcess.measuredRun([slimvc, "lint", "--format", "json:" + report, folder]) }
        guard var lint = lints.min(by: { $0.seconds < $1.seconds }), lint.status < 2 else { fail("slimvc lint failed on \(folder)") }
        lint.peakMegabytes = lints.map(\.peakMegabytes).max() ?? 0
        let summary = (try? JSONParser.parse(String(contentsOfFile: report, encoding: .utf8)))?["summary"]
        guard case .integer(let count)? = summary?["files"]?.value, count > 0 else { fail("slimvc linted no file in \(folder)") }
        if count < files { print("(slimvc linted \(count) of the \(files) files; the others are generated or excluded)") }
        if case .integer(let findings)? = summary?["findings"]?.value {
            print(String(format: "findings: %d, %.1f per 1,000 lines", findings, Double(findings) * 1000 / Double(max(lines, 1))))
        }
        return lint
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
