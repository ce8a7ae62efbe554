/// A team's configuration, validated: which files are linted, the roles' base classes
/// and suffixes, every rule's settings, and the overrides for matching files. Built from
/// `rules.json` by `ConfigurationLoader`, or the built-in defaults.
public struct Configuration: Sendable {
    /// The file it was read from; nil for the built-in defaults.
    public var file: String?
    /// The absolute folder that globs are relative to.
    public var folder: String
    public var include: [Glob]
    public var exclude: [Glob]
    public var skipGeneratedFiles: Bool
    public var roles: RoleSettings
    /// The standard vocabulary with the team's names added (`vocabulary`).
    public var vocabulary = Vocabulary()
    /// The rules a run is limited to (`--only-rule`), whatever the settings say; nil for all.
    public var onlyRules: Set<String>?
    /// Each registered rule's settings (`enabled`, `include`, options, …), defaults filled in.
    public var rules: [String: JSONNode]
    public var overrides: [Override]
    /// The team's own rules (`architecture`), in the order written; their settings
    /// (`enabled`, `severity`, `include`, `exclude`) are in `rules` as SlimVC's rules' are.
    public var teamRules: [TeamRule] = []

    /// Every rule id a run knows: SlimVC's rules', then the team's.
    public var ruleIDs: [String] { RuleRegistry.ruleTypes.map { $0.description.id } + teamRules.map(\.id) }

    /// The `include` of a `rules.json` in a subfolder (`NestedConfiguration`): a file in
    /// its folder (`scope`) is linted only when one of them matches too.
    public var nestedIncludes: [NestedInclude] = []
    /// The `rules.json` files in subfolders laid over this one, in the order applied.
    public var nestedFiles: [String] = []

    public struct NestedInclude: Sendable {
        var scope: [Glob]
        var include: [Glob]
    }

    public struct Override: Sendable {
        public var files: [Glob]
        /// Partial rule settings, laid over the rules' settings in order.
        public var rules: [String: JSONNode]
    }

    /// The built-in defaults, with globs relative to `folder`.
    public static func defaults(folder: String) -> Configuration {
        let document = DefaultConfiguration.document()
        var problems = ProblemList(file: "built-in defaults")
        let configuration = ConfigurationLoader.read(document, file: nil, folder: folder, problems: &problems)
        precondition(problems.problems.isEmpty, "the built-in configuration is invalid: \(problems.problems)")
        return configuration
    }

    /// Whether a file (a path relative to `folder`) is linted at all.
    public func includes(_ relativePath: String) -> Bool {
        include.contains { $0.matches(relativePath) } && !exclude.contains { $0.matches(relativePath) }
            && nestedIncludes.allSatisfy { nested in
                !nested.scope.contains { $0.matches(relativePath) } || nested.include.contains { $0.matches(relativePath) }
            }
    }

    /// Whether no file under a folder (its path as files' paths are given to `includes`)
    /// can be linted, as an exclude matches every path there (`**/Pods/**`, `Legacy/**`).
    public func excludesEverything(under folder: String) -> Bool {
        exclude.contains { $0.matchesEverything(under: folder) }
    }

    /// Indices of the overrides that apply to a file, in order.
    public func overrides(for relativePath: String) -> [Int] {
        overrides.indices.filter { overrides[$0].files.contains { $0.matches(relativePath) } }
    }

    /// A rule's settings for files matching the given overrides.
    func settings(of id: String, overrides applied: [Int]) -> JSONNode {
        var members = rules[id]?.members ?? []
        for index in applied {
            for member in overrides[index].rules[id]?.members ?? [] {
                if let existing = members.firstIndex(where: { $0.key == member.key }) {
                    members[existing].node = member.node
                } else {
                    members.append(member)
                }
            }
        }
        return JSONNode(.object(members))
    }
}
