import Foundation
import Testing
@testable import SlimVCKit

/// `Fixtures/SampleApp` is the bundled app README's first command lints. Its report in
/// every format is pinned in `Fixtures/SampleApp/expected.*`; after an intended change,
/// run `UPDATE_GOLDEN=1 swift test --filter SampleAppTests` and review the diff.
@Suite struct SampleAppTests {
    static let root = PackageRoot.path("")

    static func lintSampleApp() throws -> LintRun {
        // The app's rules.json turns on the one rule that is off by default, as a team would.
        var linter = Linter(configuration: try ConfigurationLoader.load(PackageRoot.path("Fixtures/SampleApp/rules.json")))
        linter.reportScope = PathScope(folder: root)
        // As `--format html` asks; the other reports do not read the lines.
        linter.quotesSourceLines = true
        return linter.lint(paths: try SwiftFileFinder.find([PackageRoot.path("Fixtures/SampleApp")]))
    }

    /// The HTML page is kept as text (`.html.txt`), as the other goldens are data: tools
    /// that look for repeated source code would read an `.html` file as code.
    static let goldens: [(ReportFormat, String)] = [
        (.text, "expected.txt"), (.json, "expected.json"), (.sarif, "expected.sarif"), (.github, "expected.github.txt"),
        (.checkstyle, "expected.checkstyle.xml"), (.junit, "expected.junit.xml"), (.markdown, "expected.md"), (.html, "expected.html.txt"),
    ]

    @Test(arguments: goldens)
    func reportMatchesTheGolden(_ format: ReportFormat, _ name: String) throws {
        let run = try Self.lintSampleApp()
        #expect(ExitPolicy().code(for: run) == 1, "discarded observer tokens are errors")
        let report = format.render(run, exitCode: ExitPolicy().code(for: run), color: false)
            .replacingOccurrences(of: Self.root + "/", with: "")
        let golden = PackageRoot.path("Fixtures/SampleApp/" + name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try report.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        #expect(report == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    /// Each rule fires on the sample app, and each also has code there it passes.
    @Test func everyRuleFiresSomewhereAndNotEverywhere() throws {
        let run = try Self.lintSampleApp()
        let fired = Set(run.findings.map(\.ruleID))
        #expect(fired == Set(RuleRegistry.ruleTypes.map { $0.description.id }))
        let flagged = Set(run.findings.compactMap { $0.symbol?.split(separator: ".").first.map(String.init) })
        #expect(flagged.isSuperset(of: ["ArticlesViewController", "ProfileViewController", "CounterViewController"]))
        #expect(flagged.isDisjoint(with: ["AccountViewController", "AccountDataController", "TodoListViewController"]))
    }
}
