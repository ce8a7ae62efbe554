import Foundation
import Testing
@testable import SlimVCKit

/// One example of one rule, as a test case.
struct ExampleCase: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var example: Example
    var isTriggering: Bool

    var testDescription: String { "\(ruleID) \(isTriggering ? "triggering" : "non-triggering") \(example)" }

    static let all: [ExampleCase] = RuleRegistry.ruleTypes.flatMap { type in
        type.description.triggeringExamples.map { ExampleCase(ruleID: type.description.id, example: $0, isTriggering: true) }
            + type.description.nonTriggeringExamples.map { ExampleCase(ruleID: type.description.id, example: $0, isTriggering: false) }
    }
}

/// Every example of every rule, as written and in the derived variants of STYLE.md.
@Suite struct RuleExampleTests {
    @Test(arguments: ExampleCase.all)
    func findingsLandOnTheMarkers(_ item: ExampleCase) throws {
        let files = ExampleFiles(item.example)
        #expect(!item.isTriggering || !files.markers.isEmpty, "a triggering example needs ↓ markers", sourceLocation: item.location)
        #expect(try lint(item, files.sources) == files.markers, sourceLocation: item.location)
    }

    @Test(arguments: ExampleCase.all)
    func codeInsideACommentOrAStringFindsNothing(_ item: ExampleCase) throws {
        let files = ExampleFiles(item.example)
        let commented = files.sources.mapValues { "/*\n" + $0 + "\n*/\n" }
        let quoted = files.sources.mapValues { "let text = #\"\"\"\n" + $0 + "\n\"\"\"#\n" }
        #expect(try lint(item, commented).isEmpty, sourceLocation: item.location)
        #expect(try lint(item, quoted).isEmpty, sourceLocation: item.location)
    }

    @Test(arguments: ExampleCase.all)
    func aMultiByteLinePrependedMovesEveryFindingDown(_ item: ExampleCase) throws {
        let files = ExampleFiles(item.example)
        let prepended = files.sources.mapValues { "// Größe 🚀 — ñandú\n" + $0 }
        let moved = Set(files.markers.map { ExampleMarker(path: $0.path, line: $0.line + 1, column: $0.column) })
        #expect(try lint(item, prepended) == moved, sourceLocation: item.location)
    }

    @Test func registryIsSortedAndNamesMatchIDs() {
        let ids = RuleRegistry.ruleTypes.map { $0.description.id }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        for type in RuleRegistry.ruleTypes {
            let typeName = String(describing: type).replacingOccurrences(of: "Rule", with: "")
            let snake = typeName.unicodeScalars.reduce("") { out, char in
                out + (CharacterSet.uppercaseLetters.contains(char) && !out.isEmpty ? "_" : "") + String(char).lowercased()
            }
            #expect(snake == type.description.id)
        }
    }

    /// A summary is SARIF's `shortDescription`, which GitHub code scanning cuts at 1,024
    /// characters (`validate-sarif`'s `gh-rule-descriptions`).
    /// GitHub code scanning cuts a SARIF rule's short and full descriptions (the summary
    /// and the rationale) at 1,024 characters.
    @Test func summariesFitGitHubsLimit() {
        for type in RuleRegistry.ruleTypes {
            #expect(type.description.summary.count <= 1024, "\(type.description.id): \(type.description.summary.count) characters")
            #expect(type.description.rationale.count <= 1024, "\(type.description.id): \(type.description.rationale.count) characters")
        }
    }

    private func lint(_ item: ExampleCase, _ sources: [String: String]) throws -> Set<ExampleMarker> {
        let type = try #require(RuleRegistry.ruleTypes.first { $0.description.id == item.ruleID })
        let rule = try type.configured(item.example.options ?? "{}")
        let run = Linter(rules: [rule]).lint(sources: sources)
        return Set(run.findings.map { ExampleMarker(path: $0.path, line: $0.start.line, column: $0.start.column) })
    }
}

extension Rule {
    /// The rule with options from JSON, validated as `rules.json` would be.
    static func configured(_ json: String) throws -> any Rule {
        let settings = try JSONParser.parse(json)
        var problems = ProblemList(file: "example")
        validator.check(settings, at: "rules." + description.id, into: &problems)
        OptionsValidator.checkThresholds(settings, over: defaultSettings, at: "rules." + description.id, into: &problems)
        guard problems.problems.isEmpty else { throw ConfigurationError(problems: problems.problems) }
        return try make(settings: settings, vocabulary: .standard)
    }
}

extension ExampleCase {
    var location: SourceLocation {
        SourceLocation(fileID: "SlimVCKit/" + (example.file as NSString).lastPathComponent,
                       filePath: example.file, line: example.line, column: 1)
    }
}

struct ExampleMarker: Hashable, CustomStringConvertible {
    var path: String
    var line: Int
    var column: Int
    var description: String { "\(path):\(line):\(column)" }
}

/// An example's files with the `↓` markers taken out and recorded.
struct ExampleFiles {
    var sources: [String: String] = [:]
    var markers: Set<ExampleMarker> = []

    init(_ example: Example) {
        for (path, code) in [("Example.swift", example.code)] + example.otherFiles.sorted(by: { $0.key < $1.key }) {
            var stripped = ""
            for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var text = ""
                for char in line {
                    if char == "↓" {
                        markers.insert(ExampleMarker(path: path, line: number + 1, column: text.utf8.count + 1))
                    } else {
                        text.append(char)
                    }
                }
                stripped += (number == 0 ? "" : "\n") + text
            }
            sources[path] = stripped
        }
    }
}
