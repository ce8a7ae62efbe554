import Foundation
import Testing
@testable import SlimVCKit

/// Whatever a repository holds, SlimVC reports what it cannot read, lints the rest, never
/// waits on a special file, and writes nothing into the linted tree.
@Suite struct FaultTests {
    static let screen = "class AViewController: UIViewController {\n    let data = ADataController()\n    func f() { view.alpha = 0 }\n}\n"

    @Test func specialEntriesAreSkippedOrReportedAndTheRestIsLinted() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", Self.screen + "struct ADataController {}\n")
        try folder.write("with space.swift", "struct B {}\n")
        try folder.write("new\nline.swift", "struct C {}\n")
        try folder.write("folder.swift/D.swift", "struct D {}\n")
        #expect(mkfifo(folder.path + "/pipe.swift", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/broken.swift", withDestinationPath: folder.path + "/nowhere.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop1.swift", withDestinationPath: folder.path + "/loop2.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/loop2.swift", withDestinationPath: folder.path + "/loop1.swift")
        let badName = folder.path + "/bad\u{FFFD}.swift"
        let raw = Array((folder.path + "/bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let descriptor = raw.withUnsafeBufferPointer { open($0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) { $0 }, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let run = CommandRun("lint", folder.path)
        #expect(run.status == 2)
        #expect(run.errors == "error: \(badName): cannot read: the file name is not UTF-8\n")
        // The summary names it too: a CI log may show only standard output.
        #expect(run.findingsAndSummary.hasSuffix("Found 1 warning and 0 errors in 4 files. Could not read 1 file: \(badName) (the file name is not UTF-8).\n"))
        // Named files are read with their project (here the folder they share), whose unreadable file counts too.
        let named = CommandRun("lint", folder.path + "/pipe.swift", folder.path + "/A.swift")
        #expect(named.status == 2 && named.errors == "error: \(badName): cannot read: the file name is not UTF-8\nerror: \(folder.path)/pipe.swift: cannot read: not a regular file\n")
        #expect(named.findingsAndSummary.hasSuffix("Found 1 warning and 0 errors in 1 file. Could not read 2 files: \(badName) (the file name is not UTF-8), "
                                                   + "\(folder.path)/pipe.swift (not a regular file).\n"))
        let loop = CommandRun("lint", folder.path + "/loop1.swift")
        #expect(loop.status == 2 && loop.errors == "error: \(folder.path)/loop1.swift: Too many levels of symbolic links\n")
    }

    /// An excluded folder (`**/Pods/**` by default, or a team's `Legacy/**`) is not
    /// listed, so what it holds cannot fail the run: here a file name that is not UTF-8,
    /// which fails it anywhere else.
    @Test func excludedFoldersAreNotListed() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/A.swift", Self.screen + "struct ADataController {}\n")
        for inside in ["Pods/Lib", "Legacy"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + inside, withIntermediateDirectories: true)
            let raw = Array((folder.path + "/" + inside + "/bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
            let descriptor = raw.withUnsafeBufferPointer { open($0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) { $0 }, O_CREAT | O_WRONLY, 0o644) }
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let withDefaults = CommandRun("lint", folder.path)
        #expect(withDefaults.status == 2 && withDefaults.errors == "error: \(folder.path)/Legacy/bad\u{FFFD}.swift: cannot read: the file name is not UTF-8\n")
        try folder.write("rules.json", #"{"version": 1, "exclude": ["**/Pods/**", "Legacy/**"]}"#)
        let configured = CommandRun("lint", "--config", folder.path + "/rules.json", folder.path)
        #expect(configured.status == 0 && configured.errors.isEmpty)
        #expect(configured.findingsAndSummary.hasSuffix("Found 1 warning and 0 errors in 1 file.\n"))
    }

    @Test func aFileThatCannotBeReadIsReportedAndTheOthersLinted() {
        let run = Linter(rules: [ViewWorkInControllerRule(options: .init())]).lint(paths: ["A.swift", "B.swift"]) { path throws(FileReader.Failure) in
            if path == "B.swift" { throw FileReader.Failure(path: path, reason: "Permission denied") }
            return Array(Self.screen.utf8)
        }
        #expect(run.failures == [FileReader.Failure(path: "B.swift", reason: "Permission denied")])
        #expect(run.findings.map(\.path) == ["A.swift"] && run.files == ["A.swift"])
    }

    /// Slow (a minute in a debug build on two cores): CI runs it as a step of its own.
    @Test(.enabled(if: SlowTests.enabled, "set SLIMVC_SLOW_TESTS=1")) func aFiftyMegabyteFileIsLinted() {
        let body = String(repeating: "    let value = [1, 2, 3] // a line of a very large generated table\n", count: 50_000_000 / 66)
        let source = "final class Table {\n" + body + "}\n"
        // A table is no screen: measured as every type is with `applies_to: all`.
        var options = ClassLengthRule.Options()
        options.appliesTo = .all
        let run = Linter(rules: [ClassLengthRule(options: options)]).lint(sources: ["Table.swift": source])
        #expect(run.findings.map(\.ruleID) == ["class_length"])
        #expect(run.findings.first?.measured == 50_000_000 / 66)
    }

    @Test func lintingWritesNothingIntoTheTree() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/A.swift", Self.screen)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        let outside = try TemporaryFolder()
        _ = CommandRun("lint", folder.path, "--format", "sarif:\(outside.path)/out.sarif", "--format", "json:\(outside.path)/out.json",
                       "--write-baseline", outside.path + "/baseline.json")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == ["baseline.json", "out.json", "out.sarif"])
    }

    @Test func aClosedStandardOutputEndsQuietly() throws {
        let binary = PackageRoot.path(".build/debug/slimvc")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "swift build first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lint", PackageRoot.path("Fixtures/SampleApp")]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try output.fileHandleForReading.close()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
    }

    @Test func aFailedWriteToStandardOutputExitsWithTwo() throws {
        let binary = PackageRoot.path(".build/debug/slimvc")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "swift build first")
        try #require(FileManager.default.fileExists(atPath: "/dev/full"), "a system with /dev/full")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["lint", PackageRoot.path("Fixtures/SampleApp")]
        let errors = Pipe()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2)
        #expect(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            == "error: cannot write to standard output: No space left on device\n")
    }
}
