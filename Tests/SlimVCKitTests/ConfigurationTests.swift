import Foundation
import Testing
@testable import SlimVCKit

/// What a configuration does to a run: scoping, overrides, severities, discovery and
/// generated files.
@Suite struct ConfigurationTests {
    /// A method with a five-line body, in a view controller that does one piece of View work.
    static let screen = "class AViewController: UIViewController {\n    let data = ADataController()\n    func f() {\n        a()\n"
        + "        b()\n        c()\n        d()\n        view.alpha = 0\n    }\n}\nstruct ADataController {}\n"

    /// Lints `files` (relative paths) in a temporary project with `json` as its rules.json.
    static func lint(_ json: String, _ files: [String], source: String = screen) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", json)
        for file in files { try folder.write(file, source) }
        let configuration = try ConfigurationLoader.load(folder.path + "/rules.json")
        let paths = try SwiftFileFinder.find([folder.path])
        return Linter(configuration: configuration).lint(paths: paths).findings.map { finding in
            "\(finding.path.dropFirst(folder.path.count + 1)):\(finding.start.line) \(finding.severity) \(finding.ruleID)"
        }
    }

    @Test func overridesApplyInOrderAndTheLastMatchWins() throws {
        let json = """
            {"rules": {"method_length": {"warning": 2, "error": 10}, "view_work_in_controller": {"enabled": false}},
             "overrides": [
               {"files": ["Legacy/**"], "rules": {"method_length": {"warning": 10, "error": 20}}},
               {"files": ["Legacy/Old/**"], "rules": {"method_length": {"warning": 1, "error": 3}}}]}
            """
        #expect(try Self.lint(json, ["App/A.swift", "Legacy/B.swift", "Legacy/Old/C.swift"]) == [
            "App/A.swift:3 warning method_length", "Legacy/Old/C.swift:3 error method_length",
        ])
    }

    @Test func rulesAreScopedByIncludeAndExcludeGlobs() throws {
        let json = """
            {"exclude": ["**/Pods/**"],
             "rules": {"method_length": {"enabled": false},
                       "view_work_in_controller": {"include": ["App/**", "Tests/**"], "exclude": ["**/Tests/**"]}}}
            """
        #expect(try Self.lint(json, ["App/A.swift", "Tests/B.swift", "Kit/C.swift", "Pods/X/D.swift"]) == [
            "App/A.swift:8 warning view_work_in_controller",
        ])
    }

    /// Dependency managers' checkouts and folders of code copied in hold third-party Swift,
    /// playgrounds scratch code, and Xcode's templates placeholders: by default none is linted.
    @Test func theDefaultsLeaveOutThirdPartyFolders() throws {
        let files = ["App/A.swift", "Pods/Lib/B.swift", "Carthage/Checkouts/Lib/C.swift", "node_modules/react-native/D.swift",
                     "App/SourcePackages/checkouts/Lib/E.swift", "App/Modules/F.swift",
                     "Playgrounds/Demo.playground/Contents.swift", "Demo.playground/Pages/One.xcplaygroundpage/Contents.swift",
                     "xctemplates/TCA.xctemplate/Default/___FILEBASENAME___Store.swift",
                     "Sources/Frameworks/ThirdParty/PagerController.swift", "Core/Vendor/BlurHash.swift",
                     "vendor/lib/G.swift", "App/third_party/H.swift", "App/ThirdPartyLogin/I.swift", "App/Vendors/J.swift"]
        #expect(try Self.lint(#"{"version": 1}"#, files).map { $0.split(separator: ":")[0] }
            == ["App/A.swift", "App/Modules/F.swift", "App/ThirdPartyLogin/I.swift", "App/Vendors/J.swift"])
    }

    @Test func severityTurnsAWarningIntoAnError() throws {
        let json = #"{"rules": {"method_length": {"enabled": false}, "view_work_in_controller": {"severity": "error"}}}"#
        #expect(try Self.lint(json, ["A.swift"]) == ["A.swift:8 error view_work_in_controller"])
    }

    @Test func aRuleIsOffOnlyWhenSpelledExactly() throws {
        let off = #"{"rules": {"method_length": {"enabled": false}, "view_work_in_controller": {"enabled": false}}}"#
        #expect(try Self.lint(off, ["A.swift"]).isEmpty)
        let typos = [
            #"{"rules": {"view_work_in_controler": {"enabled": false}}}"#,
            #"{"rules": {"view_work_in_controller": {"enable": false}}}"#,
            #"{"rules": {"view_work_in_controller": {"enabled": "false"}}}"#,
            #"{"rules": {"view_work_in_controller": {"enabled": 0}}}"#,
            #"{"rules": {"view_work_in_controller": {"include": []}}}"#,
            #"{"rulez": {"view_work_in_controller": {"enabled": false}}}"#,
            #"{"overrides": [{"files": ["**"], "rules": {"view_work_in_controler": {"enabled": false}}}]}"#,
        ]
        for json in typos {
            #expect(throws: ConfigurationError.self, "\(json)") { try Self.lint(json, ["A.swift"]) }
        }
    }

    @Test func generatedFilesAreSkippedUnlessAsked() throws {
        let generated = "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n" + Self.screen
        let rules = #""rules": {"method_length": {"enabled": false}}"#
        #expect(try Self.lint("{\(rules)}", ["A.swift"], source: generated).isEmpty)
        #expect(try Self.lint("{\(rules), \"skip_generated_files\": false}", ["A.swift"], source: generated)
            == ["A.swift:9 warning view_work_in_controller"])
        for header in ["// DO NOT EDIT.\n// swift-format-ignore-file", "// @generated\n// This file was automatically generated",
                       "/*\n * Generated by Sourcery\n */", "\u{FEFF}// Code generated by protoc-gen-swift"] {
            #expect(GeneratedFile.isGenerated(Array((header + "\nimport UIKit\n").utf8)), "\(header)")
        }
        #expect(!GeneratedFile.isGenerated(Array("// Copyright 2024\nimport UIKit\n// generated by hand below\n".utf8)))
        // After the imports, only what a person would not write: "generated" with "do not
        // edit", or "@generated", and not in a doc comment.
        for source in ["import UIKit\nimport PocketCastsUtils\n\n// ***** WARNING AUTO GENERATED, DO NOT EDIT *****\nstruct ThemeColor {}\n",
                       "// Copyright 2024\n@testable import App\n  @_exported import Kit\n/* @generated */\nlet a = 1\n"] {
            #expect(GeneratedFile.isGenerated(Array(source.utf8)), "\(source)")
        }
        for source in ["import UIKit\nfinal class A {}\n// generated, DO NOT EDIT below\n",
                       "import UIKit\nimportant()\n// generated, do not edit\n", "@objc import\n// @generated\n",
                       "import Foundation\n\n/// Settings computed at build time.\n/// In future, it may be automatically generated\n",
                       "import UIKit\n// Do not edit: keep in sync with the server\n", "import UIKit\n/** Generated ids. Do not edit. */\n"] {
            #expect(!GeneratedFile.isGenerated(Array(source.utf8)), "\(source)")
        }
    }

    @Test func discoveryFindsTheNearestFileAndStopsAtTheRepositoryRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", "{}")
        try folder.write("Repo/.git/HEAD", "ref: main\n")
        try folder.write("Repo/App/Screens/A.swift", "")
        #expect(ConfigurationFinder.find(from: folder.path + "/Repo/App/Screens") == nil)
        try folder.write("Repo/rules.json", "{}")
        #expect(ConfigurationFinder.find(from: folder.path + "/Repo/App/Screens") == folder.path + "/Repo/rules.json")
        try folder.write("Repo/App/rules.json", "{}")
        #expect(ConfigurationFinder.find(from: folder.path + "/Repo/App/Screens") == folder.path + "/Repo/App/rules.json")
    }

    @Test func globsAreRelativeToTheConfigurationsFolder() {
        let scope = PathScope(folder: "/repo/", current: "/repo/App")
        #expect(scope.relative("Screens/A.swift") == "App/Screens/A.swift")
        #expect(scope.relative("../Kit/./B.swift") == "Kit/B.swift")
        #expect(scope.relative("/elsewhere/C.swift") == "/elsewhere/C.swift")
    }

    @Test func pathsAreNormalizedLexically() {
        let cases = ["/a/./b//c/../d/": "/a/b/d", "/..": "/", "/": "/", "//": "/", "/a/b/..": "/a",
                     "/a/.../b": "/a/.../b", "/a/..b/.c": "/a/..b/.c", "/é/./ü/": "/é/ü", "/a/../../b": "/b"]
        for (path, normalized) in cases { #expect(PathScope.normalized(path) == normalized, "\(path)") }
        // Against the plain definition, on paths of `a`, `é`, `.` and `/` (fixed seed).
        var seed: UInt64 = 7
        for _ in 0..<2000 {
            var path = "/"
            for _ in 0..<12 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                path += ["a", "é", ".", "/", ".", "/"][Int(seed >> 33) % 6]
            }
            var parts: [Substring] = []
            for part in path.split(separator: "/") where part != "." {
                if part == ".." { _ = parts.popLast() } else { parts.append(part) }
            }
            #expect(PathScope.normalized(path) == "/" + parts.joined(separator: "/"), "\(path)")
        }
    }

    @Test func relativePathsAgreeWithThePlainDefinition() {
        // The current folder at, below, above and beside the folder, and the root as the folder.
        let scopes = [("/repo", "/repo"), ("/repo", "/repo/App"), ("/repo/App", "/repo"), ("/repo", "/other"),
                      ("/", "/repo"), ("/repo", "/repo/./App/")]
        var seed: UInt64 = 11
        for (folder, current) in scopes {
            let scope = PathScope(folder: folder, current: current)
            for _ in 0..<500 {
                var path = ""
                for _ in 0..<9 {
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    path += ["a", "é", ".", "..", "/", "./", "b/"][Int(seed >> 33) % 7]
                }
                var parts: [Substring] = []
                for part in (path.hasPrefix("/") ? path : current + "/" + path).split(separator: "/") where part != "." {
                    if part == ".." { _ = parts.popLast() } else { parts.append(part) }
                }
                let absolute = "/" + parts.joined(separator: "/")
                let under = folder == "/" ? "/" : folder + "/"
                let expected = absolute.utf8.starts(with: under.utf8) ? String(absolute.dropFirst(under.count)) : absolute
                #expect(scope.relative(path) == expected, "\(folder) \(current) \(path)")
            }
        }
    }

    @Test func initWritesTheDefaultsAndNeverOverwrites() throws {
        let folder = try TemporaryFolder()
        let first = CommandRun("init", folder.path)
        #expect(first.status == 0)
        #expect(try String(contentsOfFile: folder.path + "/rules.json", encoding: .utf8) == DefaultConfiguration.text())
        // Its `$schema` resolves: the schema is written beside it.
        let written = try JSONParser.parse(try String(contentsOfFile: folder.path + "/rules.json", encoding: .utf8))
        guard case .string(let reference)? = written["$schema"]?.value else {
            Issue.record("no $schema")
            return
        }
        #expect(try String(contentsOfFile: folder.path + "/" + reference, encoding: .utf8) == ConfigurationSchema.text())
        try folder.write("rules.json", "{}")
        let second = CommandRun("init", folder.path)
        #expect(second.status == 2 && second.errors == "error: \(folder.path)/rules.json: already exists; edit it, or remove it first\n")
        #expect(try String(contentsOfFile: folder.path + "/rules.json", encoding: .utf8) == "{}")
    }
}
