import Foundation
import Testing
@testable import SlimVCKit

/// Where a team starts: the text report ends with the five fattest screens, and the
/// `github` format annotates the ten most important findings, saying where the rest are.
@Suite struct WhereToStartTests {
    /// Six screens, the n-th with n·3 lines of View work in one function and a state
    /// variable (three findings each); one error in the smallest's file.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for number in 1...6 {
            let work = (1...number * 3).map { "        view.alpha = \($0)" }.joined(separator: "\n")
            var source = "final class S\(number)ViewController: UIViewController {\n    var count = 0\n    func f() {\n\(work)\n    }\n"
                + "    @IBAction func g(_ sender: Any) { count += 1 }\n}\n"
            if number == 1 { source += "final class Late { func g() { NotificationCenter.default.addObserver(forName: .init(\"a\"), object: nil, queue: nil) { _ in } } }\n" }
            try folder.write("S\(number).swift", source)
        }
        return folder
    }

    @Test func theTextReportEndsWithTheFiveFattestScreens() throws {
        let folder = try Self.project()
        let lines = CommandRun("lint", folder.path).output.replacingOccurrences(of: folder.path + "/", with: "").split(separator: "\n").map(String.init)
        #expect(lines.suffix(7) == [
            "Fattest screens, where to start:",
            "  S6ViewController in S6.swift: 22 code lines (limit 150), 18 lines of View work, 1 state variable, 3 findings",
            "  S5ViewController in S5.swift: 19 code lines (limit 150), 15 lines of View work, 1 state variable, 3 findings",
            "  S4ViewController in S4.swift: 16 code lines (limit 150), 12 lines of View work, 1 state variable, 3 findings",
            "  S3ViewController in S3.swift: 13 code lines (limit 150), 9 lines of View work, 1 state variable, 3 findings",
            "  S2ViewController in S2.swift: 10 code lines (limit 150), 6 lines of View work, 1 state variable, 3 findings",
            "Each finding with its source, and the screens as a chart: slimvc lint --format html:slimvc.html",
        ], "\(lines)")
        #expect(!CommandRun("lint", folder.path, "--quiet").output.contains("Fattest"))
    }

    @Test func githubAnnotatesTheTenMostImportantAndSaysWhereTheRestAre() throws {
        let folder = try Self.project()
        let run = CommandRun("lint", folder.path, "--format", "github", "--format", "sarif:\(folder.path)/out.sarif")
        let lines = run.output.replacingOccurrences(of: folder.path + "/", with: "").split(separator: "\n").map(String.init)
        #expect(lines.count == 11 && lines[0].hasPrefix("::error file=S1.swift"))
        // Then the fattest screens' findings, the fattest first.
        #expect(lines[1...3].allSatisfy { $0.contains("file=S6.swift") } && lines[4...6].allSatisfy { $0.contains("file=S5.swift") })
        #expect(lines[7...9].allSatisfy { $0.contains("file=S4.swift") })
        let total = CommandRun("lint", folder.path, "--format", "json").output.components(separatedBy: "\"rule\":").count - 1
        #expect(lines[10] == "::notice title=SlimVC::\(total - 10) more findings are not annotated: the 10 annotated are the most important "
                + "(errors first, then the fattest screens' findings); every finding is in this run's sarif report")
        let alone = CommandRun("lint", folder.path, "--format", "github").output
        #expect(alone.hasSuffix("; lint with --format text (or sarif, markdown, html) to see every finding\n"))
    }
}
