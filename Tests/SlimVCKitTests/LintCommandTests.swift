import Foundation
import Testing
@testable import SlimVCKit

@Suite struct LintCommandTests {
    @Test func printsCompilerStyleFindingsAndExitsOneOnErrors() throws {
        let folder = try TemporaryFolder()
        let long = (1...45).map { "        step\($0)()" }.joined(separator: "\n")
        try folder.write("App/LoginViewController.swift", """
            class LoginViewController: UIViewController {
                func viewDidLoad() {
            \(long)
                    nameLabel.text = "x"
                }
            }
            """)
        try folder.write("App/LoginDataController.swift", "final class LoginDataController {}\n")
        let run = CommandRun("lint", folder.path + "/App")
        let path = folder.path + "/App/LoginViewController.swift"
        #expect(run.status == 1)
        #expect(run.findingsAndSummary == """
            \(path):1:7: warning: 'LoginViewController' holds no LoginDataController; keep it in a stored property to hold the screen's state [missing_data_controller]
            \(path):2:10: error: 'viewDidLoad()' spans 46 code lines (limit 40) [method_length]
            \(path):48:9: warning: 'LoginViewController.viewDidLoad()' has 1 line of View work [view_work_in_controller]
            \(path):48:9: note: 'nameLabel.text = …'
            Found 2 warnings and 1 error in 2 files.

            """)
    }

    /// `--only-rule`, repeatable, runs those rules alone, even one the configuration turns
    /// off; an unknown id is a usage error with a suggestion.
    @Test func onlyTheNamedRulesRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", #"{"version": 1, "rules": {"view_work_in_controller": {"enabled": false}}}"#)
        try folder.write("A.swift", "class AViewController: UIViewController {\n    private var count = 0\n    @IBAction func f(_ sender: Any) { view.alpha = 0; count += 1 }\n}\n")
        let all = CommandRun("lint", "--config", folder.path + "/rules.json", folder.path)
        #expect(all.output.components(separatedBy: "\n").filter { $0.contains("[") }.compactMap { $0.split(separator: "[").last }.sorted()
                == ["controller_state]", "missing_data_controller]"])
        let only = CommandRun("lint", "--config", folder.path + "/rules.json", "--only-rule", "view_work_in_controller",
                              "--only-rule", "controller_state", folder.path)
        #expect(only.output.components(separatedBy: "\n").filter { $0.contains("[") }.compactMap { $0.split(separator: "[").last }.sorted()
                == ["controller_state]", "view_work_in_controller]"])
        let unknown = CommandRun("lint", "--only-rule", "controler_state", folder.path)
        #expect(unknown.status == 2)
        #expect(unknown.errors == "error: '--only-rule': unknown rule 'controler_state'; did you mean 'controller_state'?; see 'slimvc lint --help'\n")
    }

    @Test func exitsZeroWithWarningsOnlyAndSaysWhenThereAreNone() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "class AViewController: UIViewController {\n    let data = ADataController()\n    func f() { view.alpha = 0 }\n}\n")
        try folder.write("B.swift", "struct ADataController {}\n")
        let warned = CommandRun("lint", folder.path)
        #expect(warned.status == 0)
        #expect(warned.findingsAndSummary.hasSuffix("Found 1 warning and 0 errors in 2 files.\n"))
        let clean = CommandRun("lint", folder.path + "/B.swift")
        #expect(clean.status == 0 && clean.output == "No findings in 1 file.\n")
    }

    /// A SARIF log past GitHub's limit of results per run is cut there, and the run says so
    /// on standard error; the other reports keep every finding.
    @Test func aSARIFLogPastGitHubsLimitIsCutAndSaysSo() throws {
        let folder = try TemporaryFolder()
        // A function of one line of View work on each line from line 3: a finding each.
        let functions = (0..<SARIFReporter.resultLimit).map { "    func render\($0)() { view.alpha = 0 }" }.joined(separator: "\n")
        let lines = (0..<45).map { _ in "        view.alpha = 0" }.joined(separator: "\n")
        try folder.write("FeedViewController.swift", """
            class FeedViewController: UIViewController {
                let data = FeedDataController()
            \(functions)
                func render() {
            \(lines)
                }
            }
            struct FeedDataController {}
            """)
        let sarif = folder.path + "/out.sarif", json = folder.path + "/out.json"
        let run = CommandRun("lint", "--format", "sarif:" + sarif, "--format", "json:" + json, folder.path + "/FeedViewController.swift")
        // Each function's View work, and the class's and the long method's length: three more than the limit.
        #expect(run.status == 1)
        #expect(run.errors == "warning: \(sarif): the SARIF log holds 25000 of the 25003 findings, the most GitHub code scanning "
            + "takes in one run (errors first); lint with --baseline to report only new ones\n")
        let log = try String(contentsOfFile: sarif, encoding: .utf8)
        #expect(log.contains("\"toolExecutionNotifications\""))
        // The errors (the lengths) are kept, and the last three warnings left out; JSON keeps all.
        let last = SARIFReporter.resultLimit + 2
        #expect(log.contains("\"ruleId\": \"method_length\"") && log.contains("\"ruleId\": \"class_length\""))
        #expect(log.contains("\"startLine\": \(last - 2)"))
        #expect(!log.contains("\"startLine\": \(last - 1)"))
        #expect(try String(contentsOfFile: json, encoding: .utf8).contains("\"line\": \(last + 2)"))
    }

    @Test func helpAndUsageErrors() {
        #expect(CommandRun("lint", "--help").output.contains("USAGE: slimvc lint [<paths> ...]"))
        #expect(CommandRun("lint", "--help").output.contains("EXIT CODES:\n  0                     No finding is an error"))
        #expect(CommandRun("--help").output.contains("  lint                  Find fat view controllers"))
        let missing = CommandRun("lint", "Nowhere")
        #expect(missing.status == 2 && missing.errors == "error: Nowhere: no such file or folder\n")
    }
}

@Suite struct LintMarkdownCommandTests {
    /// The fattest controllers are worked out for the Markdown summary, which lists them.
    @Test func theMarkdownSummaryListsTheFattestControllers() throws {
        let folder = try TemporaryFolder()
        try folder.write("Feed.swift", "class FeedViewController: UIViewController {\n    private var page = 0\n    @IBAction func f(_ sender: Any) {\n        page += 1\n    }\n}\n")
        let run = CommandRun("lint", folder.path, "--format", "markdown", "--format", "json:" + folder.path + "/out.json")
        #expect(run.output.contains("### Fattest view controllers") && run.output.contains("| `FeedViewController` in `"))
        let text = CommandRun("lint", folder.path)
        #expect(text.status == run.status && text.findingsAndSummary.hasSuffix("Found 2 warnings and 0 errors in 1 file.\n"))
    }
}

@Suite struct LintConfigurationCommandTests {
    @Test func aBrokenConfigurationStopsTheRunWithEveryProblem() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "class AViewController: UIViewController {\n    func f() { view.alpha = 0 }\n}\n")
        try folder.write("rules.json", "{\"rules\": {\"view_work_in_controler\": {\"enabled\": false}}, \"version\": 9}")
        let run = CommandRun("lint", "--config", folder.path + "/rules.json", folder.path)
        #expect(run.status == 2 && run.output.isEmpty)
        #expect(run.errors == """
            \(folder.path)/rules.json:1:12: error: rules.view_work_in_controler: unknown rule 'view_work_in_controler'; \
            did you mean 'view_work_in_controller'? (`slimvc rules` lists the rules)
            \(folder.path)/rules.json:1:70: error: version: unsupported version 9; this SlimVC reads version 1

            """)
    }

    @Test func verboseSaysWhichConfigurationIsUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "class AViewController: UIViewController {\n    func f() { view.alpha = 0 }\n}\n")
        try folder.write("rules.json", #"{"rules": {"view_work_in_controller": {"enabled": false}, "missing_data_controller": {"enabled": false}}}"#)
        let run = CommandRun("lint", "--verbose", "--config", folder.path + "/rules.json", folder.path)
        #expect(run.status == 0 && run.output == "No findings in 1 file.\n")
        #expect(run.errors == "Using the configuration \(folder.path)/rules.json.\n")
        let missing = CommandRun("lint", "--config", folder.path + "/nope.json", folder.path)
        #expect(missing.status == 2 && missing.errors == "\(folder.path)/nope.json: error: cannot read the file: no such file or folder\n")
    }
}
