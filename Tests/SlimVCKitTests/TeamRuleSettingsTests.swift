import Foundation
import Testing
@testable import SlimVCKit

/// A team rule is treated as SlimVC's own rules are: settings and overrides, suppressions,
/// baseline, `--only-rule`, every report format, `slimvc rules` and `slimvc docs`; a broken
/// `architecture` section is a configuration error that names the JSON path.
@Suite struct TeamRuleSettingsTests {
    static let finalScreens = #"{"architecture": {"screens_are_final": {"message": "Screens are final", "select": {"kind": "class", "role": "view_controller"}, "assert": {"must_be_final": true}}}"#

    static let screen = "import UIKit\n\nclass FeedViewController: UIViewController {}\n"

    /// A project with `json` (which `extra` closes) and `files`; the lint's findings of `ids`.
    static func lint(_ json: String, _ files: [String: String], ids: Set<String> = ["screens_are_final", "invalid_suppression"],
                     arguments: [String] = []) throws -> (lines: [String], run: CommandRun) {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", json)
        for (path, text) in files { try folder.write(path, text) }
        let run = CommandRun(arguments: ["lint", "--config", folder.path + "/rules.json", "--format", "json", folder.path] + arguments)
        let document = try JSONParser.parse(run.output)
        guard case .array(let findings)? = document["findings"]?.value else { return ([], run) }
        let lines = findings.compactMap { finding -> String? in
            guard case .string(let rule)? = finding["rule"]?.value, ids.contains(rule), case .string(let file)? = finding["file"]?.value,
                  case .string(let severity)? = finding["severity"]?.value else { return nil }
            return "\(URL(fileURLWithPath: file).lastPathComponent) \(severity) \(rule)"
        }
        return (lines, run)
    }

    @Test func overridesAndRulesChangeATeamRuleAsTheyChangeSlimVCs() throws {
        let files = ["App/A.swift": Self.screen, "Legacy/B.swift": Self.screen.replacingOccurrences(of: "Feed", with: "Old")]
        #expect(try Self.lint(Self.finalScreens + "}", files).lines == ["A.swift warning screens_are_final", "B.swift warning screens_are_final"])
        let json = Self.finalScreens + #", "rules": {"screens_are_final": {"severity": "error"}}, "overrides": [{"files": ["Legacy/**"], "rules": {"screens_are_final": {"enabled": false}}}]}"#
        #expect(try Self.lint(json, files).lines == ["A.swift error screens_are_final"])
        let only = try Self.lint(#"{"rules": {"class_length": {"enabled": false}}, "# + Self.finalScreens.dropFirst() + "}", files,
                                 ids: ["screens_are_final", "missing_data_controller"], arguments: ["--only-rule", "screens_are_final"])
        #expect(only.lines == ["A.swift warning screens_are_final", "B.swift warning screens_are_final"])
    }

    @Test func suppressionsNameTeamRulesAndTheBaselineHoldsTheirFindings() throws {
        let suppressed = "import UIKit\n\n// slimvc:disable:next screens_are_final - kept open for tests\nclass FeedViewController: UIViewController {}\n"
        #expect(try Self.lint(Self.finalScreens + "}", ["A.swift": suppressed]).lines.isEmpty)
        let folder = try TemporaryFolder()
        try folder.write("rules.json", Self.finalScreens + "}")
        try folder.write("A.swift", Self.screen)
        let config = folder.path + "/rules.json"
        let write = CommandRun("lint", "--config", config, "--only-rule", "screens_are_final", "--write-baseline", folder.path + "/baseline.json", folder.path)
        #expect(write.status == 0)
        let lint = CommandRun("lint", "--config", config, "--only-rule", "screens_are_final", "--baseline", folder.path + "/baseline.json", folder.path)
        #expect(lint.status == 0 && !lint.output.contains("screens_are_final"))
    }

