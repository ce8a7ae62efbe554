import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SlimVCKit

/// Every format carries the same findings, parses with its own parser, and escapes
/// what its syntax needs.
@Suite struct ReporterTests {
    static func awkwardRun() -> LintRun {
        var finding = Finding(ruleID: "view_work_in_controller", severity: .error,
                              message: "'a < b && c > \"d\"' isn't 100% fine,\nsee: x", path: "My App/Écran #1.swift",
                              start: Location(line: 3, column: 5, utf16Column: 4), end: Location(line: 3, column: 9, utf16Column: 8),
                              symbol: "A.b()")
        finding.file = "My App/Écran #1.swift"
        finding.fingerprint = "0123456789abcdef:1"
        var measured = Finding(ruleID: "class_length", severity: .warning, message: "'A' spans 9 code lines (limit 3)",
                               path: "B.swift", start: Location(line: 1, column: 7), end: Location(line: 1, column: 8),
                               symbol: "A", measured: 9, limit: 3)
        measured.file = "B.swift"
        measured.fingerprint = "fedcba9876543210:1"
        let rules = RuleRegistry.ruleTypes.map { $0.description }.filter { ["class_length", "view_work_in_controller"].contains($0.id) }
        return LintRun(files: ["B.swift", "My App/Écran #1.swift"], findings: [measured, finding], rules: rules, failures: [])
    }

