import Testing
@testable import SlimVCKit

/// Inline `slimvc:` comments: every form, what they cover, and what is reported about them.
@Suite struct SuppressionTests {
    /// Lines 2, 3 and 4 each do View work in a view controller.
    static func screen(_ lines: [String]) -> String {
        "class AViewController: UIViewController {\n" + lines.joined(separator: "\n") + "\n}\n"
    }

    static func lint(_ source: String, unused: Bool = false) -> [String] {
        var linter = Linter(rules: [ViewWorkInControllerRule(options: .init()), InvalidSuppressionRule(options: .init())])
        linter.reportUnusedSuppressions = unused
        return linter.lint(sources: ["A.swift": source]).findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID)" }
    }

    static let work = ["    func a() { view.alpha = 0 }", "    func b() { view.alpha = 1 }", "    func c() { view.alpha = 2 }"]

    @Test func withoutSuppressionsEveryLineIsFound() {
        #expect(Self.lint(Self.screen(Self.work)) == ["2:16 view_work_in_controller", "3:16 view_work_in_controller",
                                                       "4:16 view_work_in_controller"])
    }

    /// SwiftLint's `disable:previous` covers the line before it, and no other.
    @Test func disablePreviousCoversTheLineBefore() {
        let lines = [Self.work[0], "    // slimvc:disable:previous view_work_in_controller - legacy", Self.work[1]]
        #expect(Self.lint(Self.screen(lines)) == ["4:16 view_work_in_controller"])
        let first = "// slimvc:disable:previous all\n" + Self.screen(Self.work)
        #expect(Self.lint(first, unused: true) == ["1:28 unused_suppression", "3:16 view_work_in_controller",
                                                   "4:16 view_work_in_controller", "5:16 view_work_in_controller"])
    }

    @Test func disableUntilEnableOrTheEndOfTheFile() {
        let region = ["    // slimvc:disable view_work_in_controller - legacy", Self.work[0], Self.work[1],
                      "    // slimvc:enable view_work_in_controller", Self.work[2]]
        #expect(Self.lint(Self.screen(region)) == ["6:16 view_work_in_controller"])
        let toEnd = ["    /* slimvc:disable all */", Self.work[0], Self.work[1], Self.work[2]]
        #expect(Self.lint(Self.screen(toEnd)).isEmpty)
    }

    @Test func aPastedRuleNameIsQuotedShort() {
        let name = String(repeating: "z", count: 100_000)
        let run = Linter(rules: [InvalidSuppressionRule(options: .init())]).lint(sources: ["A.swift": "// slimvc:disable \(name)\nclass A {}\n"])
        #expect(run.findings.map(\.message) == ["'\(String(repeating: "z", count: 60))… (100000 bytes)' is not a SlimVC rule"])
    }

    @Test func nextAndThisCoverOneLine() {
        let next = ["    // slimvc:disable:next view_work_in_controller", Self.work[0], Self.work[1]]
        #expect(Self.lint(Self.screen(next)) == ["4:16 view_work_in_controller"])
        let this = [Self.work[0] + " // slimvc:disable:this view_work_in_controller, method_length", Self.work[1]]
        #expect(Self.lint(Self.screen(this)) == ["3:16 view_work_in_controller"])
    }

    @Test func enablingOneRuleKeepsAnAllRegionOpen() {
        let lines = ["    // slimvc:disable all", Self.work[0], "    // slimvc:enable view_work_in_controller", Self.work[1]]
        #expect(Self.lint(Self.screen(lines)).isEmpty)
    }

    @Test func directivesInStringsOrDeeperInCommentsDoNothing() {
        let lines = ["    let s = \"// slimvc:disable:next all\"", Self.work[0],
                     "    /* note: // slimvc:disable:next all */", Self.work[1], "    // see slimvc:disable:next all", Self.work[2]]
        #expect(Self.lint(Self.screen(lines)) == ["3:16 view_work_in_controller", "5:16 view_work_in_controller",
                                                   "7:16 view_work_in_controller"])
    }

    @Test func unknownRulesAreFindingsThatCannotBeSuppressed() {
        let lines = ["    // slimvc:disable all", "    // slimvc:disable:next view_work_in_controler", Self.work[0]]
        #expect(Self.lint(Self.screen(lines)) == ["3:28 invalid_suppression"])
        let message = Linter(rules: [InvalidSuppressionRule(options: .init())])
            .lint(sources: ["A.swift": "// slimvc:disable clas_length\n"]).findings.map(\.message)
        #expect(message == ["'clas_length' is not a SlimVC rule; did you mean 'class_length'?"])
    }

    @Test func unusedSuppressionsAreReportedOnlyWhenAsked() {
        let lines = ["    // slimvc:disable:next view_work_in_controller method_length", Self.work[0],
                     "    // slimvc:disable:this all", "    // slimvc:disable:next view_work_in_controller", "    let x = 1"]
        #expect(Self.lint(Self.screen(lines)).isEmpty)
        #expect(Self.lint(Self.screen(lines), unused: true) == ["2:52 unused_suppression", "4:28 unused_suppression",
                                                                  "5:28 unused_suppression"])
    }

    /// Every suppression covering a finding is used: a region, a one-line one of the
    /// finding's rule and one of `all`, each looked up apart.
    @Test func everySuppressionCoveringAFindingIsUsed() {
        let lines = ["    // slimvc:disable view_work_in_controller", "    // slimvc:disable:next all",
                     Self.work[0] + " // slimvc:disable:this view_work_in_controller", "    // slimvc:enable view_work_in_controller",
                     Self.work[1] + " // slimvc:disable:this all"]
        #expect(Self.lint(Self.screen(lines), unused: true).isEmpty)
    }
}

