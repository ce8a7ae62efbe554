import Foundation
import Testing
@testable import SlimVCKit

/// Named files are linted against the index of their whole project (a pre-commit hook
/// names the staged files), so that they get the findings a run over the project gives.
@Suite struct NamedFilesTests {
    /// The screen pages on, changing its base's `page`: state of the base, reported in its file.
    static let feed = "class FeedViewController: BaseViewController {\n    let data = FeedDataController()\n    @IBAction func f(_ sender: Any) { title = \"\"; page += 1 }\n}\n"
    static let other = "class BaseViewController: UIViewController {\n    var page = 1\n}\nfinal class FeedDataController {}\n"

    /// A project in a git repository, with its rules.json, a screen and the file holding
    /// its base class and DataController.
    static func project(repository: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", "{\"version\": 1}")
        try folder.write("App/Feed.swift", feed)
        try folder.write("App/Shared/Other.swift", other)
        if repository { try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true) }
        return folder
    }

    static func lines(_ run: CommandRun) -> [String] {
        run.output.split(separator: "\n").map(String.init)
    }

    @Test func aNamedFileGetsTheFindingsOfAWholeRun() throws {
        let folder = try Self.project(repository: true)
        let config = folder.path + "/rules.json"
        let whole = CommandRun("lint", "--config", config, folder.path)
        let named = CommandRun("lint", "--verbose", "--config", config, folder.path + "/App/Feed.swift")
        #expect(whole.output.contains("Other.swift") && !whole.output.contains("FeedDataController"))
        #expect(named.status == 0 && Self.lines(named) == ["No findings in 1 file."])
        #expect(named.errors.hasSuffix("Also reading 1 more Swift file of the project for its index.\n"))
        // Another file's findings are not reported, though it was read.
        try folder.write("App/Feed.swift", Self.feed.replacingOccurrences(of: "title = \"\"", with: "view.alpha = 0"))
        let screen = CommandRun("lint", "--config", config, "--format", "json", folder.path + "/App/Feed.swift")
        #expect(try JSONParser.parse(screen.output)["summary"]?["files"]?.value == .integer(1))
        #expect(screen.output.contains("view_work_in_controller") && !screen.output.contains("controller_state"))
    }

    /// Outside a repository the project is the folder of the root rules.json, else the
    /// folder the named files share: the screen's DataController is found as inside one.
    @Test func outsideARepositoryTheConfigurationsFolderIsTheProject() throws {
        let folder = try Self.project(repository: false)
        let whole = CommandRun("lint", folder.path)
        let named = CommandRun("lint", folder.path + "/App/Feed.swift")
        #expect(named.status == 0 && Self.lines(named) == ["No findings in 1 file."] && !whole.output.contains("FeedDataController"))
        #expect(CommandRun("lint", "--config", folder.path + "/rules.json", folder.path + "/App/Feed.swift").output == named.output)
        try FileManager.default.removeItem(atPath: folder.path + "/rules.json")
        try folder.write("App/Shared/Other.swift", Self.other)
        #expect(Self.lines(CommandRun("lint", folder.path + "/App/Feed.swift")) == ["No findings in 1 file."])
        #expect(ConfigurationFinder.projectRoot(of: ["/a/b/c/X.swift", "/a/b/Y.swift"], current: "/") == "/a/b")
        #expect(ConfigurationFinder.projectRoot(of: ["/a/X.swift", "/b/Y.swift"], current: "/") == "/")
    }

    /// A folder named is linted as a project of its own, as before.
    @Test func aNamedFolderIsItsOwnProject() throws {
        let folder = try Self.project(repository: true)
        try folder.write("Tools/Feed.swift", Self.feed)
        let named = CommandRun("lint", "--config", folder.path + "/rules.json", folder.path + "/Tools")
        #expect(named.output.contains("has no FeedDataController") && named.output.contains("in 1 file."))
    }

    /// A type declared twice (an iOS and a macOS demo) is reported at its first declaration
    /// in path order. A file named from a subfolder, with the other declaration outside
    /// it, must not change that order: the finding stays where a whole run puts it.
    @Test func aFileNamedFromASubfolderKeepsTheOrderOfAWholeRun() throws {
        let binary = PackageRoot.path(".build/debug/slimvc")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "swift build first")
        let folder = try Self.project(repository: true)
        let screen = "class GIFViewController: UIViewController {\n    private var loops = 0\n    @IBAction func replay(_ sender: Any) { loops += 1 }\n}\n"
        try folder.write("Demo/iOS/GIFViewController.swift", screen)
        try folder.write("Demo/macOS/GIFViewController.swift", screen)
        let whole = CommandRun("lint", "--config", folder.path + "/rules.json", folder.path)
        let expected = "Demo/iOS/GIFViewController.swift:1:7: warning: 'GIFViewController' has no GIFDataController"
        #expect(whole.output.contains(expected))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lint", "GIFViewController.swift"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path + "/Demo/iOS")
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.hasPrefix("GIFViewController.swift:1:7: warning: 'GIFViewController' has no GIFDataController"), "\(text)")
    }

    /// The order the index follows is that of absolute paths, however they are spelled.
    @Test func pathsAreOrderedAsAbsolutePaths() {
        #expect(PathScope.sortedAsAbsolute(["B.swift", "/p/A.swift", "./C.swift", "../q/Z.swift"], from: "/p")
            == ["/p/A.swift", "B.swift", "./C.swift", "../q/Z.swift"])
        #expect(PathScope.sortedAsAbsolute(["./B/X.swift", "A/X.swift"], from: "/p") == ["A/X.swift", "./B/X.swift"])
        #expect(PathScope.sortedAsAbsolute(["./A.swift", "A.swift"], from: "/p") == ["./A.swift", "A.swift"])
        #expect(PathScope.sortedAsAbsolute(["b.swift", "a/c.swift", "a.swift"], from: "/p") == ["a.swift", "a/c.swift", "b.swift"])
        // Relative paths, `./`-led or with `.` and `..` segments, against the plain
        // definition: by absolute path, then by spelling (fixed seed).
        var seed: UInt64 = 5
        for round in 0..<200 {
            let paths = (0..<6).map { _ in
                (0..<4).map { _ in
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    return ["a/", "é/", "./", "../", "b", "a"][Int(seed >> 33) % 6]
                }.joined() + ".swift"
            }
            let keyed = paths.map { (PathScope.normalized("/p/q/" + $0), $0) }
            let expected = keyed.sorted { $0.0 != $1.0 ? $0.0.bytesPrecede($1.0) : $0.1.bytesPrecede($1.1) }.map(\.1)
            #expect(PathScope.sortedAsAbsolute(paths, from: "/p/q") == expected, "round \(round)")
        }
    }

    /// A baseline's entries that no longer occur are counted among the named files' alone:
    /// the other files were not linted, and their entries must not look fixed.
    @Test func aBaselineCountsOnlyTheNamedFilesEntriesAsGone() {
        let sources = ["Feed.swift": Self.feed.replacingOccurrences(of: "title = \"\"", with: "view.alpha = 0"),
                       "Other.swift": Self.other + "class ListViewController: UIViewController {\n    func f() { view.alpha = 0 }\n}\n"]
        let read: @Sendable (String) throws(FileReader.Failure) -> [UInt8] = { path throws(FileReader.Failure) in Array(sources[path]!.utf8) }
        let whole = Linter(rules: RuleRegistry.defaultRules()).lint(paths: ["Feed.swift", "Other.swift"], read: read)
        #expect(Set(whole.findings.map(\.file)) == ["Feed.swift", "Other.swift"])
        var entries = Baseline(findings: whole.findings).entries
        entries.append(Baseline.Entry(fingerprint: "edited", rule: "controller_state", file: "Other.swift", message: ""))
        entries.append(Baseline.Entry(fingerprint: "edited", rule: "controller_state", file: "Feed.swift", message: ""))
        entries.append(Baseline.Entry(fingerprint: Fingerprint.spelled(7, 1), rule: "controller_state", file: "Feed.swift", message: ""))
        var linter = Linter(rules: RuleRegistry.defaultRules())
        linter.baseline = BaselineLookup(Baseline(entries: entries))
        let named = linter.lint(paths: ["Feed.swift"], context: ["Other.swift"], read: read)
        #expect(named.findings.isEmpty && named.baselined.count == whole.findings.count { $0.file == "Feed.swift" })
        #expect(named.baseline?.absent == 2)
        #expect(linter.lint(paths: ["Feed.swift", "Other.swift"], read: read).baseline?.absent == 2)
    }

    /// The summaries cover the named files alone; the index covers the context too.
    @Test func contextFilesAreReadForTheIndexAlone() {
        let sources = ["Feed.swift": Self.feed, "Other.swift": Self.other]
        let run = Linter(rules: RuleRegistry.defaultRules()).lint(paths: ["Feed.swift"], context: ["Other.swift", "Feed.swift"]) {
            @Sendable path throws(FileReader.Failure) in Array(sources[path]!.utf8)
        }
        #expect(run.files == ["Feed.swift"] && run.findings.isEmpty)
        #expect(run.controllers.map(\.name) == ["FeedViewController"])
        let alone = Linter(rules: RuleRegistry.defaultRules()).lint(sources: ["Feed.swift": Self.feed])
        #expect(alone.findings.map(\.ruleID).contains("missing_data_controller"))
    }
}