    @Test func everyFormatCarriesTheSameFindings() throws {
        let run = try SampleAppTests.lintSampleApp()
        let count = run.findings.count
        try #require(count > 10)
        let render = { (format: ReportFormat) in format.render(run, exitCode: 1, color: false) }
        // A line per finding and a note per line it groups, then the summary, then where to
        // start: a line per screen with findings (at most five) between two lines.
        let screens = min(5, FattestControllers.rows(run).count { $0.findings > 0 })
        #expect(render(.text).split(separator: "\n").count == count + run.findings.reduce(0) { $0 + $1.related.count } + 1 + screens + 2)
        // The ten most important, errors first, then a notice of the rest.
        let github = render(.github).split(separator: "\n")
        let errors = run.findings.filter { $0.severity == .error }.count
        #expect(github.count == 10 + 1)
        #expect(github.prefix(errors).allSatisfy { $0.hasPrefix("::error ") } && github[errors].hasPrefix("::warning "))
        #expect(github.last.map(String.init) == "::notice title=SlimVC::\(count - 10) more findings are not annotated: the 10 annotated are the most important "
            + "(errors first, then the fattest screens' findings); lint with --format text (or sarif, markdown, html) to see every finding")
        let json = try JSONSerialization.jsonObject(with: Data(render(.json).utf8)) as? [String: Any]
        #expect((json?["findings"] as? [Any])?.count == count)
        #expect((json?["summary"] as? [String: Any])?["findings"] as? Int == count)
        let sarif = try JSONParser.parse(render(.sarif))
        guard case .array(let runs)? = sarif["runs"]?.value, case .array(let results)? = runs.first?["results"]?.value else {
            Issue.record("no SARIF results")
            return
        }
        #expect(results.count == count)
        #expect(try XMLCount.elements("error", in: render(.checkstyle)) == count)
        #expect(try XMLCount.elements("failure", in: render(.junit)) == count)
        let tableRows = render(.markdown).split(separator: "\n").filter { $0.hasPrefix("| `") && $0.split(separator: "|").count == 3 }
        let tallied = tableRows.reduce(0) { sum, row in sum + row.split(separator: "|").dropFirst().compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.reduce(0, +) }
        #expect(tallied == count)
    }

    @Test func xmlFormatsEscapeAndParse() throws {
        let run = Self.awkwardRun()
        for format in [ReportFormat.checkstyle, .junit] {
            let text = format.render(run, exitCode: 1, color: false)
            #expect(try XMLCount.elements(format == .junit ? "failure" : "error", in: text) == 2)
            #expect(text.contains("message=\"&apos;a &lt; b &amp;&amp; c &gt; &quot;d&quot;&apos; isn&apos;t 100% fine,&#10;see: x\""))
        }
    }

    @Test func githubCommandsEscapeDataAndProperties() {
        let lines = GitHubReporter.render(Self.awkwardRun()).split(separator: "\n")
        let expected = "::error file=My App/Écran #1.swift,line=3,col=5,endLine=3,endColumn=9,"
            + "title=SlimVC view_work_in_controller::'a < b && c > \"d\"' isn't 100%25 fine,%0Asee: x"
        // The error comes first, before the warnings it was sorted after.
        #expect(lines.map(String.init).first == expected)
    }

    @Test func githubEscapesEachSpecialByteOnce() {
        #expect(GitHubReporter.escapeProperty("a:b,c%d\re\nf%3A") == "a%3Ab%2Cc%25d%0De%0Af%253A")
        #expect(GitHubReporter.escapeData("a:b,c%d\re\nf%3A — é") == "a:b,c%25d%0De%0Af%253A — é")
        #expect(GitHubReporter.escapeProperty("Écran #1.swift") == "Écran #1.swift")
    }

    /// Control characters, U+FFFE and U+FFFF cannot be in XML; other characters whose
    /// UTF-8 starts with the same byte (U+FFFD, U+FFEE, U+F8FF) stay.
    @Test func xmlTextEscapesMarkupAndReplacesWhatXMLCannotHold() {
        let text = "a\u{0}b\u{1F}c\td\r\ne\u{FFFE}f\u{FFFF}g\u{FFFD}\u{FFEE}\u{F8FF}h&<>\"'Écran\u{FFFF}"
        let expected = "a\u{FFFD}b\u{FFFD}c&#9;d&#13;&#10;e\u{FFFD}f\u{FFFD}g\u{FFFD}\u{FFEE}\u{F8FF}h&amp;&lt;&gt;&quot;&apos;Écran\u{FFFD}"
        #expect(XMLText.escape(text) == expected)
        #expect(XMLText.escape("plain — é") == "plain — é")
    }

    @Test func sarifEncodesURIsAndCarriesMeasuredValues() throws {
        let sarif = try JSONParser.parse(SARIFReporter.render(Self.awkwardRun(), exitCode: 1))
        let results = sarif["runs"].flatMap { if case .array(let runs) = $0.value { runs.first?["results"] } else { nil } }
        guard case .array(let items)? = results?.value, items.count == 2 else { Issue.record("no results"); return }
        let location = items[1]["locations"].flatMap { if case .array(let all) = $0.value { all.first } else { nil } }
        #expect(location?["physicalLocation"]?["artifactLocation"]?["uri"]?.value == .string("My%20App/%C3%89cran%20%231.swift"))
        #expect(location?["physicalLocation"]?["region"]?["startColumn"]?.value == .integer(4))
        #expect(items[0]["properties"]?["measured"]?.value == .integer(9))
        #expect(items[1]["ruleIndex"]?.value == .integer(1))
    }

    /// A large text report comes in pieces that end between findings, to a file and to
    /// standard output alike.
    @Test func largeTextReportsComeInPieces() {
        var findings: [Finding] = []
        var expected = ""
        for line in 1...20_000 {
            var finding = Finding(ruleID: "method_length", severity: .warning, message: "'f\(line)()' spans 21 code lines (limit 20) — é",
                                  path: "Écran.swift", start: Location(line: line, column: 5), end: Location(line: line, column: 6))
            finding.file = finding.path
            findings.append(finding)
            expected += "Écran.swift:\(line):5: warning: 'f\(line)()' spans 21 code lines (limit 20) — é [method_length]\n"
        }
        let run = LintRun(files: ["Écran.swift"], findings: findings, rules: [], failures: [])
        expected += "Found 20000 warnings and 0 errors in 1 file.\n"
        var printed: [String] = []
        ReportFormat.text.print(run, exitCode: 0, color: false) { printed.append($0) }
        var written: [UInt8] = []
        ReportFormat.text.write(run, exitCode: 0) { written += $0 }
        #expect(printed.count > 1 && printed.allSatisfy { $0.hasSuffix("\n") })
        #expect(printed.joined() == expected && String(decoding: written, as: UTF8.self) == expected)
        #expect(TextReporter.render(run) == expected)
    }

    /// GitHub commands, Checkstyle and JUnit also come in pieces that end between findings,
    /// whole as a file and as standard output.
    @Test func largeCIReportsComeInPieces() throws {
        var findings: [Finding] = []
        var commands = ""
        for line in 1...20_000 {
            let file = line <= 10_000 ? "A, b.swift" : "Écran.swift"
            var finding = Finding(ruleID: "method_length", severity: .warning, message: "'f\(line)()' spans 21 code lines — é",
                                  path: file, start: Location(line: line, column: 5), end: Location(line: line, column: 6))
            finding.file = file
            findings.append(finding)
            commands += "::warning file=\(line <= 10_000 ? "A%2C b.swift" : file),line=\(line),col=5,endLine=\(line),endColumn=6,"
                + "title=SlimVC method_length::'f\(line)()' spans 21 code lines — é\n"
        }
        let run = LintRun(files: ["A, b.swift", "Écran.swift"], findings: findings, rules: [], failures: [])
        for format in [ReportFormat.text, .checkstyle, .junit] {
            var printed: [String] = []
            format.print(run, exitCode: 1, color: false) { printed.append($0) }
            var written: [UInt8] = []
            format.write(run, exitCode: 1) { written += $0 }
            #expect(printed.count > 1 && printed.allSatisfy { $0.hasSuffix("\n") }, "\(format)")
            #expect(printed.joined() == String(decoding: written, as: UTF8.self), "\(format)")
            #expect(format.render(run, exitCode: 1, color: false) == printed.joined(), "\(format)")
        }
        // GitHub shows few annotations a step: the ten most important (here the first ten), then a notice of the rest.
        let shown = commands.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).joined(separator: "\n") + "\n"
        #expect(GitHubReporter.render(run).hasPrefix(shown) && GitHubReporter.render(run).hasSuffix("::notice title=SlimVC::19990 more findings "
            + "are not annotated: the 10 annotated are the most important (errors first, then the fattest screens' findings); "
            + "lint with --format text (or sarif, markdown, html) to see every finding\n"))
        let checkstyle = CheckstyleReporter.render(run)
        #expect(try XMLCount.elements("error", in: checkstyle) == 20_000 && XMLCount.elements("file", in: checkstyle) == 2)
        #expect(try XMLCount.elements("failure", in: JUnitReporter.render(run)) == 20_000)
    }

    /// JSON and SARIF render their findings in chunks on several threads: the bytes are
    /// the same for any number, across chunk edges, with findings in order.
    @Test func reportsRenderedOnSeveralThreadsAreTheSame() throws {
        let findings = (1...2_500).map { line -> Finding in
            var finding = Finding(ruleID: "method_length", severity: .warning, message: "'f\(line)()' spans 21 code lines",
                                  path: "A.swift", start: Location(line: line, column: 5), end: Location(line: line, column: 6))
            finding.file = finding.path
            return finding
        }
        let run = LintRun(files: ["A.swift"], findings: findings, rules: [MethodLengthRule.description], failures: [])
        func json(_ jobs: Int) -> [UInt8] { var out: [UInt8] = []; JSONReporter.write(run, jobs: jobs) { out += $0 }; return out }
        func sarif(_ jobs: Int) -> [UInt8] { var out: [UInt8] = []; SARIFReporter.write(run, exitCode: 1, jobs: jobs) { out += $0 }; return out }
        #expect(json(2) == json(1) && json(3) == json(1))
        #expect(sarif(2) == sarif(1) && sarif(3) == sarif(1))
        guard case .array(let listed)? = try JSONParser.parse(String(decoding: json(3), as: UTF8.self))["findings"]?.value else {
            Issue.record("no findings array")
            return
        }
        #expect(listed.map { $0["line"]?.value } == (1...2_500).map { .integer($0) })
        let log = try JSONParser.parse(String(decoding: sarif(3), as: UTF8.self))
        let results = log["runs"].flatMap { if case .array(let runs) = $0.value { runs.first?["results"] } else { nil } }
        guard case .array(let logged)? = results?.value else {
            Issue.record("no results array")
            return
        }
        #expect(logged.count == 2_500)
    }

    /// GitHub code scanning rejects a run of more than 25,000 results: the log keeps that
    /// many, errors first, then warnings, each in report order, and its invocation says so.
    @Test func sarifKeepsWhatGitHubTakesErrorsFirst() throws {
        let limit = SARIFReporter.resultLimit
        // Every tenth finding an error, in report order.
        let findings = (1...(limit + 2_000)).map { line -> Finding in
            var finding = Finding(ruleID: "method_length", severity: line % 10 == 0 ? .error : .warning, message: "m\(line)",
                                  path: "A.swift", start: Location(line: line, column: 1), end: Location(line: line, column: 1))
            finding.file = finding.path
            return finding
        }
        let run = LintRun(files: ["A.swift"], findings: findings, rules: [MethodLengthRule.description], failures: [])
        let log = try JSONParser.parse(SARIFReporter.render(run, exitCode: 1))
        guard case .array(let runs)? = log["runs"]?.value, case .array(let results)? = runs.first?["results"]?.value,
              case .array(let invocations)? = runs.first?["invocations"]?.value else {
            Issue.record("no results or invocations")
            return
        }
        let lines = results.compactMap { result -> Int? in
            guard case .string(let text)? = result["message"]?["text"]?.value else { return nil }
            return Int(text.dropFirst())
        }
        // All 2,700 errors, and the first 22,300 warnings; in report order.
        let errors = findings.count / 10
        let lastWarning = findings.filter { $0.severity == .warning }[limit - errors - 1].start.line
        #expect(lines == findings.map(\.start.line).filter { $0 % 10 == 0 || $0 <= lastWarning })
        #expect(lines.count == limit)
        guard case .array(let notes)? = invocations.first?["toolExecutionNotifications"]?.value,
              case .string(let text)? = notes.first?["message"]?["text"]?.value else {
            Issue.record("no notification")
            return
        }
        #expect(text.hasPrefix("The run found \(limit + 2_000) findings; this log holds \(limit)"))
        // At the limit, nothing is left out and nothing is said.
        let whole = LintRun(files: ["A.swift"], findings: Array(findings.prefix(limit)), rules: [], failures: [])
        #expect(SARIFReporter.kept(whole.findings) == whole.findings)
        #expect(!SARIFReporter.render(whole, exitCode: 1).contains("toolExecutionNotifications"))
        // More errors than the limit: the first errors only.
        let allErrors = findings.map { finding in var error = finding; error.severity = .error; return error }
        #expect(SARIFReporter.kept(allErrors, limit: 3) == Array(allErrors.prefix(3)))
    }

    @Test func piecesComeInOrder() {
        for (count, chunk, jobs) in [(0, 3, 2), (1, 3, 2), (10, 3, 2), (10, 3, 5), (9, 3, 1)] {
            var out: [UInt8] = []
            OrderedPieces.render(count, chunk: chunk, jobs: jobs, { range in range.map { UInt8($0) } }, emit: { out += $0 })
            #expect(out == (0..<count).map { UInt8($0) }, "\(count) \(chunk) \(jobs)")
        }
    }

    @Test func textIsColouredOnlyWhenAsked() {
        let run = Self.awkwardRun()
        #expect(!TextReporter.render(run).contains("\u{1B}["))
        #expect(TextReporter.render(run, color: true).contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }
}

