import Foundation
import Testing
@testable import SlimVCKit

/// The baseline ratchet: matched without line numbers, measured findings may only shrink.
@Suite struct BaselineTests {
    static func controller(lines: Int, prefix: String = "") -> String {
        prefix + "final class FeedViewController: UIViewController {\n"
            + (1...lines).map { "    let value\($0) = \($0)" }.joined(separator: "\n")
            + "\n    func f() { view.alpha = 0; UserDefaults.standard.set(1, forKey: \"f\") }\n}\n"
    }

    static func run(_ source: String, baseline: Baseline? = nil) -> LintRun {
        var linter = Linter(rules: [ClassLengthRule(options: .init()), ViewWorkInControllerRule(options: .init())])
        linter.baseline = baseline.map(BaselineLookup.init)
        return linter.lint(sources: ["Feed.swift": source])
    }

    @Test func codeMovedDownStaysBaselined() {
        let baseline = Baseline(findings: Self.run(Self.controller(lines: 160)).findings)
        #expect(baseline.entries.map(\.rule) == ["class_length", "view_work_in_controller"])
        let moved = Self.run(Self.controller(lines: 160, prefix: "import UIKit\n\n// A note.\n"), baseline: baseline)
        #expect(moved.findings.isEmpty)
        #expect(moved.baseline == BaselineSummary(unchanged: 2, absent: 0))
    }

    @Test func aGrownControllerFiresAgainAndAShrunkOneDoesNot() {
        let baseline = Baseline(findings: Self.run(Self.controller(lines: 160)).findings)
        let grown = Self.run(Self.controller(lines: 170), baseline: baseline)
        #expect(grown.findings.map(\.message) == ["'FeedViewController' grew to 171 code lines (baseline 161, limit 150)"])
        #expect(grown.findings.map(\.baselineState) == [.updated])
        #expect(Self.run(Self.controller(lines: 155), baseline: baseline).findings.isEmpty)
    }

    /// A count's message lists names: a controller that drops one, or swaps one for
    /// another, is still the baselined finding; one that adds one has grown.
    @Test func aCountWhoseListChangedIsMatchedByItsSymbol() {
        func run(_ protocols: [String], baseline: Baseline? = nil) -> LintRun {
            var linter = Linter(rules: [ControllerConformancesRule(options: .init())])
            linter.baseline = baseline.map(BaselineLookup.init)
            let source = "class FeedViewController: UIViewController, \(protocols.joined(separator: ", ")) {}\n"
                + "class ListViewController: UIViewController, UITableViewDelegate, UITableViewDataSource, UITextFieldDelegate, UISearchBarDelegate {}\n"
            return linter.lint(sources: ["Feed.swift": source])
        }
        let five = ["UITableViewDelegate", "UITableViewDataSource", "UITextFieldDelegate", "UISearchBarDelegate", "UIScrollViewDelegate"]
        let baseline = Baseline(findings: run(five).findings)
        #expect(baseline.entries.count == 2)
        let fewer = run(five.dropLast(), baseline: baseline)
        #expect(fewer.findings.isEmpty)
        #expect(fewer.baseline == BaselineSummary(unchanged: 2, absent: 0))
        #expect(run(five.dropLast() + ["UIPickerViewDelegate"], baseline: baseline).findings.isEmpty)
        let more = run(five + ["UIPickerViewDelegate"], baseline: baseline)
        #expect(more.findings.map(\.message) == ["'FeedViewController' grew to 6 delegate and data source protocols (baseline 5, limit 3)"])
        #expect(more.findings.map(\.baselineState) == [.updated])
    }

    @Test func fixedFindingsAreCountedAsGoneAndNewOnesReported() {
        let baseline = Baseline(findings: Self.run(Self.controller(lines: 160)).findings)
        // View work in another function is another finding.
        let source = Self.controller(lines: 10).replacingOccurrences(of: "func f() { view.alpha = 0;", with: "func g() { nameLabel.text = \"\";")
        let fixed = Self.run(source, baseline: baseline)
        #expect(fixed.baseline == BaselineSummary(unchanged: 0, absent: 2))
        #expect(fixed.findings.map(\.baselineState) == [.new])
        #expect(TextReporter.summary(fixed).hasSuffix("The baseline covers 0 more; 2 of its entries no longer occur (prune them with --write-baseline)."))
    }

