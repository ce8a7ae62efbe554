import Foundation
import Testing
@testable import SlimVCKit

@Suite struct RulesCommandTests {
    @Test func listsEveryRuleUnderTheConfiguration() throws {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", #"{"rules": {"class_length": {"warning": 200}, "view_work_in_controller": {"enabled": false}}}"#)
        let run = CommandRun("rules", "--config", folder.path + "/rules.json")
        let lines = run.output.split(separator: "\n")
        #expect(run.status == 0 && lines.count == RuleRegistry.ruleTypes.count + 1)
        #expect(lines.contains { $0.hasPrefix("class_length") && $0.contains("yes      warning 200, error 300") })
        #expect(lines.contains { $0.hasPrefix("view_work_in_controller") && $0.contains(" no ") })
    }

    @Test func showsOneRulesPageOrSuggestsTheRightId() {
        let page = CommandRun("rules", "controller_state")
        #expect(page.status == 0 && page.output == RuleDocs.page(ControllerStateRule.self))
        #expect(page.output.contains("| `collaborator_suffixes` |") && page.output.contains("## Triggering examples"))
        #expect(page.output.contains("| `enabled` | `true` | Whether the rule runs. |"))
        #expect(page.output.contains("| `plumbing_types` | `[") && page.output.contains("| Observation plumbing, callbacks, timers and queues"))
        let typo = CommandRun("rules", "controler_state")
        #expect(typo.status == 2 && typo.errors == "error: unknown rule 'controler_state'; did you mean 'controller_state'? (`slimvc rules` lists the rules)\n")
    }

    @Test func docsWritesAnIndexAndOnePagePerRule() throws {
        let folder = try TemporaryFolder()
        let run = CommandRun("docs", folder.path + "/out")
        #expect(run.status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted()
        #expect(written == RuleDocs.pages().map(\.name).sorted())
        #expect(try String(contentsOfFile: folder.path + "/out/README.md", encoding: .utf8) == RuleDocs.index())
    }
}
