import Foundation
import Testing
@testable import SlimVCKit

/// `Fixtures/SampleApp` is the bundled app README's first command lints. Its whole text
/// report is pinned in `Fixtures/SampleApp/expected.txt`; after an intended change, run
/// `UPDATE_GOLDEN=1 swift test --filter SampleAppTests` and review the diff.
@Suite struct SampleAppTests {
    static let golden = PackageRoot.path("Fixtures/SampleApp/expected.txt")

    @Test func lintReportMatchesTheGolden() throws {
        let run = CommandRun("lint", PackageRoot.path("Fixtures/SampleApp"))
        let report = run.output.replacingOccurrences(of: PackageRoot.path("") + "/", with: "")
        #expect(run.status == 1 && run.errors.isEmpty, "discarded observer tokens are errors")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try report.write(toFile: Self.golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: Self.golden, encoding: .utf8)
        #expect(report == expected)
    }

    /// Each rule fires on the sample app, and each also has code there it passes.
    @Test func everyRuleFiresSomewhereAndNotEverywhere() throws {
        let files = try SwiftFileFinder.find([PackageRoot.path("Fixtures/SampleApp")])
        let run = Linter(configuration: .defaults(folder: PackageRoot.path(""))).lint(paths: files)
        let fired = Set(run.findings.map(\.ruleID))
        #expect(fired == Set(RuleRegistry.ruleTypes.map { $0.description.id }))
        let flagged = Set(run.findings.compactMap { $0.symbol?.split(separator: ".").first.map(String.init) })
        #expect(flagged.isSuperset(of: ["ArticlesViewController", "ProfileViewController", "CounterViewController"]))
        #expect(flagged.isDisjoint(with: ["AccountViewController", "AccountDataController", "TodoListViewController"]))
    }
}