    @Test func reportsCarryTheTeamRuleInTheirCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", Self.finalScreens + "}")
        try folder.write("A.swift", Self.screen)
        let run = CommandRun("lint", "--config", folder.path + "/rules.json", "--format", "sarif", folder.path)
        let sarifText = run.output
        let sarif = try JSONParser.parse(sarifText)
        guard case .array(let runs)? = sarif["runs"]?.value, case .array(let rules)? = runs.first?["tool"]?["driver"]?["rules"]?.value,
              let rule = rules.first(where: { $0["id"]?.value == .string("screens_are_final") }) else {
            Issue.record("no SARIF rule for the team rule")
            return
        }
        #expect(rule["shortDescription"]?["text"]?.value == .string("Screens are final"))
        #expect(rule["helpUri"] == nil && rule["properties"]?["tags"]?.strings == ["maintainability", "team"])
        #expect(run.output.contains("screens_are_final: 'FeedViewController' is not final") == false)
        #expect(run.output.contains("Screens are final: 'FeedViewController' is not final"))
    }

    @Test func rulesAndDocsListAndDescribeTeamRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", Self.finalScreens + "}")
        let config = folder.path + "/rules.json"
        let table = CommandRun("rules", "--config", config)
        #expect(table.output.split(separator: "\n").contains { $0.hasPrefix("screens_are_final") && $0.hasSuffix("Screens are final") })
        let page = CommandRun("rules", "screens_are_final", "--config", config)
        #expect(page.status == 0 && page.output.contains("## Selects\n\nEvery class of role view_controller.\n\n## Asserts\n\n- It is final.\n"))
        let typo = CommandRun("rules", "screens_are_finl", "--config", config)
        #expect(typo.status == 2 && typo.errors.contains("did you mean 'screens_are_final'?"))
        let docs = CommandRun("docs", folder.path + "/out", "--config", config)
        #expect(docs.status == 0)
        #expect(try String(contentsOfFile: folder.path + "/out/screens_are_final.md", encoding: .utf8) == page.output)
        #expect(try String(contentsOfFile: folder.path + "/out/README.md", encoding: .utf8).contains("| [`screens_are_final`](screens_are_final.md) | warning |"))
    }

    static func problems(_ architecture: String, rest: String = "") -> [String] {
        do {
            _ = try ConfigurationLoader.parse(#"{"architecture": "# + architecture + rest + "}", file: "rules.json", folder: "/repo")
            return []
        } catch {
            return error.problems.map { $0.path + ": " + $0.message }
        }
    }

    @Test(arguments: [
        (#"{"class_length": {"select": {"kind": "class"}, "assert": {"must_be_final": true}}}"#,
         "architecture.class_length: 'class_length' is a SlimVC rule's id; give the team rule a name of its own"),
        (#"{"Final": {"select": {"kind": "class"}, "assert": {"must_be_final": true}}}"#,
         "architecture.Final: a rule's name is lower-case letters, digits and '_' (as 'domain_is_ui_free'), not 'Final'"),
        (#"{"a": {"select": {"kind": "clas"}, "assert": {"must_be_final": true}}}"#,
         "architecture.a.select.kind: unknown value 'clas'; did you mean 'class'? (one of: class, struct, enum, actor, protocol, extension, function)"),
        (#"{"a": {"select": {"kind": "class", "nme": "X"}, "assert": {"must_be_final": true}}}"#,
         "architecture.a.select.nme: unknown key 'nme'; did you mean 'name'? (selectors: kind, name, except, paths, role, inherits_from, conforms_to)"),
        (#"{"a": {"select": {"kind": "class"}, "assert": {"must_not_referense": ["X"]}}}"#,
         "architecture.a.assert.must_not_referense: unknown key 'must_not_referense'; did you mean 'must_not_reference'? (assertions: must_not_import, must_not_reference, must_inherit_from, must_conform_to, name_must_match, must_be_final, max_code_lines)"),
        (#"{"a": {"select": {"kind": "class", "name": ["ok", "[x"]}, "assert": {"must_be_final": true}}}"#,
         "architecture.a.select.name[1]: bad glob '[x': unclosed '[' at offset 0"),
        (#"{"a": {"select": {"role": "viewmodel", "kind": "class"}, "assert": {"must_be_final": true}}}"#,
         "architecture.a.select.role: unknown value 'viewmodel'; did you mean 'view_model'? (one of: view_controller, view, cell, view_model, data_controller)"),
        (#"{"a": {"select": {"kind": "class"}, "assert": {"max_code_lines": 0}}}"#,
         "architecture.a.assert.max_code_lines: expected a whole number of 1 or more, found an integer"),
        (#"{"a": {"select": {"kind": "class"}, "assert": {}}}"#,
         "architecture.a.assert: expected an object of one or more assertions (must_not_import, must_not_reference, must_inherit_from, must_conform_to, name_must_match, must_be_final, max_code_lines)"),
        (#"{"a": {"select": {"kind": "class"}}}"#, "architecture.a: missing \"assert\""),
        (#"{"a": {"select": {"kind": "class"}, "assert": {"must_inherit_from": "Base*"}}}"#,
         "architecture.a.assert.must_inherit_from: expected a type name, found 'Base*'"),
        (#"{"a": {"select": {"kind": "class"}, "assert": {"must_be_final": true}, "severity": "fatal"}}"#,
         "architecture.a.severity: unknown severity 'fatal'; (one of: warning, error)"),
        (#"[]"#, "architecture: expected an object of named rules, found an array"),
    ])
    func eachBrokenRuleGetsItsOwnMessage(_ architecture: String, _ expected: String) {
        #expect(Self.problems(architecture) == [expected])
    }

    @Test func settingsOfATeamRuleAreCheckedLikeAnyRules() {
        let rule = #"{"a": {"select": {"kind": "class"}, "assert": {"must_be_final": true}}}"#
        #expect(Self.problems(rule, rest: #", "overrides": [{"files": ["**"], "rules": {"a": {"severity": "eror"}}}]"#) == [
            "overrides[0].rules.a.severity: 'eror' is not one of \"warning\", \"error\"; did you mean 'error'?",
        ])
        #expect(Self.problems(rule, rest: #", "rules": {"b": {"enabled": false}}"#).first?.hasPrefix("rules.b: unknown rule 'b'") == true)
        #expect(Self.problems(rule, rest: #", "rules": {"a": {"enabled": false}}"#).isEmpty)
    }
}

extension TeamRuleSettingsTests {
    @Test func aBrokenArchitectureSectionStopsTheLintWithExitCode2() throws {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", #"{"architecture": {"screens": {"select": {"kind": "class"}, "assert": {"must_be_finl": true}}}}"#)
        try folder.write("A.swift", Self.screen)
        let run = CommandRun("lint", "--config", folder.path + "/rules.json", folder.path)
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(run.errors.contains("architecture.screens.assert.must_be_finl: unknown key 'must_be_finl'; did you mean 'must_be_final'?"))
    }
}
