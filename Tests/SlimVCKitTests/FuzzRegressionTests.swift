import Foundation
import Testing
@testable import SlimVCKit

/// Every input that ever crashed a fuzz target, run through the same code as the targets
/// (`Fuzz/*.swift`): the scanner and every rule, configuration loading, suppressions.
@Suite struct FuzzRegressionTests {
    static let folder = PackageRoot.path("Fixtures/FuzzCrashes")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != "README.md" }.sorted()
    }

    /// The smallest form of `scanner-variable-at-end.swift`.
    @Test func aFileEndingWithVarKeepsItsPropertyInTheFile() {
        let text = "class AViewController: UIViewController { var"
        let file = SourceFile(path: "A.swift", text: text)
        #expect(Invariants.problems(file).isEmpty)
        #expect(file.structure.properties.map(\.span.name) == [file.tokens.count - 1])
        let run = Linter(rules: RuleRegistry.defaultRules()).lint(paths: ["A.swift"]) { _ throws(FileReader.Failure) in Array(text.utf8) }
        #expect(run.findings.contains { $0.ruleID == "controller_state" && $0.start.line == 1 })
    }

    @Test func everyCrashInputRunsCleanly() throws {
        try #require(!Self.inputs.isEmpty)
        for name in Self.inputs {
            let bytes = try FileReader.read(Self.folder + "/" + name)
            let file = SourceFile(path: name, bytes: bytes)
            #expect(Invariants.problems(file).isEmpty, "\(name)")
            _ = Linter(rules: RuleRegistry.defaultRules()).lint(paths: [name]) { _ throws(FileReader.Failure) in bytes }
            _ = try? ConfigurationLoader.parse(String(decoding: bytes, as: UTF8.self), file: name, folder: "/repo")
            let map = SuppressionMap(file.suppressions(), lineCount: file.lines.lineCount)
            _ = map.unused
        }
    }
}
