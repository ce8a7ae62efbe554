/// How measured rules count lines: code lines (the default) or every body line.
public enum LineCount: String, Codable, Sendable, CaseIterable {
    case code, all
}

/// Warning and error limits of a measured rule: the severity a value earns, with the
/// limit it passed.
struct Thresholds {
    var warning: Int
    var error: Int

    func judge(_ value: Int) -> (severity: Severity, limit: Int)? {
        if value > error { return (.error, error) }
        if value > warning { return (.warning, warning) }
        return nil
    }
}
