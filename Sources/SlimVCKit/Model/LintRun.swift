/// A finished lint run: what the reporter Views render. Plain values only.
public struct LintRun: Sendable {
    /// Paths of the files linted, sorted.
    public var files: [String]
    /// Findings sorted by path, line, column, rule id.
    public var findings: [Finding]
    /// Descriptions of the rules that ran, sorted by id.
    public var rules: [RuleDescription]
    /// Files that could not be read; every other file was still linted.
    public var failures: [FileReader.Failure]
    /// Every view controller declared in the linted files, for summaries.
    public var controllers: [ControllerSummary] = []
    /// Findings the baseline covers (not reported), and what it did; nil without one.
    public var baselined: [Finding] = []
    public var baseline: BaselineSummary?
    /// What a change did against a base commit (`--compare-to`); nil without one.
    public var comparison: Comparison?
    /// The line each finding starts on, by report path (`Finding.file`) and line, for the
    /// reports that quote the source (HTML); empty unless the Linter was asked
    /// (`Linter.quotesSourceLines`).
    public var sourceLines: [String: [Int: String]] = [:]
    /// The formats the run is reported in (`sarif`, `markdown`), so that a report that
    /// shows some findings can say truthfully where the others are.
    public var reportFormats: [String] = []

    public var errorCount: Int { count(of: .error) }
    public var warningCount: Int { count(of: .warning) }

    /// By index: iterating would copy every finding, strings and all.
    private func count(of severity: Severity) -> Int {
        var count = 0
        for index in findings.indices where findings[index].severity == severity { count += 1 }
        return count
    }
}

/// A view controller's or a SwiftUI view's size, with its extensions anywhere in the project.
public struct ControllerSummary: Sendable, Equatable {
    public var name: String
    /// The primary declaration's file, relative to the project root.
    public var file: String
    public var codeLines: Int
    /// `class_length`'s warning limit for its file; nil where that rule does not run.
    public var limit: Int?
    /// The code lines of each stored property's declaration, by name: what a state
    /// variable found on it weighs in the HTML chart.
    public var propertyLines: [String: Int] = [:]
    /// A SwiftUI view, measured as a view controller is (rulebook, "SwiftUI views").
    public var isSwiftUIView = false

    /// Whether it spans more code lines than its limit.
    public var isOverLimit: Bool { limit.map { codeLines > $0 } ?? false }
}
