import Foundation
import Testing
@testable import SlimVCKit

/// `lint --use-stdin --path FILE`: an editor's buffer linted as FILE, inside its project.
@Suite struct StandardInputTests {
    static let saved = "class FeedViewController: UIViewController {\n    let data = FeedDataController()\n}\n"
    static let edited = "class FeedViewController: UIViewController {\n    let data = FeedDataController()\n\n    func f() { view.alpha = 0 }\n}\n"

    /// The buffer, not the saved file, is linted; the DataController in another file of the
    /// project is found, so the only finding is the buffer's view work, at its line.
    @Test func lintsTheBufferAsTheFileInsideItsProject() throws {
        let folder = try TemporaryFolder()
        try ChangedSinceTests.git(folder.path, "init", "-q")
        try folder.write("rules.json", "{\"version\": 1}\n")
        try folder.write("App/Feed.swift", Self.saved)
        try folder.write("App/FeedDataController.swift", "final class FeedDataController {}\n")
        let file = folder.path + "/App/Feed.swift"
        let saved = CommandRun("lint", folder.path + "/App/Feed.swift", "--config", folder.path + "/rules.json")
        #expect(saved.status == 0 && !saved.output.contains("warning:"))
        let run = CommandRun(arguments: ["lint", "--use-stdin", "--path", file, "--config", folder.path + "/rules.json", "--quiet"],
                             input: Self.edited)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(file + ":4:16: warning: "), "\(run.output)")
        #expect(run.output.split(separator: "\n").filter { $0.contains(": warning: ") }.count == 1)
        // Without the project (the DataController's file gone), the screen misses its holder.
        try FileManager.default.removeItem(atPath: folder.path + "/App/FeedDataController.swift")
        let alone = CommandRun(arguments: ["lint", "--use-stdin", "--path", file, "--config", folder.path + "/rules.json"], input: Self.edited)
        #expect(alone.output.contains("[missing_data_controller]"))
        // A buffer not yet saved anywhere is linted as the file it will be.
        let unsaved = CommandRun(arguments: ["lint", "--use-stdin", "--path", folder.path + "/App/New.swift", "--config", folder.path + "/rules.json",
                                             "--format", "json"], input: Self.edited)
        #expect(unsaved.status == 0 && unsaved.output.contains("/App/New.swift\",\n"), "\(unsaved.output)")
    }

    @Test(arguments: [
        (["--use-stdin"], "'--use-stdin' needs '--path FILE': the file that standard input holds"),
        (["--path", "A.swift"], "'--path' names the file that --use-stdin reads; add --use-stdin"),
        (["--use-stdin", "--path", "A.swift", "B.swift"], "'--use-stdin' lints standard input; give no paths besides --path"),
        (["--use-stdin", "--path", "A.swift", "--compare-to", "main"], "'--compare-to' needs the files on disk and does not go with --use-stdin"),
        (["--use-stdin", "--path", "/tmp"], "'--path' takes a file, and /tmp is a folder"),
    ])
    func optionsThatDoNotGoTogetherAreUsageErrors(_ arguments: [String], _ message: String) {
        let run = CommandRun(arguments: ["lint"] + arguments, input: Self.edited)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: " + message), "\(run.errors)")
    }
}
