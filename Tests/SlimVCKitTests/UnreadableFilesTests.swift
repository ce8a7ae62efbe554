import Foundation
import Testing
@testable import SlimVCKit

/// A file that could not be read is named in every format, not only on standard error.
@Suite struct UnreadableFilesTests {
    /// The elements of an array node.
    static func items(_ node: JSONNode?) -> [JSONNode] {
        guard case .array(let items)? = node?.value else { return [] }
        return items
    }

    static let run = Linter(rules: [ViewWorkInControllerRule(options: .init())]).lint(paths: ["A.swift", "B <1>.swift"]) { path throws(FileReader.Failure) in
        if path == "B <1>.swift" { throw FileReader.Failure(path: path, reason: "Permission denied") }
        return Array(FaultTests.screen.utf8)
    }

    @Test func everyFormatNamesTheFile() throws {
        let run = Self.run
        #expect(run.failures.count == 1 && run.findings.count == 1)
        #expect(TextReporter.summary(run).hasSuffix(" Could not read 1 file: B <1>.swift (Permission denied)."))
        #expect(MarkdownReporter.render(run).contains("Could not read 1 file: B <1>.swift (Permission denied)."))
        let json = try JSONParser.parse(JSONReporter.render(run))
        let unreadable = Self.items(json["unreadable"])
        #expect(unreadable.count == 1 && unreadable.first?["file"]?.value == .string("B <1>.swift")
                && unreadable.first?["reason"]?.value == .string("Permission denied"))
        let sarif = try JSONParser.parse(SARIFReporter.render(run, exitCode: 2))
        let notification = Self.items(Self.items(Self.items(sarif["runs"]).first?["invocations"]).first?["toolExecutionNotifications"]).first
        #expect(notification?["level"]?.value == .string("error"))
        #expect(notification?["message"]?["text"]?.value == .string("cannot read: Permission denied"))
        #expect(Self.items(notification?["locations"]).first?["physicalLocation"]?["artifactLocation"]?["uri"]?.value == .string("B%20%3C1%3E.swift"))
        #expect(GitHubReporter.render(run).hasPrefix("::error file=B <1>.swift,title=SlimVC::cannot read: Permission denied\n"))
        #expect(CheckstyleReporter.render(run).contains("<file name=\"B &lt;1&gt;.swift\">\n    <error line=\"1\" severity=\"error\" message=\"cannot read: Permission denied\" source=\"slimvc.unreadable_file\"/>"))
        let junit = JUnitReporter.render(run)
        #expect(junit.contains("tests=\"2\" failures=\"1\" errors=\"1\"") && junit.contains("<error type=\"unreadable_file\" message=\"cannot read: Permission denied\"/>"))
        let climate = try JSONParser.parse(CodeClimateReporter.render(run))
        #expect(Self.items(climate).last?["check_name"]?.value == .string("unreadable_file"))
        #expect(Self.items(climate).last?["location"]?["path"]?.value == .string("B <1>.swift"))
        #expect(HTMLReporter.render(run).contains("<p class=\"e\">Could not read 1 file: B &lt;1&gt;.swift (Permission denied).</p>"))
    }

    /// A run that read every file writes what it wrote before.
    @Test func aCleanRunIsUnchanged() throws {
        let clean = Linter(rules: [ViewWorkInControllerRule(options: .init())]).lint(sources: ["A.swift": FaultTests.screen])
        #expect(try JSONParser.parse(JSONReporter.render(clean))["unreadable"] == nil)
        #expect(!SARIFReporter.render(clean, exitCode: 0).contains("toolExecutionNotifications"))
        #expect(!TextReporter.summary(clean).contains("Could not read"))
    }
}
