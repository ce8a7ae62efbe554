/// How much a finding matters: warnings inform, errors fail the run.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// A place in a file: 1-based line and column (UTF-8 bytes, as the Swift compiler counts).
public struct Location: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int
    /// The column in UTF-16 code units, as SARIF and editors count (filled in by the Linter).
    public var utf16Column: Int

    public init(line: Int, column: Int, utf16Column: Int? = nil) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column ?? column
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// One rule violation at one place.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var start: Location
    public var end: Location
    /// The enclosing symbol, such as `ArticlesViewController.viewDidLoad()`.
    public var symbol: String?
    /// For measured rules: the value found and the limit it passed.
    public var measured: Int?
    public var limit: Int?
    /// The path relative to the project root (the configuration's folder), `/`-separated.
    public var file: String = ""
    /// Identifies the finding across runs without line numbers (see `Fingerprint`).
    public var fingerprint: String = ""
    /// Set when a baseline is used: new, or grown past its baselined value.
    public var baselineState: BaselineState?
    /// The lines a grouped finding reports, the first included (`FindingGroup`); empty for
    /// most findings, where it costs one pointer.
    public var related: [RelatedLocation] = []

    public init(ruleID: String, severity: Severity, message: String, path: String, start: Location, end: Location,
                symbol: String? = nil, measured: Int? = nil, limit: Int? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.start = start
        self.end = end
        self.symbol = symbol
        self.measured = measured
        self.limit = limit
    }

    /// Sorted by path (bytes), line, column, rule id: the order of every report.
    public static func ordered(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.path != rhs.path { return lhs.path.bytesPrecede(rhs.path) }
        if lhs.start != rhs.start { return lhs.start < rhs.start }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
