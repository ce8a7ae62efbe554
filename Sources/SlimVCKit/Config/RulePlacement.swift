/// Where and how a rule runs under a set of overrides, as its settings say: at which
/// severity (nil: the rule's own) and on which files. SlimVC's rules and the team's read
/// their settings alike.
struct RulePlacement: Sendable {
    var severity: Severity?
    var include: [Glob]
    var exclude: [Glob]

    init(severity: Severity?, include: [Glob], exclude: [Glob]) {
        (self.severity, self.include, self.exclude) = (severity, include, exclude)
    }

    /// The placement in a rule's settings; nil when they turn it off. `--only-rule` runs
    /// its rules even where the settings turn them off.
    init?(of id: String, settings: JSONNode, onlyRules: Set<String>?) {
        guard onlyRules.map({ $0.contains(id) }) ?? (settings["enabled"]?.value != .bool(false)) else { return nil }
        if case .string(let name)? = settings["severity"]?.value { severity = Severity(rawValue: name) }
        include = Self.globs(settings["include"]) ?? [Self.everything]
        exclude = Self.globs(settings["exclude"]) ?? []
    }

    /// Whether it runs on some files only, so that each file's path must be matched.
    var isConditional: Bool { !exclude.isEmpty || !include.contains { $0.isEverything } }

    func applies(to relativePath: String) -> Bool {
        include.contains { $0.matches(relativePath) } && !exclude.contains { $0.matches(relativePath) }
    }

    static let everything = try! Glob("**")

    private static func globs(_ node: JSONNode?) -> [Glob]? {
        node?.strings?.compactMap { try? Glob($0) }
    }
}
