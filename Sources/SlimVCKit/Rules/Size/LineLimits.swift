/// How measured rules count lines: code lines (the default) or every body line.
public enum LineCount: String, Codable, Sendable, CaseIterable {
    case code, all
}

/// Which types a size rule measures: the screen layer (`ScreenLayer`, the
/// default) or every type and free function. SwiftLint's length rules cover the rest.
public enum MeasuredTypes: String, Codable, Sendable, CaseIterable {
    case screens, all
}

/// Options of a rule that limits a length in lines: the warning and error limits, and
/// which lines count.
protocol LineLimits {
    var warning: Int { get }
    var error: Int { get }
    var count: LineCount { get }
}

extension LineLimits {
    /// The severity that a length of `lines` earns, with the limit it passed; nil within
    /// the limits.
    func judge(_ lines: Int) -> (severity: Severity, limit: Int)? {
        if lines > error { return (.error, error) }
        if lines > warning { return (.warning, warning) }
        return nil
    }

    /// The lines of a body that count.
    func lines(_ body: BodyLines) -> Int {
        Int(count == .code ? body.code : body.lines)
    }

    /// What a message calls the lines that count.
    var unit: String { count == .code ? "code lines" : "lines" }
}
