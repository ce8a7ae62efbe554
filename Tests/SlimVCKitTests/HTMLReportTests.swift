import Foundation
import Testing
@testable import SlimVCKit

/// The HTML report: self-contained, escaped, the same bytes for the same run, small at
/// 10,000 findings, and its charts say in text what they draw. The sample app's page is
/// pinned in `Fixtures/SampleApp/expected.html` (`SampleAppTests`).
@Suite struct HTMLReportTests {
    static func sampleApp() throws -> (LintRun, String) {
        let run = try SampleAppTests.lintSampleApp()
        return (run, HTMLReporter.render(run))
    }

    @Test func thePageFetchesNothingAndRunsNothing() throws {
        let (_, page) = try Self.sampleApp()
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        #expect(page.hasSuffix("</html>\n"))
        for fetching in ["<script", "<link", "<img", "<iframe", "@import", "url(", "src=", "<object", "<embed"] {
            #expect(!page.contains(fetching), "\(fetching)")
        }
        // The only addresses are links to follow: SlimVC's site and its rules' pages.
        let addresses = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(addresses.allSatisfy { $0.hasPrefix("#") || $0.hasPrefix(Product.informationURI) })
        #expect(!page.contains(SampleAppTests.root))
        #expect(page.contains("@media print") && page.contains("prefers-color-scheme:dark") && page.contains("name=\"viewport\""))
    }