    /// A file renamed without changes keeps its entries; a file renamed and changed keeps
    /// those whose findings it still has, and one renamed file claims one gone file.
    @Test func aRenamedFileKeepsItsEntries() {
        func run(_ sources: [String: String], baseline: Baseline? = nil) -> LintRun {
            var linter = Linter(rules: [ClassLengthRule(options: .init()), ViewWorkInControllerRule(options: .init())])
            linter.baseline = baseline.map(BaselineLookup.init)
            return linter.lint(sources: sources)
        }
        let feed = Self.controller(lines: 160)
        let other = "final class OtherViewController: UIViewController {\n    func g() { view.alpha = 1 }\n}\n"
        let baseline = Baseline(findings: run(["Feed.swift": feed, "Other.swift": other]).findings)
        #expect(baseline.entries.count == 3)
        let renamed = run(["Screens/FeedScreen.swift": feed, "Other.swift": other], baseline: baseline)
        #expect(renamed.findings.isEmpty)
        #expect(renamed.baseline == BaselineSummary(unchanged: 3, absent: 0))
        // Renamed and given a new function: the type has grown past its baselined length, the
        // old view work stays covered and the new one is reported.
        let changed = feed.replacingOccurrences(of: "    func f() {", with: "    func h() { view.alpha = 1 }\n    func f() {")
        let renamedAndChanged = run(["FeedScreen.swift": changed, "Other.swift": other], baseline: baseline)
        #expect(renamedAndChanged.findings.map(\.symbol) == ["FeedViewController", "FeedViewController.h()"])
        #expect(renamedAndChanged.findings.map(\.baselineState) == [.updated, .new])
        #expect(renamedAndChanged.baseline == BaselineSummary(unchanged: 2, absent: 0))
        // Two copies of the gone file: only one is the renamed file.
        let copied = run(["A.swift": feed, "B.swift": feed, "Other.swift": other], baseline: baseline)
        #expect(copied.findings.map(\.file) == ["B.swift", "B.swift"])
        // A file that was not gone keeps its own entries only.
        let kept = run(["Feed.swift": feed, "Copy.swift": feed, "Other.swift": other], baseline: baseline)
        #expect(kept.findings.map(\.file) == ["Copy.swift", "Copy.swift"])
    }

    /// Fingerprints are matched by value, not kept as strings: two spellings match exactly
    /// when they are equal, and one SlimVC never writes matches nothing.
    @Test func fingerprintKeysMatchAsTheirSpellingsDo() {
        let spelled = [Fingerprint.spelled(0xc29c_c3a9_c4e5_9107, 1), Fingerprint.spelled(0, 12), Fingerprint.spelled(.max, Int.max / 10)]
        #expect(spelled.allSatisfy { BaselineLookup.key($0) != nil })
        #expect(BaselineLookup.key(spelled[0]) != BaselineLookup.key(Fingerprint.spelled(0xc29c_c3a9_c4e5_9107, 2)))
        for other in ["C29CC3A9C4E59107:1", "c29cc3a9c4e59107:01", "c29cc3a9c4e5910:1", "c29cc3a9c4e59107", "c29cc3a9c4e59107:",
                      "c29cc3a9c4e59107:1a", "c29cc3a9c4e59107:99999999999999999999", "g29cc3a9c4e59107:1", ""] {
            #expect(BaselineLookup.key(other) == nil, "\(other)")
        }
    }

