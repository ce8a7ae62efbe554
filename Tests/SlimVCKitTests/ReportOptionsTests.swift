import Foundation
import Testing
@testable import SlimVCKit

/// `--format`, `--strict` and `--max-warnings` as the command line takes them.
@Suite struct ReportOptionsTests {
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "class AViewController: UIViewController {\n    let data = ADataController()\n"
            + "    func f() { view.alpha = 0 }\n    func g() { view.alpha = 1 }\n}\nstruct ADataController {}\n")
        return folder
    }

    @Test func warningsFailOnlyWhenAsked() throws {
        let folder = try Self.project()
        #expect(CommandRun("lint", folder.path).status == 0)
        #expect(CommandRun("lint", folder.path, "--strict").status == 1)
        #expect(CommandRun("lint", folder.path, "--max-warnings", "2").status == 0)
        #expect(CommandRun("lint", folder.path, "--max-warnings", "1").status == 1)
        // Warnings alone fail the run: standard error says why.
        #expect(CommandRun("lint", folder.path, "--max-warnings", "1").errors == "error: 2 warnings exceed --max-warnings 1\n")
        #expect(CommandRun("lint", folder.path, "--strict").errors == "error: --strict fails the run on warnings, and there are 2 warnings\n")
        #expect(CommandRun("lint", folder.path, "--max-warnings", "2").errors.isEmpty)
        let bad = CommandRun("lint", folder.path, "--max-warnings", "-1")
        #expect(bad.status == 2 && bad.errors.hasPrefix("error: '--max-warnings' takes a whole number of 0 or more, not '-1'"))
    }

    @Test func formatsGoToStandardOutputOrTheirFiles() throws {
        let folder = try Self.project()
        let run = CommandRun("lint", folder.path, "--format", "json:\(folder.path)/out.json", "--format", "github")
        #expect(run.status == 0 && run.output.hasPrefix("::warning file="))
        let json = try JSONParser.parse(String(contentsOfFile: folder.path + "/out.json", encoding: .utf8))
        #expect(json["summary"]?["warnings"]?.value == .integer(2))
        for format in ReportFormat.allCases {
            let file = "\(folder.path)/out.\(format.rawValue)"
            let written = CommandRun("lint", folder.path, "--format", "\(format.rawValue):\(file)")
            let printed = CommandRun("lint", folder.path, "--format", format.rawValue)
            #expect(written.status == 0 && written.output.isEmpty && !printed.output.isEmpty)
            #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.output, "\(format)")
        }
        let two = CommandRun("lint", folder.path, "--format", "json", "--format", "sarif")
        #expect(two.status == 2 && two.errors.contains("only one format can go to standard output"))
        let typo = CommandRun("lint", folder.path, "--format", "sraif")
        #expect(typo.status == 2 && typo.errors.hasPrefix("error: unknown format 'sraif'; did you mean 'sarif'?"))
    }

    /// JSON, SARIF and HTML reach standard output as the bytes they are made of when the
    /// tool takes bytes (as `slimvc` does), and are the same report.
    @Test func byteReportsGoToTheByteOutput() throws {
        let folder = try Self.project()
        for format in ReportFormat.allCases {
            var printed: [UInt8] = []
            var byteCalls = 0
            var tool = CommandLineTool(output: { printed += Array($0.utf8) }, errors: { _ in })
            tool.outputBytes = { printed += $0; byteCalls += 1 }
            _ = tool.run(["lint", folder.path, "--format", format.rawValue])
            #expect(String(decoding: printed, as: UTF8.self) == CommandRun("lint", folder.path, "--format", format.rawValue).output,
                    "\(format)")
            #expect((byteCalls > 0) == [.json, .sarif, .html].contains(format), "\(format)")
        }
    }

    @Test func anUnwritableReportFailsWithoutHalfAFile() throws {
        let folder = try Self.project()
        let locked = folder.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try Self.makeUnwritable(locked)
        defer { Self.makeWritable(locked); withExtendedLifetime(folder) {} }
        let run = CommandRun("lint", folder.path + "/A.swift", "--format", "sarif:\(locked)/out.sarif", "--format", "text")
        #expect(run.status == 2 && run.errors.contains("cannot write the sarif report"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
        #expect(run.findingsAndSummary.hasSuffix("Found 2 warnings and 0 errors in 1 file.\n"))
        let missing = CommandRun("lint", folder.path + "/A.swift", "--format", "json:\(folder.path)/no/such/folder/out.json")
        #expect(missing.status == 2 && missing.errors.contains("cannot write the json report"))
        #expect(FileStatus.of(folder.path + "/no", following: false) == .missing)
    }

    /// A folder no one can write into: read-only permissions, and for root (whom
    /// permissions do not stop) the immutable attribute. Fails when neither holds.
    static func makeUnwritable(_ folder: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        if getuid() == 0 { _ = ChildRun("chattr", "+i", folder) }
        let probe = folder + "/probe"
        let created = FileManager.default.createFile(atPath: probe, contents: Data())
        if created { try? FileManager.default.removeItem(atPath: probe) }
        try #require(!created, "cannot make \(folder) unwritable")
    }

    static func makeWritable(_ folder: String) {
        if getuid() == 0 { _ = ChildRun("chattr", "-i", folder) }
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
    }
}

