import Testing
@testable import SlimVCKit

/// Every rule on every prefix of every example, cut at each token's end: a file cut short
/// (`final class HostCell<` at its end) is what an editor saves mid-word, and what the
/// rules' look-ahead must survive.
@Suite struct ExamplePrefixTests {
    @Test(arguments: ExampleCase.all)
    func everyRuleSurvivesEveryPrefix(_ item: ExampleCase) {
        let files = ExampleFiles(item.example)
        guard let code = files.sources["Example.swift"] else { return }
        let bytes = Array(code.utf8)
        let linter = Linter(rules: RuleRegistry.defaultRules())
        for token in SourceFile(path: "Example.swift", bytes: bytes).tokens {
            let prefix = Array(bytes[..<Int(token.end)])
            let file = SourceFile(path: "Example.swift", bytes: prefix)
            #expect(Invariants.problems(file).isEmpty, sourceLocation: item.location)
            var sources = files.sources
            sources["Example.swift"] = String(decoding: prefix, as: UTF8.self)
            let lines = prefix.count { $0 == 0x0A } + 1
            let run = linter.lint(sources: sources)
            #expect(run.failures.isEmpty, sourceLocation: item.location)
            #expect(run.findings.allSatisfy { $0.path != "Example.swift" || $0.end.line <= lines }, sourceLocation: item.location)
        }
    }
}