/// Counts elements with a real XML parser, which fails on malformed XML.
final class XMLCount: NSObject, XMLParserDelegate {
    let name: String
    var count = 0

    init(_ name: String) { self.name = name }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if element == name { count += 1 }
    }

    struct Malformed: Error {}

    static func elements(_ name: String, in xml: String) throws -> Int {
        let parser = XMLParser(data: Data(xml.utf8))
        let counter = XMLCount(name)
        parser.delegate = counter
        guard parser.parse() else { throw Malformed() }
        return counter.count
    }
}

/// SARIF results are written directly to bytes; they must match the tree `JSONWriter`
/// renders, member for member, in every shape a result takes.
@Suite struct SARIFStreamTests {
    @Test func directResultsMatchTheirTree() {
        var plain = Finding(ruleID: "view_work_in_controller", severity: .warning, message: "'a.b = …' is \"View\" work\n",
                            path: "A.swift", start: Location(line: 3, column: 5), end: Location(line: 3, column: 9),
                            symbol: "A.f()")
        plain.file = "App/Ünï côde#1.swift"
        plain.fingerprint = "0123456789abcdef:1"
        var measured = plain
        (measured.measured, measured.limit, measured.baselineState) = (171, 150, .new)
        var point = plain
        point.end = point.start
        // A grouped finding: its lines as related locations, one of them a point.
        var grouped = plain
        grouped.related = [RelatedLocation(start: plain.start, end: plain.end, message: "'a.b = …'"),
                           RelatedLocation(start: Location(line: 4, column: 5), end: Location(line: 4, column: 5), message: "'c.d(…)'")]
        for finding in [plain, measured, point, grouped] {
            for index in [nil, 0, 12] {
                let direct = SARIFReporter.resultBytes(finding, ruleIndex: index)
                let tree = JSONWriter.bytes(SARIFReporter.result(finding, ruleIndex: index), indent: 8)
                #expect(String(decoding: direct, as: UTF8.self) == String(decoding: tree, as: UTF8.self))
            }
        }
    }

