import Foundation

/// SARIF 2.1.0 for GitHub code scanning and other viewers (`../shared/docs/sarif.md`):
/// every rule that ran, one result per finding with a relative URI, a region in UTF-16
/// columns and a fingerprint that does not depend on line numbers.
public enum SARIFReporter {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    public static func render(_ run: LintRun, exitCode: Int32) -> String {
        var out: [UInt8] = []
        write(run, exitCode: exitCode) { out.append(contentsOf: $0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The log in pieces, in order: results are rendered one at a time into pieces of about
    /// a megabyte, never as one tree, in the layout `JSONWriter` gives the whole document.
    public static func write(_ run: LintRun, exitCode: Int32, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                             _ emit: ([UInt8]) -> Void) {
        let rules = run.rules.sorted { $0.id < $1.id }
        let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let findings = kept(run.findings)
        let notice = findings.count < run.findings.count ? leftOutNotice(of: run.findings.count) : nil
        // `results` is the last member of the one run, itself the last member of the log.
        let tail = Array("\n    }\n  ]\n}\n".utf8)
        let empty = JSONWriter.bytes(document(run, exitCode: exitCode, rules: rules, notice: notice, results: []))
        guard !findings.isEmpty, empty.count > tail.count + 2, empty.suffix(tail.count + 2).elementsEqual(Array("[]".utf8) + tail) else {
            let results = findings.map { result($0, ruleIndex: indices[$0.ruleID]) }
            return emit(JSONWriter.bytes(document(run, exitCode: exitCode, rules: rules, notice: notice, results: results)))
        }
        emit(Array(empty.dropLast(tail.count + 2)) + Array("[\n".utf8))
        OrderedPieces.render(findings.count, jobs: jobs, { range in
            var out: [UInt8] = []
            for index in range {
                out.append(contentsOf: repeatElement(0x20, count: 8))
                out.append(contentsOf: resultBytes(findings[index], ruleIndex: indices[findings[index].ruleID]))
                out.append(contentsOf: (index == findings.count - 1 ? "\n" : ",\n").utf8)
            }
            return out
        }, emit: emit)
        emit(Array(repeatElement(0x20, count: 6)) + [0x5D] + tail)
    }

    /// The most results GitHub code scanning takes in one run; it rejects a larger log.
    public static let resultLimit = 25_000

    /// The findings the log holds: all, up to `resultLimit`; past it, errors first, then
    /// warnings, each in report order, as GitHub keeps its top results by severity.
    static func kept(_ findings: [Finding], limit: Int = resultLimit) -> [Finding] {
        guard findings.count > limit else { return findings }
        let errors = findings.lazy.filter { $0.severity == .error }.count
        var warningsLeft = max(0, limit - errors)
        var errorsLeft = min(errors, limit)
        return findings.filter { finding in
            if finding.severity == .error {
                errorsLeft -= 1
                return errorsLeft >= 0
            }
            warningsLeft -= 1
            return warningsLeft >= 0
        }
    }

    /// What the run's invocation says when findings were left out of the log.
    static func leftOutNotice(of total: Int) -> String {
        "The run found \(total) findings; this log holds \(resultLimit), the most GitHub code scanning takes in one run: "
            + "errors first, then warnings in report order. Lint with --baseline to report only new findings."
    }

    private static func document(_ run: LintRun, exitCode: Int32, rules: [RuleDescription], notice: String?,
                                 results: [JSONNode]) -> JSONNode {
        let driver = JSONNode.object([
            ("name", string(Product.name)), ("semanticVersion", string(Product.version)),
            ("informationUri", string(Product.informationURI)), ("rules", JSONNode(.array(rules.map(rule)))),
        ])
        let sarifRun = JSONNode.object([
            ("tool", .object([("driver", driver)])),
            ("automationDetails", .object([("id", string("slimvc/"))])),
            ("columnKind", string("utf16CodeUnits")),
            ("invocations", JSONNode(.array([.object([
                ("executionSuccessful", JSONNode(.bool(exitCode != 2))), ("exitCode", JSONNode(.integer(Int(exitCode)))),
            ] + notifications(notice: notice, failures: run.failures))]))),
            ("results", JSONNode(.array(results))),
        ])
        return .object([("$schema", string(schema)), ("version", string("2.1.0")), ("runs", JSONNode(.array([sarifRun])))])
    }

    /// The left-out notice and the files that could not be read, if any.
    private static func notifications(notice: String?, failures: [FileReader.Failure]) -> [(String, JSONNode)] {
        let left = notice.map { text in [JSONNode.object([("level", string("warning")), ("message", .object([("text", string(text))]))])] } ?? []
        let all = left + UnreadableFiles.sarifNotifications(failures)
        return all.isEmpty ? [] : [("toolExecutionNotifications", JSONNode(.array(all)))]
    }

    static func rule(_ rule: RuleDescription) -> JSONNode {
        let level = rule.defaultSeverity.rawValue
        // A team's rule has no page on SlimVC's site: its help is its rationale alone.
        let page = rule.kind == .team ? nil : Product.ruleURI(rule.id)
        let markdown = rule.rationale + (page.map { "\n\n[Rule documentation](\($0))" } ?? "")
        return .object([
            ("id", string(rule.id)), ("name", string(rule.name.replacingSpaces())),
            ("shortDescription", .object([("text", string(rule.summary))])),
            ("fullDescription", .object([("text", string(rule.rationale))])),
            ("help", .object([("text", string(rule.rationale)), ("markdown", string(markdown))])),
        ] + (page.map { [("helpUri", string($0))] } ?? []) + [
            ("defaultConfiguration", .object([("level", string(level))])),
            ("properties", .object([("tags", .strings(["maintainability", rule.kind.rawValue])), ("precision", string("high")),
                                    ("problem.severity", string(level))])),
        ])
    }

    /// `result(_:ruleIndex:)` as `JSONWriter` lays it out at indent 8, written directly.
    static func resultBytes(_ finding: Finding, ruleIndex: Int?) -> [UInt8] {
        var out = JSONStream(indent: 8)
        out.beginObject()
        out.string("ruleId", finding.ruleID)
        if let ruleIndex { out.integer("ruleIndex", ruleIndex) }
        out.string("level", finding.severity.rawValue)
        out.beginObject("message")
        out.string("text", finding.message)
        out.end()
        writeLocations(finding, to: &out)
        out.beginObject("partialFingerprints")
        out.string("primaryLocationLineHash", finding.fingerprint)
        out.end()
        SARIFRelatedLocations.write(finding, to: &out)
        if let state = finding.baselineState { out.string("baselineState", state.rawValue) }
        if let measured = finding.measured, let limit = finding.limit {
            out.beginObject("properties")
            out.integer("measured", measured)
            out.integer("limit", limit)
            out.end()
        }
        out.end()
        return out.bytes
    }

    /// The one location: the file under `%SRCROOT%` and the region in UTF-16 columns.
    private static func writeLocations(_ finding: Finding, to out: inout JSONStream) {
        out.beginArray("locations")
        out.beginObject()
        SARIFRelatedLocations.writePhysicalLocation(URIPath.encode(finding.file), finding.start, finding.end, to: &out)
        out.end()
        out.end()
    }

    static func result(_ finding: Finding, ruleIndex: Int?) -> JSONNode {
        var region: [(String, JSONNode)] = [("startLine", int(finding.start.line)), ("startColumn", int(finding.start.utf16Column))]
        if finding.end > finding.start {
            region += [("endLine", int(finding.end.line)), ("endColumn", int(finding.end.utf16Column))]
        }
        var fields: [(String, JSONNode)] = [("ruleId", string(finding.ruleID))]
        if let ruleIndex { fields.append(("ruleIndex", int(ruleIndex))) }
        fields += [
            ("level", string(finding.severity.rawValue)),
            ("message", .object([("text", string(finding.message))])),
            ("locations", JSONNode(.array([.object([("physicalLocation", .object([
                ("artifactLocation", .object([("uri", string(URIPath.encode(finding.file))), ("uriBaseId", string("%SRCROOT%"))])),
                ("region", .object(region)),
            ]))])]))),
            ("partialFingerprints", .object([("primaryLocationLineHash", string(finding.fingerprint))])),
        ] + SARIFRelatedLocations.node(finding)
        if let state = finding.baselineState { fields.append(("baselineState", string(state.rawValue))) }
        if let measured = finding.measured, let limit = finding.limit {
            fields.append(("properties", .object([("measured", int(measured)), ("limit", int(limit))])))
        }
        return .object(fields)
    }

    static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    static func int(_ value: Int) -> JSONNode { JSONNode(.integer(value)) }
}

extension String {
    /// `Class Length` → `ClassLength`, `Cell Configuration in Data Source` → `CellConfigurationInDataSource`.
    func replacingSpaces() -> String { split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() }
}

/// Percent-encoding of relative paths for URIs (RFC 3986): unreserved characters, `/`
/// and a few safe sub-delimiters stay; spaces, `#`, `?`, `%`, `:` and non-ASCII bytes
/// are encoded.
enum URIPath {
    static let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
    /// `kept` as a table by byte, asked once per byte of every reported path.
    private static let isKept: [Bool] = (0..<256).map { kept.contains(UInt8($0)) }

    static func encode(_ path: String) -> String {
        if path.utf8.allSatisfy({ isKept[Int($0)] }) { return path }
        var out = ""
        for byte in path.utf8 {
            if isKept[Int(byte)] { out.unicodeScalars.append(Unicode.Scalar(byte)) }
            else { out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
        }
        return out
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
