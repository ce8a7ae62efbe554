/// A `slimvc:` directive in a comment: `slimvc:disable rule…`, `slimvc:enable rule…`,
/// `slimvc:disable:next rule…`, `slimvc:disable:this rule…` or `slimvc:disable:previous
/// rule…` (as SwiftLint spells it), with `all` for every rule
/// and a reason after ` - `.
public struct Suppression: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case disable, enable
        case next = "disable:next"
        case this = "disable:this"
        case previous = "disable:previous"
    }

    /// A rule id as written in the directive, and where.
    public struct Reference: Sendable, Equatable {
        public var id: String
        public var offset: Int
        public var location: Location
    }

    /// nil when the directive word is not one SlimVC knows (`slimvc:disabel`).
    public var kind: Kind?
    /// The directive as written: `slimvc:disable:next`.
    public var word: String
    public var rules: [Reference]
    /// Where `slimvc:` starts.
    public var offset: Int
    public var location: Location

    public static let directivePrefix = "slimvc:"
    public static let allRules = "all"
}
