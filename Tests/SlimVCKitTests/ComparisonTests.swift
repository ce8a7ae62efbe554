import Foundation
import Testing
@testable import SlimVCKit

/// The base run takes the scans of files whose bytes did not change: its findings and
/// controllers are those of a run that scans everything.
@Suite struct ScanMemoTests {
    @Test(arguments: [0, nil] as [Int?]) func aRunTakingScansFindsWhatAFreshRunFinds(budget: Int?) {
        let now = [
            "Feed.swift": CompareToTests.feed, "Feed+Sections.swift": CompareToTests.sections,
            "Profile.swift": CompareToTests.profile.replacingOccurrences(of: "        view.backgroundColor = .red\n", with: ""),
        ]
        let base = ["Feed.swift": CompareToTests.feed, "Profile.swift": CompareToTests.profile]
        var linter = Linter(configuration: .defaults(folder: FileManager.default.currentDirectoryPath))
        linter.scanBudget = budget
        let fresh = linter.lint(sources: base)
        linter.scans = ScanMemo()
        _ = linter.lint(sources: now)
        let taking = linter.lint(sources: base)
        #expect(taking.findings == fresh.findings && taking.controllers == fresh.controllers && !fresh.findings.isEmpty)
        #expect(linter.scans?.entry(for: "Feed.swift", matching: Array(CompareToTests.feed.utf8)) != nil)
        #expect(linter.scans?.entry(for: "Feed.swift", matching: Array((CompareToTests.feed + " ").utf8)) == nil)
    }
}

@Suite struct ComparisonDeltaTests {
    /// Growth first, then by name; controllers that came and went count as grown and shrunk.
    @Test func controllersAreOrderedByGrowth() {
        let before = [ControllerSummary(name: "B", file: "B.swift", codeLines: 10), ControllerSummary(name: "Gone", file: "G.swift", codeLines: 30),
                      ControllerSummary(name: "Same", file: "S.swift", codeLines: 7), ControllerSummary(name: "A", file: "A.swift", codeLines: 10)]
        let after = [ControllerSummary(name: "B", file: "B.swift", codeLines: 15), ControllerSummary(name: "Same", file: "S.swift", codeLines: 7),
                     ControllerSummary(name: "A", file: "A.swift", codeLines: 15), ControllerSummary(name: "New", file: "N.swift", codeLines: 40)]
        let changes = Comparison.changes(from: before, to: after) { $0 == "A.swift" ? 12 : 150 }
        #expect(changes.map { "\($0.symbol) \($0.growth) \($0.grewPastLimit)" } == ["New 40 false", "A 5 true", "B 5 false", "Gone -30 false"])
        #expect(changes.map(\.crossedLimit) == [false, true, false, false])
    }

    /// A new error fails the run, even where the reported findings leave it out.
    @Test func failOnGrowthFailsOnANewError() {
        let error = Finding(ruleID: "discarded_observer_token", severity: .error, message: "m", path: "A.swift",
                            start: Location(line: 1, column: 1), end: Location(line: 1, column: 2))
        var run = LintRun(files: ["A.swift"], findings: [], rules: [], failures: [])
        run.comparison = Comparison(ref: "main", baseCommit: "0", new: [error], fixed: [], controllers: [])
        #expect(ExitPolicy(failsOnGrowth: true).code(for: run) == 1 && ExitPolicy().code(for: run) == 0)
        run.comparison?.new[0].severity = .warning
        #expect(ExitPolicy(failsOnGrowth: true).code(for: run) == 0)
    }
}
