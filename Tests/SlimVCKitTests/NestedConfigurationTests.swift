import Foundation
import Testing
@testable import SlimVCKit

/// A linted path's own `rules.json` is used from anywhere, and a `rules.json` in a
/// subfolder applies to the files beneath it, over its parent's, its globs relative to it.
@Suite struct NestedConfigurationTests {
    /// A function of `lines` code lines in a view controller named `name`.
    static func screen(_ name: String, lines: Int) -> String {
        "final class \(name)ViewController: UIViewController {\n    let data = \(name)DataController()\n    func load() {\n"
            + (1...lines).map { "        print(\($0))" }.joined(separator: "\n") + "\n    }\n}\nfinal class \(name)DataController {}\n"
    }

    static func app() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try ChangedSinceTests.git(folder.path, "init", "-q")
        try folder.write("rules.json", #"{"version": 1, "rules": {"method_length": {"warning": 25}}}"#)
        try folder.write("Top.swift", screen("Top", lines: 30))
        try folder.write("Legacy/rules.json", #"{"version": 1, "exclude": ["Generated/**"], "rules": {"method_length": {"warning": 32}}, "overrides": [{"files": ["Old*.swift"], "rules": {"method_length": {"enabled": false}}}]}"#)
        try folder.write("Legacy/Mid.swift", screen("Mid", lines: 30))
        try folder.write("Legacy/Big.swift", screen("Big", lines: 35))
        try folder.write("Legacy/OldBig.swift", screen("OldBig", lines: 35))
        try folder.write("Legacy/Generated/Gen.swift", screen("Gen", lines: 35))
        try folder.write("Legacy/Data/rules.json", #"{"note": "another tool's file, not SlimVC's"}"#)
        try folder.write("Legacy/Data/Deep.swift", screen("Deep", lines: 35))
        return folder
    }

    static func findings(_ run: CommandRun) -> [String] {
        run.output.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
            .map { line in String(line.split(separator: ":")[0].split(separator: "/").suffix(2).joined(separator: "/")) }
    }

    @Test func aSubfolderConfigurationAppliesBeneathIt() throws {
        let folder = try Self.app()
        let run = CommandRun("lint", folder.path)
        #expect(run.status == 0)
        // Top: 30 > 25. Legacy: its limit is 32, its Generated folder is excluded, its Old*
        // files have the rule off; Data's rules.json is not SlimVC's, so Legacy's applies.
        #expect(Self.findings(run) == ["Legacy/Big.swift", "Data/Deep.swift", folder.path.split(separator: "/").last! + "/Top.swift"])
        // Linted from anywhere, a path uses the configurations above and beneath it.
        let legacy = CommandRun("lint", folder.path + "/Legacy")
        #expect(Self.findings(legacy) == ["Legacy/Big.swift", "Data/Deep.swift"])
        // --config takes the place of the top file; the subfolders' are laid over it.
        let named = CommandRun("lint", folder.path, "--config", folder.path + "/rules.json")
        #expect(Self.findings(named) == Self.findings(run))
    }

    /// The same file has the same configuration from anywhere: the project root's
    /// rules.json (its team rules and overrides) with the nested one laid over it, whether
    /// the project, the file from the root, the file from its folder or its absolute path
    /// is linted.
    @Test func aFileHasTheSameConfigurationFromAnywhere() throws {
        let binary = PackageRoot.path(".build/debug/slimvc")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "swift build first")
        let folder = try Self.app()
        try folder.write("rules.json", #"{"version": 1, "rules": {"method_length": {"warning": 25}}, "architecture": {"screens_are_final": {"select": {"role": "view_controller"}, "assert": {"must_be_final": true}}}, "overrides": [{"files": ["Legacy/Big.swift"], "rules": {"view_work_in_controller": {"severity": "error"}}}]}"#)
        try folder.write("Legacy/Big.swift", "class BigViewController: UIViewController {\n    let data = BigDataController()\n    func f() { view.alpha = 0 }\n}\nfinal class BigDataController {}\n")
        func run(_ arguments: [String], in current: String) throws -> [String] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["lint"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: current)
            let output = Pipe()
            process.standardOutput = output
            process.standardError = Pipe()
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            // The file's findings, from its name on (paths are written as the run names them).
            return text.split(separator: "\n").compactMap { line in line.range(of: #"Big\.swift:[0-9]"#, options: .regularExpression).map { String(line[$0.lowerBound...]) } }
        }
        let whole = try run(["."], in: folder.path)
        #expect(whole.count == 3 && whole.contains { $0.contains("error: ") && $0.hasSuffix("[view_work_in_controller]") }
                && whole.contains { $0.hasSuffix("[screens_are_final]") }, "\(whole)")
        #expect(try run(["Legacy/Big.swift"], in: folder.path) == whole)
        #expect(try run(["Big.swift"], in: folder.path + "/Legacy") == whole)
        #expect(try run([folder.path + "/Legacy/Big.swift"], in: folder.path + "/Legacy/Data") == whole)
        #expect(try run(["."], in: folder.path + "/Legacy") == whole)
        // A key the whole project shares is refused in the nested file from anywhere.
        try folder.write("Legacy/rules.json", #"{"version": 1, "roles": {}}"#)
        let refused = CommandRun("lint", folder.path + "/Legacy/Big.swift")
        #expect(refused.status == 2 && refused.errors.contains("'roles' belongs in the top configuration"), "\(refused.errors)")
        #expect(try run(["Big.swift"], in: folder.path + "/Legacy").isEmpty)
    }

    @Test func aPathUsesItsOwnConfigurationFromAnywhere() throws {
        let folder = try TemporaryFolder()
        try ChangedSinceTests.git(folder.path, "init", "-q")
        try folder.write("App/rules.json", #"{"version": 1, "rules": {"method_length": {"enabled": false}}}"#)
        try folder.write("App/Feed.swift", Self.screen("Feed", lines: 30))
        #expect(Self.findings(CommandRun("lint", folder.path + "/App")) == [])
        #expect(Self.findings(CommandRun("lint", folder.path + "/App/Feed.swift")) == [])
        #expect(Self.findings(CommandRun("lint", folder.path)) == [], "App's rules.json is nested under the defaults")
    }

    @Test func whatTheWholeProjectSharesBelongsInTheTopConfiguration() throws {
        let folder = try Self.app()
        try folder.write("Legacy/rules.json", "{\"version\": 1,\n \"vocabulary\": {\"view_classes\": [\"Card\"]},\n \"rules\": {\"method_lenth\": {}}}")
        let run = CommandRun("lint", folder.path)
        #expect(run.status == 2)
        let file = folder.path + "/Legacy/rules.json"
        #expect(run.errors.contains(file + ":2:2: error: vocabulary: 'vocabulary' belongs in the top configuration (" + folder.path + "/rules.json)"), "\(run.errors)")
        #expect(run.errors.contains(file + ":3:12: error: rules.method_lenth: unknown rule 'method_lenth'; did you mean 'method_length'?"))
    }

    @Test func globsOfASubfolderAreEscaped() {
        #expect(NestedConfiguration.escaped("App [old]/{v1,v2}*") == #"App \[old\]/\{v1\,v2\}\*"#)
    }
}
