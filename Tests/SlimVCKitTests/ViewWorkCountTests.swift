import Testing
@testable import SlimVCKit

/// The number in a View work finding is the number of lines that do View work, each a
/// related location (rulebook, "View work"; `ViewWorkLineExamples`).
@Suite struct ViewWorkCountTests {
    @Test(arguments: ViewWorkLineExamples.counted.indices)
    func theMessageCountsTheLines(_ position: Int) {
        let (example, lines) = ViewWorkLineExamples.counted[position]
        let run = Linter(rules: [ViewWorkInControllerRule(options: .init())]).lint(sources: ExampleFiles(example).sources)
        let findings = run.findings.filter { $0.path == "Example.swift" }
        let location = ExampleCase(ruleID: "", example: example, isTriggering: true).location
        #expect(findings.map(\.measured) == lines.map(Optional.some), sourceLocation: location)
        #expect(findings.map(\.related.count) == lines, sourceLocation: location)
        #expect(zip(findings, lines).allSatisfy { $0.message.hasSuffix(" has \(FindingGroup.lines($1)) of View work") }, sourceLocation: location)
    }

    /// Two statements on one line are one line; each line once, at its statement's start.
    @Test func aLineIsCountedOnce() throws {
        let source = "class AViewController: UIViewController {\n    func f() {\n        view.alpha = 0; titleLabel.text = \"x\"\n"
            + "        titleLabel.textColor = .red\n    }\n}\n"
        let finding = try #require(Linter(rules: [ViewWorkInControllerRule(options: .init())]).lint(sources: ["A.swift": source]).findings.first)
        #expect(finding.message == "'AViewController.f()' has 2 lines of View work")
        #expect(finding.related.map(\.start.line) == [3, 4])
    }
}