    @Test func reportedPathsArePercentEncodedOnlyWhereNeeded() {
        #expect(URIPath.encode("App/Login View.swift") == "App/Login%20View.swift")
        #expect(URIPath.encode("a#b%c?.swift") == "a%23b%25c%3F.swift")
        #expect(URIPath.encode("Ü.swift") == "%C3%9C.swift")
        #expect(URIPath.encode("App/Plain_file-1.swift") == "App/Plain_file-1.swift")
    }
}

/// Strings in every JSON report are escaped byte by byte; they must read back as they were.
@Suite struct JSONStringTests {
    @Test func escapedBytesMatchTheScalarEscaperAndParseBack() throws {
        let controls = String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) })
        for text in ["", "plain", "say \"hi\"", "back\\slash", "tab\there\nnew\rline", controls,
                     "Ünï côde 👋🏽 \u{301}e", "\u{7F}del", "end\\"] {
            var bytes: [UInt8] = []
            bytes.appendJSONString(text)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONText.string(text))
            let parsed = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed) as? String
            #expect(parsed == text)
        }
    }

    @Test func decimalsAreWrittenAsSwiftWritesThem() {
        for value in [0, 7, 10, 150, 99_999, -1, -250, Int.max, Int.min] {
            var bytes: [UInt8] = []
            bytes.appendDecimal(value)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }

    /// The JSON report's writer spells strings and numbers as the array helpers do, and
    /// grows past the room it started with.
    @Test func theByteWriterWritesWhatTheArrayHelpersWrite() {
        let controls = String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) })
        var writer = ByteWriter(capacity: 1)
        var expected: [UInt8] = []
        for text in ["", "plain", "say \"hi\"", "tab\there\nnew\rline", controls, "Ünï côde 👋🏽 \u{301}e", String(repeating: "long ", count: 40)] {
            writer.writeJSONString(text)
            expected.appendJSONString(text)
            writer.write(",")
            expected.append(0x2C)
        }
        for value in [0, 7, 150, -250, Int.max, Int.min] {
            writer.writeDecimal(value)
            expected.appendDecimal(value)
        }
        #expect(writer.bytes() == expected)
    }

    /// Findings whose message and path hold quotes, a line break and accents read back
    /// from the JSON report as they were.
    @Test func theJSONReportReadsBack() throws {
        let run = ReporterTests.awkwardRun()
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter.bytes(run))) as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["message"] as? String } == run.findings.map(\.message))
        #expect(findings.map { $0["file"] as? String } == run.findings.map(\.file))
        #expect(findings.map { $0["end_column"] as? Int } == run.findings.map(\.end.column))
        #expect(findings.map { $0["measured"] as? Int } == [9, nil])
    }
}

extension ReporterTests {
    /// GitLab Code Quality reads a Code Climate array: one issue per finding, with the fields GitLab requires.
    @Test func codeClimateIssuesCarryWhatGitLabReads() throws {
        let run = try SampleAppTests.lintSampleApp()
        let report = try JSONParser.parse(ReportFormat.codeclimate.render(run, exitCode: 1, color: false))
        guard case .array(let issues) = report.value else {
            Issue.record("not an array")
            return
        }
        #expect(issues.count == run.findings.count)
        for (issue, finding) in zip(issues, run.findings) {
            #expect(issue["check_name"]?.value == .string(finding.ruleID) && issue["description"]?.value == .string(finding.message))
            #expect(issue["severity"]?.value == .string(finding.severity == .error ? "major" : "minor"))
            #expect(issue["location"]?["path"]?.value == .string(finding.file))
            #expect(issue["location"]?["lines"]?["begin"]?.value == .integer(finding.start.line))
        }
        let fingerprints = issues.compactMap { $0["fingerprint"]?.value }
        #expect(Set(fingerprints.map { "\($0)" }).count == issues.count && !run.findings.contains { $0.fingerprint.isEmpty })
    }
}
