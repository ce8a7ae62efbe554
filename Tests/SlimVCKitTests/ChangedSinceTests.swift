import Foundation
import Testing
@testable import SlimVCKit

@Suite struct ChangedSinceTests {
    static let screen = "class AViewController: UIViewController {\n    let data = ADataController()\n    func f() { view.alpha = 0 }\n}\n"

    static func git(_ folder: String, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "-c", "user.email=ci@example.com", "-c", "user.name=CI"] + arguments
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func reportsOnlyFilesChangedSinceTheMergeBase() throws {
        let folder = try TemporaryFolder()
        try Self.git(folder.path, "init", "-q", "-b", "main")
        for name in ["Old", "Edited", "Committed"] {
            try folder.write("\(name).swift", Self.screen.replacingOccurrences(of: "AView", with: "\(name)View")
                .replacingOccurrences(of: "ADataController", with: "\(name)DataController") + "struct \(name)DataController {}\n")
        }
        try Self.git(folder.path, "add", ".")
        try Self.git(folder.path, "commit", "-q", "-m", "start")
        try Self.git(folder.path, "checkout", "-q", "-b", "feature")
        try folder.write("Committed.swift", try String(contentsOfFile: folder.path + "/Committed.swift", encoding: .utf8) + "// more\n")
        try Self.git(folder.path, "commit", "-q", "-am", "change")
        try folder.write("Edited.swift", try String(contentsOfFile: folder.path + "/Edited.swift", encoding: .utf8) + "// edit\n")
        try folder.write("New.swift", Self.screen.replacingOccurrences(of: "ADataController()", with: "NewDataController()")
            .replacingOccurrences(of: "AView", with: "NewView") + "struct NewDataController {}\n")
        let run = CommandRun("lint", folder.path, "--changed-since", "main")
        let files = run.findingsAndSummary.split(separator: "\n").dropLast().filter { !$0.contains(": note: ") }.map { String($0.split(separator: ":")[0].split(separator: "/").last!) }
        #expect(run.status == 0 && files == ["Committed.swift", "Edited.swift", "New.swift"])
    }

    /// Rules run on the reported files alone, against the index of every file: a
    /// controller whose base class is in a file not reported is still a controller.
    @Test func rulesRunOnReportedFilesWithTheWholeIndex() {
        let sources = [
            "Base.swift": "class BaseViewController: UIViewController {\n    func f() { view.alpha = 0 }\n}\n",
            "Feed.swift": "class FeedViewController: BaseViewController {\n    var page = 1\n    @IBAction func g(_ sender: Any) { view.alpha = 1; page += 1 }\n}\n",
        ]
        let whole = Linter(rules: RuleRegistry.defaultRules()).lint(sources: sources)
        var linter = Linter(rules: RuleRegistry.defaultRules())
        linter.reportedFiles = { $0 == "Feed.swift" }
        let reported = linter.lint(sources: sources)
        #expect(Set(whole.findings.map(\.path)) == ["Base.swift", "Feed.swift"])
        #expect(reported.findings.map(\.fingerprint) == whole.findings.filter { $0.path == "Feed.swift" }.map(\.fingerprint))
        #expect(reported.findings.contains { $0.ruleID == "controller_state" } && reported.files == whole.files)
    }

    /// With a baseline, its counts still cover the whole project.
    @Test func aBaselineStillCountsTheWholeProject() throws {
        let folder = try TemporaryFolder()
        try Self.git(folder.path, "init", "-q", "-b", "main")
        for name in ["One", "Two"] { try folder.write("\(name).swift", Self.screen.replacingOccurrences(of: "AView", with: "\(name)View")) }
        try Self.git(folder.path, "add", ".")
        try Self.git(folder.path, "commit", "-q", "-m", "start")
        _ = CommandRun("lint", folder.path, "--write-baseline", folder.path + "/baseline.json")
        try folder.write("Two.swift", try String(contentsOfFile: folder.path + "/Two.swift", encoding: .utf8) + "// edit\n")
        let whole = CommandRun("lint", folder.path, "--baseline", folder.path + "/baseline.json")
        let changed = CommandRun("lint", folder.path, "--baseline", folder.path + "/baseline.json", "--changed-since", "main")
        #expect(whole.output.hasSuffix("The baseline covers 4 more.\n"))
        #expect(changed.output == whole.output && changed.status == whole.status)
    }

    @Test func outsideARepositoryItSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", Self.screen)
        let run = CommandRun("lint", folder.path, "--changed-since", "main")
        #expect(run.status == 2 && run.errors == "error: --changed-since needs a git repository; \(folder.path) is not in one\n")
    }

    @Test func anUnknownRefIsNamedAsSuch() throws {
        let folder = try TemporaryFolder()
        try Self.git(folder.path, "init", "-q", "-b", "main")
        try folder.write("A.swift", Self.screen)
        try Self.git(folder.path, "add", ".")
        try Self.git(folder.path, "commit", "-q", "-m", "start")
        let run = CommandRun("lint", folder.path, "--changed-since", "nosuchref")
        #expect(run.status == 2 && run.errors == "error: --changed-since 'nosuchref': not a commit git knows\n")
    }
}
