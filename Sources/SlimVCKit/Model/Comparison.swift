/// What a change did to the project, against `git merge-base REF HEAD` (`--compare-to`):
/// the findings it added and fixed, matched by fingerprint, and every view controller whose
/// size changed. Added to a run's report; it never changes which findings are reported.
public struct Comparison: Sendable, Equatable {
    /// The ref as given (`origin/main`) and the merge base's full commit hash.
    public var ref: String
    public var baseCommit: String
    /// Findings of the project now whose fingerprints the base lacks, and the base's
    /// findings whose fingerprints are gone; each sorted as findings are.
    public var new: [Finding]
    public var fixed: [Finding]
    /// View controllers whose code lines changed (added and removed ones too), the
    /// fattest growth first.
    public var controllers: [ControllerChange]

    public init(ref: String, baseCommit: String, new: [Finding], fixed: [Finding], controllers: [ControllerChange]) {
        (self.ref, self.baseCommit, self.new, self.fixed, self.controllers) = (ref, baseCommit, new, fixed, controllers)
    }

    /// Whether nothing changed that the comparison reports.
    public var isEmpty: Bool { new.isEmpty && fixed.isEmpty && controllers.isEmpty }
}

/// One view controller's size before and after a change, with its extensions.
public struct ControllerChange: Sendable, Equatable {
    /// The controller's qualified name.
    public var symbol: String
    /// Its primary declaration's file, relative to the project root (now, or in the base
    /// for a removed controller).
    public var file: String
    /// Code lines before and after; nil where it did not exist.
    public var before: Int?
    public var after: Int?
    /// `class_length`'s warning limit for the file.
    public var limit: Int

    public init(symbol: String, file: String, before: Int?, after: Int?, limit: Int) {
        (self.symbol, self.file, self.before, self.after, self.limit) = (symbol, file, before, after, limit)
    }

    /// How many code lines it grew (negative: shrank).
    public var growth: Int { (after ?? 0) - (before ?? 0) }

    /// Whether it grew past its limit with this change.
    public var crossedLimit: Bool { (after ?? 0) > limit && (before ?? 0) <= limit }
}