    /// Every link to a rule lands on its section, and every section holds a rule that found something.
    @Test func ruleLinksLandOnTheirSections() throws {
        let (run, page) = try Self.sampleApp()
        let linked = Set(page.components(separatedBy: "href=\"#rule-").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        let sections = Set(page.components(separatedBy: "id=\"rule-").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        #expect(linked == sections)
        #expect(sections == Set(run.findings.map(\.ruleID)))
        #expect(page.components(separatedBy: "<details open>").count - 1 == Set(run.findings.map(\.file)).count)
        #expect(page.components(separatedBy: "<li class=\"").count - 1 == run.findings.count)
        for tag in ["details", "section", "svg", "table", "ol", "li", "g", "code", "small", "article"] {
            #expect(Self.count("<\(tag)[ >]", in: page) == page.components(separatedBy: "</\(tag)>").count - 1, "\(tag)")
        }
    }

    /// The fattest controller's bar: its parts fill it exactly, the limit is drawn, and the
    /// numbers are text beside it and in the table.
    @Test func theFattestControllersChartSaysWhatItDraws() throws {
        let (_, page) = try Self.sampleApp()
        let chart = try #require(page.components(separatedBy: "<g><title>ArticlesViewController").dropFirst().first?
            .components(separatedBy: "</g>").first)
        #expect(chart.contains("lines: View work 12 · state 2 · other 179"))
        #expect(chart.contains(">193 (+43 over)</text>"))
        let widths = chart.components(separatedBy: "width=\"").dropFirst().compactMap { Int($0.prefix { $0 != "\"" }) }
        #expect(widths == [40, 6, 594] && widths.reduce(0, +) == 193 * 640 / 193)
        #expect(chart.contains("<line class=\"limit\" x1=\"497\""))
        #expect(page.contains("<text class=\"limit-label\" x=\"501\" y=\"14\" text-anchor=\"start\">limit 150</text>"))
        #expect(page.contains("<td class=\"n\">193 <span class=\"err\">(+43 over)</span></td><td class=\"n\">150</td>"
            + "<td class=\"n\">12</td><td class=\"n\">2</td><td class=\"n\">179</td>"
            + "<td class=\"n\">2</td><td class=\"n\">4</td><td class=\"n\">0</td><td class=\"n\">1</td><td class=\"n\">9</td>"))
    }

    /// A bar is split by measured lines, not by counts of findings: a state variable declared
    /// on four lines weighs four, eight lines of View work in one finding weigh eight, and
    /// four conformances weigh nothing; the legend says what each segment measures.
    @Test func aBarIsSplitByMeasuredLines() throws {
        let source = """
            final class FeedViewController: UIViewController, UITableViewDelegate, UITableViewDataSource, UIScrollViewDelegate, UITextFieldDelegate {
                private var filters: [String: Int] = [
                    "a": 1,
                    "b": 2,
                ]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    view.alpha = 0.5
                    view.isHidden = false
                    view.tintColor = .red
                    view.clipsToBounds = true
                    view.layer.cornerRadius = 4
                    view.layer.borderWidth = 1
                    view.layer.masksToBounds = true
                }
                @IBAction func apply(_ sender: Any) { filters["a"] = 3 }
            }
            """
        let rules: [any Rule] = [ViewWorkInControllerRule(options: .init()), ControllerStateRule(options: .init()),
                                 ControllerConformancesRule(options: .init()), ClassLengthRule(options: .init())]
        let run = Linter(rules: rules).lint(sources: ["Feed.swift": source])
        let page = HTMLReporter.render(run)
        let chart = try #require(page.components(separatedBy: "<g><title>FeedViewController").dropFirst().first?
            .components(separatedBy: "</g>").first)
        #expect(chart.contains("lines: View work 8 · state 4 · other 4"), "\(chart)")
        let widths = chart.components(separatedBy: "width=\"").dropFirst().compactMap { Int($0.prefix { $0 != "\"" }) }
        // 16 code lines on a scale of the 150-line limit: a bar of 68 of 640 pixels.
        #expect(widths == [34, 17, 17], "\(widths)")
        #expect(page.contains("View work: its lines") && page.contains("State: the lines declaring the state variables")
            && page.contains("The rest of the code lines"))
    }

    /// A finding shows its place, severity, message, marked line of source and its rule's summary, linked.
    @Test func aFindingShowsItsSourceAndItsRule() throws {
        let (_, page) = try Self.sampleApp()
        #expect(page.contains("""
            <li class="w"><span class="at">27:9</span> <b>warning</b> 'ArticlesViewController.viewDidLoad()' has 12 lines of View work
            <code><mark>view.backgroundColor</mark> = .systemBackground</code><small>\
            <a href="#rule-view_work_in_controller">view_work_in_controller</a>: \
            A view controller does not set its views' UI properties or build its view hierarchy itself.</small></li>
            """))
    }

    static func count(_ pattern: String, in text: String) -> Int {
        (try? NSRegularExpression(pattern: pattern)).map { $0.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)) } ?? -1
    }
}

extension HTMLReportTests {
    /// Markup in messages, paths, symbols and source is text, never markup; control
    /// characters HTML does not allow are replaced.
    @Test func everythingFromTheProjectIsEscaped() {
        var run = ReporterTests.awkwardRun()
        run.findings[1].message += " <script>alert(1)</script>\u{1}"
        run.sourceLines = ["My App/Écran #1.swift": [3: "    if a < b && c > \"d\" { x() } // <!-- é"]]
        run.controllers = [ControllerSummary(name: "A<B>", file: "My App/Écran #1.swift", codeLines: 9, limit: 3)]
        let page = HTMLReporter.render(run)
        #expect(!page.contains("<script") && !page.contains("<!--") && !page.contains("A<B>") && !page.contains("\u{1}"))
        #expect(page.contains("isn't 100% fine,\nsee: x &lt;script&gt;alert(1)&lt;/script&gt;\u{FFFD}"))
        #expect(page.contains("<code><mark>if a</mark> &lt; b &amp;&amp; c &gt; &quot;d&quot; { x() } // &lt;!-- é</code>"))
        #expect(page.contains("<tspan class=\"name\">A&lt;B&gt;</tspan>"))
        #expect(HTMLText.escape("a\u{0}b\tc\u{7F}&\"'") == "a\u{FFFD}b\tc\u{FFFD}&amp;&quot;'")
    }

    @Test func theSameRunGivesTheSameBytesOnAnyNumberOfThreads() throws {
        let run = Self.manyFindings(3_000)
        func page(_ jobs: Int) -> [UInt8] { var out: [UInt8] = []; HTMLReporter.write(run, jobs: jobs) { out += $0 }; return out }
        let one = page(1)
        #expect(page(2) == one && page(4) == one)
        #expect(String(decoding: one, as: UTF8.self) == HTMLReporter.render(run))
    }

    /// A report of 10,000 findings stays under 5.5 MB, every finding in it, files folded.
    /// (The sample app's findings are fewer and longer since View work and cell
    /// configuration are grouped by function: 26 findings of 452 bytes on average in the
    /// page where there were 50 of 420, so 10,000 of them fill more files.)
    @Test func tenThousandFindingsStayUnderFiveMegabytes() {
        let run = Self.manyFindings(10_000)
        let page = HTMLReporter.render(run)
        #expect(page.utf8.count < 5_500_000, "\(page.utf8.count) bytes")
        #expect(page.components(separatedBy: "<li class=\"").count - 1 == 10_000)
        #expect(!page.contains("<details open>"))
    }

    /// The sample app's findings, lines and controllers copied into `count / 50` apps,
    /// each in a folder of its own: messages, summaries and source lines as a real
    /// project's are.
    static func manyFindings(_ count: Int) -> LintRun {
        guard var run = try? SampleAppTests.lintSampleApp(), !run.findings.isEmpty else { return LintRun(files: [], findings: [], rules: [], failures: []) }
        let (findings, lines) = (run.findings, run.sourceLines)
        run.findings = []
        run.sourceLines = [:]
        for copy in 0..<(count + findings.count - 1) / findings.count {
            for var finding in findings where run.findings.count < count {
                let file = finding.file.replacingOccurrences(of: "Fixtures/SampleApp/", with: "Apps/App\(copy)/")
                run.sourceLines[file] = lines[finding.file]
                (finding.file, finding.path) = (file, file)
                run.findings.append(finding)
            }
        }
        run.findings.sort(by: Finding.ordered)
        return run
    }

    @Test func aComparisonComesFirstWithWhatChanged() throws {
        var (run, _) = try Self.sampleApp()
        let grown = ControllerChange(symbol: "ArticlesViewController", file: "Fixtures/SampleApp/Screens/Articles/ArticlesViewController.swift",
                                     before: 140, after: 193, limit: 150)
        let shrunk = ControllerChange(symbol: "ProfileViewController", file: "Fixtures/SampleApp/Screens/Profile/ProfileViewController.swift",
                                      before: 64, after: 60, limit: 150)
        run.comparison = Comparison(ref: "origin/main", baseCommit: String(repeating: "ab", count: 20),
                                    new: Array(run.findings.prefix(2)), fixed: Array(run.findings.suffix(1)), controllers: [grown, shrunk])
        let page = HTMLReporter.render(run)
        let section = try #require(page.components(separatedBy: "<section id=\"comparison\">").dropFirst().first?.components(separatedBy: "</section>").first)
        #expect(page.range(of: "id=\"comparison\"")!.lowerBound < page.range(of: "id=\"fattest\"")!.lowerBound)
        #expect(section.contains("Against <code>origin/main</code> (merge base <code>abababababab</code>)"))
        #expect(section.contains("<dt>New findings</dt><dd>2</dd>") && section.contains("<dt>Fixed findings</dt><dd>1</dd>"))
        #expect(section.contains("<dt>Grew past their limit</dt><dd>1</dd>"))
        #expect(section.contains("<td class=\"n\">140 → 193</td><td class=\"n\">+53</td><td class=\"n\">150</td><td><span class=\"crossed\">crossed the limit</span></td>"))
        #expect(section.contains("<td class=\"n\">64 → 60</td><td class=\"n\">−4</td><td class=\"n\">150</td><td></td>"))
        run.comparison = Comparison(ref: "main", baseCommit: "0123", new: [], fixed: [], controllers: [])
        #expect(HTMLReporter.render(run).contains("<p><strong>No change</strong>: no finding is new or fixed, and no view controller changed size.</p>"))
    }

    @Test func aSourceLineIsCutAroundTheFindingAndMarked() {
        func quote(_ line: String, _ column: Int, _ end: Int, endLine: Int = 1) -> String? {
            let finding = Finding(ruleID: "r", severity: .warning, message: "m", path: "p",
                                  start: Location(line: 1, column: column), end: Location(line: endLine, column: end))
            return HTMLSourceLine.quote(line, finding)
        }
        #expect(quote("  \t", 1, 2) == nil)
        #expect(quote("    é = b", 5, 9) == "<mark>é =</mark> b")
        #expect(quote("    a(b,", 5, 1, endLine: 2) == "<mark>a(b,</mark>")
        let long = "x = " + String(repeating: "é", count: 100) + " + y"
        #expect(quote(long, 208, 209) == "…" + String(repeating: "é", count: 19) + " + <mark>y</mark>")
        #expect(quote(long, 1, 2) == "<mark>x</mark> = " + String(repeating: "é", count: 78) + "…")
    }

    @Test func summariesAreCutToOneLineAtAWord() {
        #expect(HTMLText.oneLine("Short.") == "Short.")
        let long = "Each `<Stem>Cell` has a ViewModel type (`<Stem>CellViewModel`, `<Stem>CellModel` or `<Stem>ViewModel`; or, when the cell takes it, a `<Stem>Model`)."
        #expect(HTMLText.oneLine(long, limit: 60) == "Each `<Stem>Cell` has a ViewModel type…")
        #expect(HTMLText.oneLine(long, limit: 70) == "Each `<Stem>Cell` has a ViewModel type (`<Stem>CellViewModel`…")
        // A code span cut in two loses its opening backtick.
        #expect(HTMLText.oneLine("Use `a b c` here.", limit: 8) == "Use a…")
        #expect(HTMLText.prose("a `<b>` c `d") == "a <code>&lt;b&gt;</code> c `d")
        #expect(HTMLText.number(1_234_567) == "1,234,567" && HTMLText.number(-1_000) == "-1,000" && HTMLText.number(999) == "999")
    }
}

extension HTMLReportTests {
    /// `--format html` has the Linter quote the lines and list the controllers.
    @Test func theCommandQuotesTheSourceForTheHTMLReport() throws {
        let folder = try ReportOptionsTests.project()
        let page = CommandRun("lint", folder.path, "--format", "html").output
        #expect(page.contains("<code>func f() { <mark>view.alpha"))
        #expect(page.contains("<tspan class=\"name\">AViewController</tspan>"))
    }

    @Test func aCleanRunSaysSoAndShowsNoEmptySections() {
        let page = HTMLReporter.render(LintRun(files: ["A.swift"], findings: [], rules: [], failures: []))
        #expect(page.contains("<p class=\"lead\">No findings in 1 file.</p>"))
        #expect(!page.contains("<nav") && !page.contains("<section") && !page.contains("<details"))
    }
}
