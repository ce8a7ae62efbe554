import Foundation
import Testing
@testable import SlimVCKit

/// The same files give byte-identical reports whatever the number of threads.
@Suite struct ParallelLintTests {
    @Test func reportsAreIdenticalForAnyNumberOfJobs() throws {
        let files = try SwiftFileFinder.find([PackageRoot.path("Fixtures/SampleApp"), PackageRoot.path("Fixtures/Scanner")])
        let reports = [1, 2, 3, 8, 64].map { jobs -> String in
            var linter = Linter(configuration: .defaults(folder: PackageRoot.path("")))
            linter.jobs = jobs
            let run = linter.lint(paths: files)
            return [ReportFormat.text, .json, .sarif, .markdown].map { $0.render(run, exitCode: 1, color: false) }.joined()
        }
        #expect(reports.count == 5 && reports.dropFirst().allSatisfy { $0 == reports[0] })
        #expect(reports[0].contains("view_work_in_controller"))
    }

    /// Each file's findings are moved, in order, into one array; what is left behind
    /// holds no string of theirs.
    @Test func findingsOfEveryFileAreMovedInOrder() {
        func finding(_ file: Int, _ line: Int) -> Finding {
            Finding(ruleID: "rule_\(file)", severity: .warning, message: String(repeating: "long message ", count: 3),
                    path: "Sources/File\(file).swift", start: Location(line: line, column: 1), end: Location(line: line, column: 2))
        }
        let expected = [[finding(1, 1), finding(1, 9)], [], [finding(3, 2)], [finding(4, 5), finding(4, 6), finding(4, 7)]]
        var perFile = expected
        let merged = Finding.merged(&perFile)
        #expect(merged == expected.flatMap { $0 })
        #expect(perFile.map(\.count) == [2, 0, 1, 3])
        #expect(perFile.joined().allSatisfy { $0 == Finding.placeholder })
        var none: [[Finding]] = []
        #expect(Finding.merged(&none).isEmpty)
    }

    @Test func anArrayHeldElsewhereKeepsItsElements() {
        let shared = ["a", String(repeating: "long string ", count: 4)]
        var arrays = [shared, [], ["c"]]
        #expect(Array.merging(&arrays, leaving: "") == ["a", String(repeating: "long string ", count: 4), "c"])
        #expect(arrays == [["", ""], [], [""]])
        #expect(shared == ["a", String(repeating: "long string ", count: 4)])
    }

    @Test func parallelMapKeepsIndexOrder() {
        #expect(parallelMap(1000, jobs: 7) { $0 * 2 } == (0..<1000).map { $0 * 2 })
        #expect(parallelMap(0, jobs: 4) { $0 }.isEmpty)
    }

    @Test func parallelMapKeepsNoResultAlive() {
        let live = LiveCount()
        do {
            let results = parallelMap(100, jobs: 4) { _ in Tracked(live) }
            #expect(results.count == 100 && live.value == 100)
        }
        #expect(live.value == 0)
    }

    @Test func fingerprintsIgnoreNumbersInMessages() {
        #expect(Fingerprint.normalized("grew to 171 lines (limit 150), #3 x9") == "grew to # lines (limit #), # x#")
        var first = Finding(ruleID: "r", severity: .warning, message: "has 12 lines", path: "a",
                            start: Location(line: 1, column: 1), end: Location(line: 1, column: 2))
        first.file = "a.swift"
        var moved = first
        (moved.message, moved.start.line) = ("has 13 lines", 40)
        var findings = [first, moved]
        Fingerprint.assign(&findings)
        #expect(findings[0].fingerprint.hasSuffix(":1") && findings[1].fingerprint.hasSuffix(":2"))
        #expect(findings[0].fingerprint.dropLast(2) == findings[1].fingerprint.dropLast(2))
        #expect(findings[0].fingerprint.count == 18)
    }

    @Test(arguments: [(UInt64(0), 1), (0xcbf2_9ce4_8422_2325, 9), (UInt64.max, 10), (0x00ab_0000_0000_0001, 12_345)])
    func fingerprintsAreSpelledInHexAndCount(value: UInt64, count: Int) {
        let hex = String(value, radix: 16)
        #expect(Fingerprint.spelled(value, count) == String(repeating: "0", count: 16 - hex.count) + hex + ":" + String(count))
    }

    /// Findings are sorted and fingerprinted per file on the linting threads; one file
    /// named twice must still get fingerprints that count across both names.
    @Test func fingerprintsCountAcrossTwoSpellingsOfAFile() {
        let screen = "final class AViewController: UIViewController {\n    func f() { view.backgroundColor = .red }\n}\n"
        var linter = Linter(rules: [ViewWorkInControllerRule(options: .init())])
        linter.jobs = 2
        let run = linter.lint(paths: ["./A.swift", "A.swift"]) { _ throws(FileReader.Failure) in Array(screen.utf8) }
        #expect(run.findings.count == 2 && Set(run.findings.map(\.file)).count == 1)
        #expect(run.findings.map { $0.fingerprint.suffix(2) } == [":1", ":2"])
    }

    @Test func jobsMustBePositive() {
        let run = CommandRun("lint", "--jobs", "0", PackageRoot.path("Fixtures/SampleApp"))
        #expect(run.status == 2 && run.errors.hasPrefix("error: '--jobs' takes a whole number of 1 or more, not '0'"))
    }
}

/// Counts `Tracked` instances alive, across threads.
final class LiveCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ delta: Int) { lock.withLock { count += delta } }
}

final class Tracked: Sendable {
    let live: LiveCount
    init(_ live: LiveCount) {
        self.live = live
        live.add(1)
    }
    deinit { live.add(-1) }
}
