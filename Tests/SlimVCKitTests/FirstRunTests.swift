import Foundation
import Testing
@testable import SlimVCKit

/// What a new user, often coming from SwiftLint, meets on a first run: every format in
/// help, SwiftLint's names mapped or answered with a hint, errors that say why.
@Suite struct FirstRunTests {
    @Test func lintHelpListsEveryFormat() {
        let help = CommandRun("lint", "--help").output
        for format in ReportFormat.listed { #expect(help.contains(format.rawValue), "\(format)") }
        #expect(!help.contains("swift-comment"))
    }

    /// SwiftLint's reporter names: the same format under another name is taken; others get a hint.
    @Test func swiftLintReporterNamesMapOrGetAHint() throws {
        let folder = try ReportOptionsTests.project()
        #expect(CommandRun("lint", folder.path, "--reporter", "xcode").output == CommandRun("lint", folder.path).output)
        #expect(CommandRun("lint", folder.path, "--reporter", "github-actions-logging").output == CommandRun("lint", folder.path, "--format", "github").output)
        let hints = ["gitlab": "did you mean 'codeclimate'?", "summary": "did you mean 'markdown'?", "csv": "'json'", "emoji": "'text'"]
        for (name, hint) in hints {
            let run = CommandRun("lint", folder.path, "--reporter", name)
            #expect(run.status == 2 && run.errors.hasPrefix("error: unknown format '\(name)'; ") && run.errors.contains(hint), "\(name)")
            #expect(run.errors.contains("codeclimate, html)") && !run.errors.contains("swift-comment"))
        }
    }

    /// `--output FILE`, as SwiftLint's: the report that would go to standard output goes there.
    @Test func outputTakesTheReportOfStandardOutput() throws {
        let folder = try ReportOptionsTests.project()
        let run = CommandRun("lint", folder.path, "--reporter", "json", "--output", folder.path + "/out.json")
        #expect(run.status == 0 && run.output.isEmpty)
        #expect(try String(contentsOfFile: folder.path + "/out.json", encoding: .utf8) == CommandRun("lint", folder.path, "--format", "json").output)
        let text = CommandRun("lint", folder.path, "--output", folder.path + "/out.txt")
        #expect(text.output.isEmpty && FileManager.default.fileExists(atPath: folder.path + "/out.txt"))
        let none = CommandRun("lint", folder.path, "--format", "json:\(folder.path)/a.json", "--output", folder.path + "/b.json")
        #expect(none.status == 2 && none.errors.contains("'--output' takes the report on standard output, and every format has a file"))
    }

    @Test func errorsSayWhy() throws {
        let folder = try ReportOptionsTests.project()
        let config = CommandRun("lint", folder.path, "--config", folder.path + "/nope.json")
        #expect(config.status == 2 && config.errors == "\(folder.path)/nope.json: error: cannot read the file: no such file or folder\n")
        let report = CommandRun("lint", folder.path, "--format", "json:\(folder.path)/Reports/out.json")
        #expect(report.status == 2 && report.errors == "error: \(folder.path)/Reports/out.json: cannot write the json report: no such folder \(folder.path)/Reports\n")
    }

    /// SwiftLint's keys and rules in a rules.json get a "did you mean" SlimVC's.
    @Test func swiftLintKeysAndRulesGetADidYouMean() throws {
        let folder = try ReportOptionsTests.project()
        try folder.write("rules.json", #"{"version": 1, "disabled_rules": ["todo"], "rules": {"function_body_length": {}, "type_body_length": {}}}"#)
        let run = CommandRun("lint", folder.path, "--config", folder.path + "/rules.json")
        #expect(run.status == 2)
        #expect(run.errors.contains(#"disabled_rules: unknown key 'disabled_rules'; did you mean 'rules'? (SwiftLint's disabled_rules: here a rule is turned off with "rules": {"ID": {"enabled": false}})"#))
        #expect(run.errors.contains("rules.function_body_length: unknown rule 'function_body_length'; did you mean 'method_length'? (SwiftLint's function_body_length)"))
        #expect(run.errors.contains("rules.type_body_length: unknown rule 'type_body_length'; did you mean 'class_length'?"))
    }

    /// Bare `slimvc` lints a folder that holds a Swift project, as `swiftlint` does; elsewhere it prints help.
    @Test func bareSlimVCLintsAFolderWithSwiftCode() throws {
        let folder = try TemporaryFolder()
        #expect(!CommandLineTool.holdsSwiftCode(folder.path))
        try folder.write("notes.txt", "")
        #expect(!CommandLineTool.holdsSwiftCode(folder.path))
        try folder.write("Sources/A.swift", "")
        #expect(CommandLineTool.holdsSwiftCode(folder.path))
        let xcode = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: xcode.path + "/App.xcodeproj", withIntermediateDirectories: true)
        #expect(CommandLineTool.holdsSwiftCode(xcode.path))
        // The tests run in the package's folder, which holds Package.swift.
        #expect(CommandLineTool.holdsSwiftCode(FileManager.default.currentDirectoryPath))
        #expect(CommandRun("--help").output.hasPrefix("OVERVIEW: Finds fat view controllers"))
    }
}
