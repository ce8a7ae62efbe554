import Foundation
import Testing
@testable import SlimVCKit

/// `lint --compare-to` on a scripted history: `main` holds two screens; `feature` grows
/// FeedViewController past class_length's warning limit (12 in the history's rules.json)
/// with an extension in a new file, and takes the View work out of ProfileViewController.
@Suite struct CompareToTests {
    static let feed = """
        import UIKit

        final class FeedViewController: UIViewController {
            let dataController = FeedDataController()

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Feed"
            }
        }

        final class FeedDataController {}

        """
    static let profile = feed.replacingOccurrences(of: "Feed", with: "Profile")
        .replacingOccurrences(of: "title = \"Profile\"", with: "view.backgroundColor = .red")
    static let sections = "import UIKit\n\nextension FeedViewController {\n"
        + (0..<4).map { "    func section\($0)() -> String {\n        \"Section \($0)\"\n    }\n" }.joined(separator: "\n") + "}\n"

    /// The history, checked out at `feature`.
    static func history() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try ChangedSinceTests.git(folder.path, "init", "-q", "-b", "main")
        try folder.write("rules.json", #"{"version": 1, "rules": {"class_length": {"warning": 12, "error": 40}}}"#)
        try folder.write("Feed.swift", feed)
        try folder.write("Profile.swift", profile)
        try ChangedSinceTests.git(folder.path, "add", ".")
        try ChangedSinceTests.git(folder.path, "commit", "-q", "-m", "start")
        try ChangedSinceTests.git(folder.path, "checkout", "-q", "-b", "feature")
        try folder.write("Feed+Sections.swift", sections)
        try folder.write("Profile.swift", profile.replacingOccurrences(of: "        view.backgroundColor = .red\n", with: ""))
        try ChangedSinceTests.git(folder.path, "add", ".")
        try ChangedSinceTests.git(folder.path, "commit", "-q", "-m", "grow the feed, fix the profile")
        return folder
    }

    static func lint(_ folder: TemporaryFolder, _ arguments: String...) -> CommandRun {
        CommandRun(arguments: ["lint", "--config", folder.path + "/rules.json", folder.path] + arguments)
    }