/// Runs a program found on the PATH and waits for it; its exit status.
@discardableResult
func ChildRun(_ arguments: String...) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}

extension ReportOptionsTests {
    /// Nothing linted at all is an error (exit 2); a path without Swift files beside others
    /// that were linted is a warning.
    @Test func aPathWithoutSwiftFilesIsAnError() throws {
        let folder = try Self.project()
        try folder.write("Docs/README.md", "# notes\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/Empty", withIntermediateDirectories: true)
        let empty = CommandRun("lint", folder.path + "/Docs")
        #expect(empty.status == 2 && empty.errors == "error: no Swift files under \(folder.path)/Docs\n")
        let mixed = CommandRun("lint", folder.path + "/Empty", folder.path + "/A.swift", "--format", "json")
        #expect(mixed.status == 0 && mixed.errors == "warning: no Swift files under \(folder.path)/Empty\n" && mixed.output.contains("\"view_work_in_controller\""))
        try folder.write("rules.json", #"{"exclude": ["**/*.swift"]}"#)
        let excluded = CommandRun("lint", folder.path, "--config", folder.path + "/rules.json")
        #expect(excluded.status == 2 && excluded.errors
                == "error: no Swift files to lint under \(folder.path): the configuration excludes its Swift files, or they are generated\n")
    }

    /// Named files that the configuration leaves out (excluded, or generated) are skipped,
    /// as the build plugin names every file of a target: the others are linted, and only
    /// a run left with nothing fails.
    @Test func namedFilesTheConfigurationLeavesOutAreSkipped() throws {
        let folder = try Self.project()
        try folder.write("rules.json", #"{"version": 1, "exclude": ["Pods/**"]}"#)
        try folder.write("Pods/Foo/X.swift", "class XViewController: UIViewController { func f() { view.alpha = 0 } }\n")
        try folder.write("Strings.swift", "// Generated using SwiftGen\n// Do not edit\nenum L10n {}\n")
        let config = ["--config", folder.path + "/rules.json"]
        let (excluded, generated, screen) = (folder.path + "/Pods/Foo/X.swift", folder.path + "/Strings.swift", folder.path + "/A.swift")
        let alone = CommandRun(arguments: ["lint", screen] + config)
        let named = CommandRun(arguments: ["lint", excluded, generated, screen] + config)
        #expect(named.status == 0 && named.errors.isEmpty && named.output == alone.output)
        let verbose = CommandRun(arguments: ["lint", "--verbose", excluded, generated, screen] + config)
        #expect(verbose.errors.contains("Skipping \(excluded): the configuration excludes it.\n"))
        #expect(verbose.errors.contains("Skipping \(generated): a generated file (skip_generated_files).\n"))
        let nothing = CommandRun(arguments: ["lint", excluded, generated] + config)
        #expect(nothing.status == 2 && nothing.errors == "error: no Swift files to lint under \(excluded): the configuration excludes it\n"
                + "error: no Swift files to lint under \(generated): a generated file (skip_generated_files)\n")
        let folderExcluded = CommandRun(arguments: ["lint", folder.path + "/Pods", screen] + config)
        #expect(folderExcluded.status == 0 && folderExcluded.errors.isEmpty)
    }
}

extension ReportOptionsTests {
    /// A run that could not lint anything writes no report: no "No findings in 0 files."
    /// beside its error, no report file that reads as a clean run.
    @Test func aRunThatLintedNothingWritesNoReport() throws {
        let folder = try Self.project()
        try folder.write("Docs/README.md", "# notes\n")
        for format in ["text", "json", "github"] {
            let run = CommandRun("lint", folder.path + "/Docs", "--format", format)
            #expect(run.status == 2 && run.output.isEmpty && run.errors == "error: no Swift files under \(folder.path)/Docs\n", "\(format)")
        }
        let file = CommandRun("lint", folder.path + "/Docs", "--format", "sarif:\(folder.path)/out.sarif")
        #expect(file.status == 2 && !FileManager.default.fileExists(atPath: folder.path + "/out.sarif"))
    }
}

extension ReportOptionsTests {
    /// `--quiet` (SwiftLint's spelling) leaves out the summary line and where to start, nothing else.
    @Test func quietPrintsTheFindingsAlone() throws {
        let folder = try Self.project()
        let loud = CommandRun("lint", folder.path)
        let quiet = CommandRun("lint", folder.path, "--quiet")
        #expect(loud.findingsAndSummary.hasSuffix("Found 2 warnings and 0 errors in 1 file.\n"))
        #expect(quiet.status == loud.status && quiet.output + "Found 2 warnings and 0 errors in 1 file.\n" == loud.findingsAndSummary)
        #expect(CommandRun("lint", folder.path, "--quiet", "--format", "json").output == CommandRun("lint", folder.path, "--format", "json").output)
    }
}
