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
        // A property with no name is written nowhere: no rule reports it, and nothing lies outside the file.
        #expect(run.findings.allSatisfy { $0.start.line == 1 })
    }

    /// `configuration-glob-expansion-timeout.json`: its glob expands to half a million
    /// characters, and is refused with an error rather than matched for seconds per path.
    @Test func aGlobExpandingPastTheLimitIsAProblem() throws {
        let bytes = try FileReader.read(Self.folder + "/configuration-glob-expansion-timeout.json")
        do {
            _ = try ConfigurationLoader.parse(String(decoding: bytes, as: UTF8.self), file: "rules.json", folder: "/repo")
            Issue.record("the configuration was accepted")
        } catch {
            #expect(error.problems.map(\.path) == ["exclude[0]"])
            #expect(error.problems.first?.message.hasSuffix("506944 characters once {…} is expanded, more than 4096") == true)
        }
    }

    /// What `Fuzz/ConfigurationFuzz.swift` checks of every glob: its shortcuts agree with
    /// its matcher, on paths near the pattern's own text.
    static func checkGlobs(_ configuration: Configuration) {
        for glob in configuration.include + configuration.exclude + configuration.overrides.flatMap(\.files) {
            let pattern = glob.pattern
            for path in ["App/Screens/LoginViewController.swift", pattern, String(pattern.map { "*?[]{}".contains($0) ? "x" : $0 }),
                         String(pattern.filter { !"*?[]{}".contains($0) })] {
                #expect(glob.matches(path) == glob.matchesByMatcher(path), "\(pattern)")
            }
        }
    }

    @Test func everyCrashInputRunsCleanly() throws {
        try #require(!Self.inputs.isEmpty)
        for name in Self.inputs {
            let bytes = try FileReader.read(Self.folder + "/" + name)
            let file = SourceFile(path: name, bytes: bytes)
            #expect(Invariants.problems(file).isEmpty, "\(name)")
            _ = Linter(rules: RuleRegistry.defaultRules()).lint(paths: [name]) { _ throws(FileReader.Failure) in bytes }
            if let configuration = try? ConfigurationLoader.parse(String(decoding: bytes, as: UTF8.self), file: name, folder: "/repo") {
                Self.checkGlobs(configuration)
            }
            let map = SuppressionMap(SuppressionScan(file: file).suppressions(), lineCount: file.lines.lineCount)
            _ = map.unused
        }
    }
}