    /// git's standard output, trimmed.
    static func output(_ folder: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func findsNewAndFixedFindingsAndTheControllersThatChanged() throws {
        let folder = try Self.history()
        let run = Self.lint(folder, "--compare-to", "main", "--format", "json")
        let report = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let comparison = try #require(report["comparison"] as? [String: Any])
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(comparison["ref"] as? String == "main")
        #expect(comparison["base_commit"] as? String == (try Self.output(folder.path, "rev-parse", "main")))
        let new = try #require(comparison["new"] as? [[String: Any]])
        let fixed = try #require(comparison["fixed"] as? [[String: Any]])
        #expect(new.map { $0["rule"] as? String } == ["class_length"])
        #expect(fixed.map { $0["rule"] as? String } == ["view_work_in_controller"])
        #expect(fixed.first?["file"] as? String == folder.path + "/Profile.swift" && fixed.first?["line"] as? Int == 8)
        // A new finding is the same object as in `findings`.
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { NSDictionary(dictionary: $0) } == new.map { NSDictionary(dictionary: $0) })
        let controllers = try #require(comparison["controllers"] as? [[String: Any]])
        #expect(controllers.map { "\($0["symbol"]!) \($0["before"]!) \($0["after"]!) \($0["limit"]!)" }
                == ["FeedViewController 5 17 12", "ProfileViewController 5 4 12"])
        #expect(run.output.contains("\n  },\n  \"comparison\": {\n    \"ref\": \"main\",\n")
                && run.output.contains("\n    \"new\": [\n      {\n        \"rule\": \"class_length\",\n"))
    }

    @Test func markdownShowsTheChangeForAPullRequest() throws {
        let folder = try Self.history()
        let base = try Self.output(folder.path, "rev-parse", "--short=7", "main")
        let markdown = Self.lint(folder, "--compare-to", "main", "--format", "markdown").output
            .replacingOccurrences(of: folder.path + "/", with: "")
        #expect(markdown.hasPrefix("""
            ## SlimVC

            Found 1 warning and 0 errors in 3 files.

            ### Since `main` (merge base `\(base)`)

            1 new finding, 1 fixed; 2 view controllers changed size, 1 grew past its limit: 'FeedViewController' (5 to 17 code lines, limit 12).

            | view controller | before | after | change | limit |
            |---|---:|---:|---:|---:|
            | `FeedViewController` in `Feed.swift` | 5 | 17 | **+12** past the limit | 12 |
            | `ProfileViewController` in `Profile.swift` | 5 | 4 | −1 | 12 |

            **New findings**

            | severity | rule | where | finding |
            |---|---|---|---|
            | warning | `class_length` | `Feed.swift:3` | 'FeedViewController' spans 17 code lines in 1 declaration and 1 extension (limit 12) |

            **Fixed findings**

            | severity | rule | where | finding |
            |---|---|---|---|
            | warning | `view_work_in_controller` | `Profile.swift:8` | 'ProfileViewController.viewDidLoad()' has 1 line of View work |

            ### Findings by rule

            """))
        let same = Self.lint(folder, "--compare-to", "HEAD", "--format", "markdown").output
        #expect(same.contains("### Since `HEAD` (merge base `\(try Self.output(folder.path, "rev-parse", "--short=7", "HEAD"))`)\n\n"
                              + "No change: no finding new or fixed, no view controller grown or shrunk.\n"))
    }

    @Test func textAddsOneLineToTheSummary() throws {
        let folder = try Self.history()
        let base = try Self.output(folder.path, "rev-parse", "--short=7", "main")
        let lines = Self.lint(folder, "--compare-to", "main").findingsAndSummary.split(separator: "\n")
        #expect(lines.suffix(2) == ["Found 1 warning and 0 errors in 3 files.",
                                    "Since main (merge base \(base)): 1 new finding, 1 fixed; 2 view controllers changed size, "
                                    + "1 grew past its limit: 'FeedViewController' (5 to 17 code lines, limit 12)."])
        #expect(Self.lint(folder).findingsAndSummary.split(separator: "\n").last == "Found 1 warning and 0 errors in 3 files.")
    }

    @Test func failOnGrowthFailsWhenAControllerGrewPastItsLimit() throws {
        let folder = try Self.history()
        #expect(Self.lint(folder, "--compare-to", "main").status == 0)
        #expect(Self.lint(folder, "--compare-to", "main", "--fail-on-growth").status == 1)
        // Growing within the limit, or not at all, passes.
        #expect(Self.lint(folder, "--compare-to", "HEAD", "--fail-on-growth").status == 0)
        try folder.write("Feed+Sections.swift", "extension FeedViewController {\n    func more() {}\n}\n")
        #expect(Self.lint(folder, "--compare-to", "main", "--fail-on-growth").status == 0)
        let alone = Self.lint(folder, "--fail-on-growth")
        #expect(alone.status == 2 && alone.errors == "error: '--fail-on-growth' needs '--compare-to <ref>'; see 'slimvc lint --help'\n")
    }

    /// On a legacy branch, old errors do not fail `--fail-on-growth`: it counts only what
    /// the change added, and says what.
    @Test func failOnGrowthCountsOnlyWhatTheChangeAdded() throws {
        let folder = try Self.history()
        let legacy = "import Foundation\n\nfinal class Legacy {\n    func start() {\n        NotificationCenter.default.addObserver(forName: .init(\"a\"), object: nil, queue: nil) { _ in }\n    }\n}\n"
        try folder.write("Legacy.swift", legacy)
        try ChangedSinceTests.git(folder.path, "add", ".")
        try ChangedSinceTests.git(folder.path, "commit", "-q", "-m", "legacy")
        #expect(Self.lint(folder, "--compare-to", "HEAD").status == 1)
        let unchanged = Self.lint(folder, "--compare-to", "HEAD", "--fail-on-growth")
        #expect(unchanged.status == 0 && unchanged.errors.isEmpty)
        #expect(Self.lint(folder, "--compare-to", "HEAD", "--fail-on-growth", "--strict").status == 0)
        try folder.write("Legacy2.swift", legacy.replacingOccurrences(of: "Legacy", with: "Later"))
        let added = Self.lint(folder, "--compare-to", "HEAD", "--fail-on-growth")
        #expect(added.status == 1 && added.errors == "error: the change brought 1 new error\n")
        let grown = Self.lint(folder, "--compare-to", "main", "--fail-on-growth")
        #expect(grown.status == 1 && grown.errors == "error: the change grew 'FeedViewController' past its limit (5 to 17 code lines, limit 12)\n")
        #expect(CommandRun("lint", "--help").output.contains("only what the change added"))
    }

    @Test func aBadRefOrNoRepositoryExitsTwoAndSaysWhy() throws {
        let folder = try Self.history()
        let bad = Self.lint(folder, "--compare-to", "no-such-branch")
        #expect(bad.status == 2 && bad.errors == "error: --compare-to 'no-such-branch': not a commit git knows\n" && bad.output.isEmpty)
        #expect(Self.lint(folder, "--compare-to", "--all").errors == "error: --compare-to '--all': not a commit git knows\n")
        let outside = try TemporaryFolder()
        try outside.write("Feed.swift", Self.feed)
        let run = CommandRun("lint", outside.path, "--compare-to", "main")
        #expect(run.status == 2 && run.errors == "error: --compare-to needs a git repository; \(outside.path) is not in one\n")
    }

    /// The base is read from git's objects: the work tree, the index and HEAD stay as they were.
    @Test func theWorkTreeAndTheIndexAreUntouched() throws {
        let folder = try Self.history()
        try folder.write("Profile.swift", Self.profile)
        try ChangedSinceTests.git(folder.path, "add", "Profile.swift")
        try folder.write("Feed.swift", Self.feed + "// edited\n")
        try folder.write("Untracked.swift", "final class UntrackedViewController: UIViewController {}\n")
        let status = try Self.output(folder.path, "status", "--porcelain", "--untracked-files=all")
        let index = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/.git/index"))
        let head = try Self.output(folder.path, "rev-parse", "HEAD")
        #expect(Self.lint(folder, "--compare-to", "main").status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/.git/index")) == index)
        #expect(try Self.output(folder.path, "status", "--porcelain", "--untracked-files=all") == status)
        #expect(try Self.output(folder.path, "rev-parse", "HEAD") == head && status.split(separator: "\n").count == 3)
    }

    /// Uncommitted and untracked files are the change's; ignored ones (build products)
    /// are the same in both runs.
    @Test func uncommittedAndUntrackedFilesCountIgnoredOnesDoNot() throws {
        let folder = try Self.history()
        let screen = "import UIKit\n\nfinal class NAMEViewController: UIViewController {\n    func f() { view.alpha = 0; UserDefaults.standard.set(1, forKey: \"f\") }\n}\n"
        try folder.write("New.swift", screen.replacingOccurrences(of: "NAME", with: "New"))
        try folder.write(".gitignore", "Generated/\n")
        try folder.write("Generated/Built.swift", screen.replacingOccurrences(of: "NAME", with: "Built"))
        try folder.write("Feed+Sections.swift", "extension FeedViewController {\n    func more() {}\n}\n")
        let report = try #require(JSONSerialization.jsonObject(with: Data(Self.lint(folder, "--compare-to", "main", "--format", "json").output.utf8))
                                  as? [String: Any])
        let comparison = try #require(report["comparison"] as? [String: Any])
        let controllers = try #require(comparison["controllers"] as? [[String: Any]]).map { "\($0["symbol"]!) \($0["before"]!) \($0["after"]!)" }
        #expect(controllers == ["FeedViewController 5 6", "NewViewController <null> 1", "ProfileViewController 5 4"])
        let new = try #require(comparison["new"] as? [[String: Any]]).map { "\($0["rule"]!) \(($0["file"] as? String)?.split(separator: "/").last ?? "")" }
        #expect(new == ["missing_data_controller New.swift", "view_work_in_controller New.swift"])
    }

    /// Named files are compared as the run lints them: as part of their project.
    @Test func namedFilesAreComparedWithTheirProject() throws {
        let folder = try Self.history()
        let run = CommandRun("lint", "--config", folder.path + "/rules.json", folder.path + "/Feed.swift", "--compare-to", "main")
        #expect(run.findingsAndSummary.hasSuffix("Since main (merge base \(try Self.output(folder.path, "rev-parse", "--short=7", "main"))): 1 new finding, "
                                     + "0 fixed; 1 view controller changed size, 1 grew past its limit: 'FeedViewController' "
                                     + "(5 to 17 code lines, limit 12).\n"))
    }
}