    /// Entries that match nothing are counted once each, hand-edited ones too; the
    /// findings left and covered keep their order, whichever part is larger.
    @Test func applyingSplitsInOrderAndCountsWhatIsGone() {
        let findings = (1...6).map { line in
            var finding = Finding(ruleID: "method_length", severity: .warning, message: "'f\(line)()' spans 30 code lines (limit 20)",
                                  path: "A.swift", start: Location(line: line, column: 1), end: Location(line: line, column: 2),
                                  measured: 30, limit: 20)
            finding.fingerprint = Fingerprint.spelled(UInt64(line), 1)
            return finding
        }
        for coveredLines in [[2], [1, 3, 4, 6]] {
            var entries = Baseline(findings: findings.filter { coveredLines.contains($0.start.line) }).entries
            entries += [Baseline.Entry(fingerprint: "edited", rule: "method_length", file: "A.swift", message: ""),
                        Baseline.Entry(fingerprint: "edited", rule: "method_length", file: "A.swift", message: ""),
                        Baseline.Entry(fingerprint: Fingerprint.spelled(99, 1), rule: "method_length", file: "A.swift", message: "")]
            var reported = findings
            let applied = BaselineLookup(Baseline(entries: entries)).apply(to: &reported)
            #expect(applied.covered.map(\.start.line) == coveredLines)
            #expect(reported.map(\.start.line) == (1...6).filter { !coveredLines.contains($0) })
            #expect(reported.allSatisfy { $0.baselineState == .new } && applied.covered.allSatisfy { $0.baselineState == nil })
            #expect(applied.summary == BaselineSummary(unchanged: coveredLines.count, absent: 2))
        }
    }

    /// The file is written entry by entry, in pieces, with the bytes `JSONWriter` gives the
    /// whole document, empty or large.
    @Test func theFileIsWrittenInPiecesAsTheWholeDocumentReads() {
        let entries = (0..<12_000).map { index in
            Baseline.Entry(fingerprint: "\(index):1", rule: "method_length", file: "App/F\(index % 97).swift",
                           symbol: index % 3 == 0 ? nil : "F.f\(index)()", message: "'f\(index)()' spans 23 code lines — \"é\"",
                           measured: index % 2 == 0 ? 23 : nil)
        }
        for baseline in [Baseline(entries: []), Baseline(entries: entries)] {
            let document = JSONWriter.render(.object([
                ("version", JSONNode(.integer(Baseline.version))), ("tool", JSONNode(.string(Product.name))),
                ("findings", JSONNode(.array(baseline.entries.map { entry in
                    var fields: [(String, JSONNode)] = [
                        ("file", JSONNode(.string(entry.file))), ("rule", JSONNode(.string(entry.rule))),
                        ("symbol", entry.symbol.map { JSONNode(.string($0)) } ?? JSONNode(.null)),
                        ("fingerprint", JSONNode(.string(entry.fingerprint))),
                    ]
                    if let measured = entry.measured { fields.append(("measured", JSONNode(.integer(measured)))) }
                    fields.append(("message", JSONNode(.string(entry.message))))
                    return .object(fields)
                }))),
            ]))
            var pieces: [[UInt8]] = []
            baseline.write { pieces.append($0) }
            #expect(String(decoding: pieces.flatMap { $0 }, as: UTF8.self) == document)
            #expect(pieces.count == (baseline.entries.isEmpty ? 1 : 3))
        }
    }

