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
        let files = run.output.split(separator: "\n").dropLast().map { String($0.split(separator: ":")[0].split(separator: "/").last!) }
        #expect(run.status == 0 && files == ["Committed.swift", "Edited.swift", "New.swift"])
    }

    @Test func outsideARepositoryItSaysSo() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", Self.screen)
        let run = CommandRun("lint", folder.path, "--changed-since", "main")
        #expect(run.status == 2 && run.errors == "error: --changed-since needs a git repository; \(folder.path) is not in one\n")
    }
}
