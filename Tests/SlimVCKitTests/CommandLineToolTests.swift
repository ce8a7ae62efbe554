import Foundation
import Testing
@testable import SlimVCKit

/// Drives the command line as a user would, capturing its output and exit code.
struct CommandRun {
    var output = ""
    var errors = ""
    var status: Int32 = 0

    init(_ arguments: String...) { self.init(arguments: arguments) }

    init(arguments: [String], input: String = "") {
        var output = ""
        var errors = ""
        var tool = CommandLineTool(output: { output += $0 }, errors: { errors += $0 })
        tool.input = { Array(input.utf8) }
        status = tool.run(arguments)
        self.output = output
        self.errors = errors
    }

    /// The output less the text report's closing lines on where to start.
    var findingsAndSummary: String {
        output.range(of: "Fattest screens, where to start:\n").map { String(output[..<$0.lowerBound]) } ?? output
    }
}

@Suite struct CommandLineToolTests {
    @Test func versionAndHelp() {
        #expect(CommandRun("--version").output == CommandLineTool.version + "\n")
        let help = CommandRun("--help")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: Finds fat view controllers"))
        #expect(help.output.contains("SUBCOMMANDS:\n  lint "))
        #expect(help.output.contains("\n  inspect "))
        #expect(CommandRun("inspect", "--help").output.contains("USAGE: slimvc inspect [<paths> ...]"))
        #expect(CommandRun("help", "inspect").output == CommandRun("inspect", "-h").output)
    }

    /// Spellings SwiftLint users bring: `slimvc version`, `--reporter` for `--format`.
    @Test func swiftLintSpellingsWork() {
        #expect(CommandRun("version").output == CommandRun("--version").output)
        #expect(CommandRun("version").status == 0)
        #expect(CommandRun("--help").output.contains("\n  version "))
        let parsed = try? parseArguments(["--reporter", "json", "--reporter=sarif:a.sarif"], specs: LintCommand.options)
        #expect(parsed?.options["--format"] == ["json", "sarif:a.sarif"])
    }

    @Test func usageErrorsNameTheCulpritAndExitTwo() {
        let unknown = CommandRun("inspect", "--jobz", "4")
        #expect(unknown.status == 2)
        #expect(unknown.errors == "error: unknown option '--jobz'; see 'slimvc inspect --help'\n")
        let missing = CommandRun("inspect", "No/Such/Folder")
        #expect(missing.status == 2)
        #expect(missing.errors == "error: No/Such/Folder: no such file or folder\n")
        #expect(CommandRun("lintt").errors == "error: unknown subcommand 'lintt'; did you mean 'lint'?; see 'slimvc --help'\n")
        #expect(CommandRun("zzz").errors == "error: unknown subcommand 'zzz'; see 'slimvc --help'\n")
        #expect(CommandRun("lint", "--stric").errors == "error: unknown option '--stric'; did you mean '--strict'?; see 'slimvc lint --help'\n")
        let pasted = String(repeating: "w", count: 100_000)
        #expect(CommandRun(pasted).errors
                == "error: unknown subcommand '\(String(repeating: "w", count: 60))… (100000 bytes)'; see 'slimvc --help'\n")
    }

    @Test func inspectPrintsOneSortedJSONLinePerFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.swift", "class B {}\n")
        try folder.write("a/c.swift", "struct C {\n  func f() {}\n}\n")
        try folder.write("a/notes.txt", "class N {}")
        let run = CommandRun("inspect", folder.path)
        #expect(run.status == 0 && run.errors.isEmpty)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 2)
        let records = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(records.map { $0["file"] as? String } == [folder.path + "/a/c.swift", folder.path + "/b.swift"])
        let functions = try #require(records[0]["functions"] as? [[String: Any]])
        #expect(functions.first?["container"] as? String == "C")
    }

    @Test func pathsPrintAsGiven() throws {
        let run = CommandRun("inspect", "--", PackageRoot.path("Fixtures/Scanner/../Scanner/Empty.swift"))
        #expect(run.output.hasPrefix("{\"file\":\"" + PackageRoot.path("Fixtures/Scanner/../Scanner/Empty.swift") + "\",\"lines\":0"))
    }
}