    @Test func theFileIsStableAndReadsBack() throws {
        let folder = try TemporaryFolder()
        try folder.write("Feed.swift", Self.controller(lines: 160))
        let first = CommandRun("lint", folder.path, "--write-baseline", folder.path + "/baseline.json")
        let text = try String(contentsOfFile: folder.path + "/baseline.json", encoding: .utf8)
        _ = CommandRun("lint", folder.path, "--write-baseline", folder.path + "/baseline.json")
        let second = try String(contentsOfFile: folder.path + "/baseline.json", encoding: .utf8)
        #expect(first.status == 0 && second == text && first.errors == "Wrote 3 findings to \(folder.path)/baseline.json.\n")
        let read = try Baseline.parse(text, file: "baseline.json")
        #expect(read.entries.map(\.rule) == ["class_length", "missing_data_controller", "view_work_in_controller"])
        #expect(read.render() == text)
        let gated = CommandRun("lint", folder.path, "--baseline", folder.path + "/baseline.json")
        #expect(gated.status == 0 && gated.output.hasSuffix("No findings in 1 file. The baseline covers 3 more.\n"))
        try folder.write("bad.json", "{\"version\": 1}")
        let missing = CommandRun("lint", folder.path, "--baseline", folder.path + "/none.json")
        #expect(missing.status == 2 && missing.errors == "error: \(folder.path)/none.json: cannot read the baseline; "
            + "create it with: slimvc lint --write-baseline \(folder.path)/none.json\n")
        let bad = CommandRun("lint", folder.path, "--baseline", folder.path + "/bad.json")
        #expect(bad.status == 2 && bad.errors.contains("bad.json:1:1: error: not a SlimVC baseline"))
    }

    /// A broken baseline says where, as a configuration file's problem does.
    @Test func aBrokenBaselineNamesWhere() {
        let cases: [(String, BaselineError)] = [
            ("{\"version\": 1,", BaselineError(file: "b.json", line: 1, column: 15,
                message: "JSON syntax error: expected a key in quotes after ','; JSON allows no trailing comma")),
            ("{\n  \"version\": 2}", BaselineError(file: "b.json", line: 1, column: 1,
                message: "not a SlimVC baseline (version 1 with a findings array); write one with --write-baseline")),
            (#"{"version": 1, "findings": [{"fingerprint": "f", "rule": "r", "file": "A.swift"}, {"rule": "x"}]}"#,
             BaselineError(file: "b.json", line: 1, column: 83,
                path: "findings[1]", message: "needs fingerprint, rule and file strings")),
        ]
        for (text, expected) in cases {
            #expect(throws: expected) { try Baseline.parse(text, file: "b.json") }
        }
    }
}

extension BaselineTests {
    /// Writing a baseline accepts what it records: the run exits 0 even with error findings.
    @Test func writingABaselineExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("Feed.swift", Self.controller(lines: 400))
        #expect(CommandRun("lint", folder.path).status == 1)
        let write = CommandRun("lint", folder.path, "--write-baseline", folder.path + "/baseline.json")
        #expect(write.status == 0 && write.errors.hasPrefix("Wrote "))
        #expect(CommandRun("lint", folder.path, "--baseline", folder.path + "/baseline.json").status == 0)
    }
}

extension BaselineTests {
    /// A run over a subfolder, with the project's baseline, says nothing of the entries of
    /// files outside it: they are not gone, and nothing advises pruning them.
    @Test func aRunOverASubfolderAdvisesNoPruningOfOtherFiles() throws {
        let folder = try TemporaryFolder()
        try ChangedSinceTests.git(folder.path, "init", "-q")
        try folder.write("rules.json", #"{"version": 1}"#)
        let screen = "final class AViewController: UIViewController {\n    func f() { view.alpha = 0 }\n}\n"
        try folder.write("App/A.swift", screen)
        try folder.write("Other/B.swift", screen.replacingOccurrences(of: "AView", with: "BView"))
        let baseline = folder.path + "/slimvc-baseline.json"
        #expect(CommandRun("lint", folder.path, "--write-baseline", baseline).status == 0)
        let app = CommandRun("lint", folder.path + "/App", "--baseline", baseline)
        #expect(app.status == 0 && app.output == "No findings in 1 file. The baseline covers 1 more.\n", "\(app.output)")
        #expect(!app.output.contains("prune"))
        // A finding fixed inside the folder is still counted as gone.
        try folder.write("App/A.swift", "final class AViewController: UIViewController {}\n")
        #expect(CommandRun("lint", folder.path + "/App", "--baseline", baseline).output
                == "No findings in 1 file. The baseline covers 0 more; 1 of its entries no longer occur (prune them with --write-baseline).\n")
    }
}
