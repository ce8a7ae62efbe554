/// Findings a team accepts for now, matched by fingerprint (never by line), so legacy
/// debt does not block adoption; measured findings keep their value, so what was fat may
/// only get thinner. Written as sorted, stable JSON that diffs well in review.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var fingerprint: String
        public var rule: String
        public var file: String
        public var symbol: String?
        public var message: String
        public var measured: Int?
    }

    public static let version = 1
    public var entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map { Entry(fingerprint: $0.fingerprint, rule: $0.ruleID, file: $0.file, symbol: $0.symbol,
                                       message: $0.message, measured: $0.measured) }
            .sorted { ($0.file, $0.rule, $0.fingerprint) < ($1.file, $1.rule, $1.fingerprint) }
    }

    init(entries: [Entry]) { self.entries = entries }

    public func render() -> String {
        var bytes: [UInt8] = []
        write { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file's bytes in pieces of about a megabyte, entry by entry, as `JSONWriter`
    /// lays out the whole document: a baseline of a large project is never whole in memory.
    public func write(_ emit: ([UInt8]) -> Void) {
        var out = Array("{\n  \"version\": \(Self.version),\n  \"tool\": ".utf8)
        out.appendJSONString(Product.name)
        out += ",\n  \"findings\": ".utf8
        guard !entries.isEmpty else { return emit(out + "[]\n}\n".utf8) }
        out += "[\n".utf8
        for index in entries.indices {
            out += "    ".utf8
            out += JSONWriter.bytes(Self.node(entries[index]), indent: 4)
            out += (index == entries.count - 1 ? "\n" : ",\n").utf8
            if out.count >= 1 << 20 {
                emit(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        emit(out + "  ]\n}\n".utf8)
    }

    private static func node(_ entry: Entry) -> JSONNode {
        var fields: [(String, JSONNode)] = [
            ("file", JSONNode(.string(entry.file))), ("rule", JSONNode(.string(entry.rule))),
            ("symbol", entry.symbol.map { JSONNode(.string($0)) } ?? JSONNode(.null)),
            ("fingerprint", JSONNode(.string(entry.fingerprint))),
        ]
        if let measured = entry.measured { fields.append(("measured", JSONNode(.integer(measured)))) }
        fields.append(("message", JSONNode(.string(entry.message))))
        return .object(fields)
    }
}

extension Baseline {
    /// Reads a baseline file's text; problems name the file, line and column.
    public static func parse(_ text: String, file: String) throws(BaselineError) -> Baseline {
        let document: JSONNode
        do {
            document = try JSONParser.parse(text)
        } catch {
            throw BaselineError(file: file, line: error.line, column: error.column, message: "JSON syntax error: " + error.message)
        }
        guard document["version"]?.value == .integer(version), case .array(let items)? = document["findings"]?.value else {
            throw BaselineError(file: file, line: document.line, column: document.column,
                message: "not a SlimVC baseline (version \(version) with a findings array); write one with --write-baseline")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard case .string(let fingerprint)? = item["fingerprint"]?.value, case .string(let rule)? = item["rule"]?.value,
                  case .string(let path)? = item["file"]?.value else {
                throw BaselineError(file: file, line: item.line, column: item.column,
                    path: "findings[\(index)]", message: "needs fingerprint, rule and file strings")
            }
            var measured: Int?
            if case .integer(let value)? = item["measured"]?.value { measured = value }
            var symbol: String?
            if case .string(let value)? = item["symbol"]?.value { symbol = value }
            var message = ""
            if case .string(let value)? = item["message"]?.value { message = value }
            entries.append(Entry(fingerprint: fingerprint, rule: rule, file: path, symbol: symbol, message: message, measured: measured))
        }
        return Baseline(entries: entries)
    }
}
