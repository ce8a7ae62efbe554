import Foundation
import Testing
@testable import SlimVCKit

/// What a run carries for the summaries besides findings: the lines findings start on
/// (only when asked) and each view controller's limit.
@Suite struct RunSummaryTests {
    static let screen = "final class AViewController: UIViewController {\r\n    func f() {\n\t\tview.alpha = 0 // é\n    }\n}\n"

    @Test func theLinterQuotesTheLinesFindingsStartOnOnlyWhenAsked() throws {
        var linter = Linter(rules: [ViewWorkInControllerRule.withDefaultOptions()])
        let plain = linter.lint(sources: ["A.swift": Self.screen])
        #expect(plain.sourceLines.isEmpty)
        linter.quotesSourceLines = true
        let quoted = linter.lint(sources: ["A.swift": Self.screen, "B.swift": "struct B {}\n"])
        #expect(quoted.findings == plain.findings)
        let file = try #require(quoted.findings.first?.file)
        #expect(quoted.sourceLines == [file: [3: "\t\tview.alpha = 0 // é"]])
    }

    @Test func aLineIsQuotedWithoutItsEndAndCutBetweenCharacters() {
        let file = SourceFile(path: "t.swift", text: "a\r\nbé\rc\n\nlast")
        #expect((0...6).map { QuotedLines.text(ofLine: $0, in: file) } == ["", "a", "bé", "c", "", "last", ""])
        // `é` takes two bytes: a cut after two bytes keeps `b` alone.
        #expect(QuotedLines.text(ofLine: 2, in: file, maximumBytes: 2) == "b")
        #expect(QuotedLines.text(ofLine: 2, in: file, maximumBytes: 3) == "bé")
    }

    /// The limit is `class_length`'s warning for the controller's file, overrides applied;
    /// none when the rule does not run.
    @Test func controllersCarryTheLimitOfTheirFile() throws {
        let folder = try TemporaryFolder()
        let json = #"{"rules": {"class_length": {"warning": 120}}, "overrides": [{"files": ["Legacy/**"], "rules": {"class_length": {"warning": 400, "error": 800}}}]}"#
        try folder.write("rules.json", json)
        try folder.write("App/FeedViewController.swift", "final class FeedViewController: UIViewController {}\n")
        try folder.write("Legacy/OldViewController.swift", "final class OldViewController: UIViewController {}\n")
        var configuration = try ConfigurationLoader.load(folder.path + "/rules.json")
        let paths = try SwiftFileFinder.find([folder.path])
        let limits = Linter(configuration: configuration).lint(paths: paths).controllers.map { "\($0.name) \($0.limit ?? 0)" }
        #expect(limits.sorted() == ["FeedViewController 120", "OldViewController 400"])
        configuration.onlyRules = ["view_work_in_controller"]
        #expect(Linter(configuration: configuration).lint(paths: paths).controllers.map(\.limit) == [nil, nil])
    }
}