/// The suppression map answers as a search through all of its entries does, whatever the
/// order of the questions: regions that nest, share an end or begin where another ends.
@Suite struct SuppressionMapTests {
    static let rules = ["view_work_in_controller", "method_length"]

    static func comment(_ random: inout SplitMix64) -> String {
        let rule = random.next(below: 5) == 0 ? "all" : rules[random.next(below: rules.count)]
        let word = ["disable", "disable", "enable", "disable:next", "disable:this"][random.next(below: 5)]
        return "/* slimvc:\(word) \(rule) */"
    }

    @Test func agreesWithASearchThroughEveryEntry() {
        var random = SplitMix64(seed: 0x5A9)
        for round in 0..<60 {
            var lines: [String] = []
            for _ in 0..<(5 + random.next(below: 60)) {
                let comments = [0, 0, 1, 1, 2][random.next(below: 5)]
                lines.append("x = 1 " + (0..<comments).map { _ in Self.comment(&random) }.joined(separator: " "))
            }
            let file = SourceFile(path: "t.swift", text: lines.joined(separator: "\n") + "\n")
            var map = SuppressionMap(SuppressionScan(file: file).suppressions(), lineCount: file.lines.lineCount)
            var used: Set<Int> = []
            // In line order first, as the Linter asks, then in any order.
            let sorted = (0..<40).map { _ in 1 + random.next(below: lines.count + 1) }.sorted()
            let shuffled = (0..<40).map { _ in 1 + random.next(below: lines.count + 1) }
            for line in sorted + shuffled {
                let rule = Self.rules[random.next(below: Self.rules.count)]
                let covering = map.entries.indices.filter {
                    (map.entries[$0].rule == rule || map.entries[$0].rule == Suppression.allRules) && map.entries[$0].lines.contains(line)
                }
                used.formUnion(covering)
                let finding = Finding(ruleID: rule, severity: .warning, message: "", path: "t.swift",
                                      start: Location(line: line, column: 1), end: Location(line: line, column: 2))
                #expect(map.suppresses(finding.ruleID, line: finding.start.line) == !covering.isEmpty, "round \(round), line \(line), \(rule)")
                #expect(map.used == used, "round \(round), line \(line), \(rule)")
            }
        }
    }
}
