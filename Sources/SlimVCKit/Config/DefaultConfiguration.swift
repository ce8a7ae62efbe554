/// The default `rules.json`: every key at its default, as SlimVC runs without a file.
public enum DefaultConfiguration {
    public static let version = 1
    public static let include = ["**/*.swift"]
    /// Third-party and build folders: dependency managers' checkouts (CocoaPods, Carthage,
    /// a React Native app's `node_modules`, Xcode's `-clonedSourcePackagesDirPath
    /// SourcePackages`), code copied in by hand (`ThirdParty`, `Vendor`), build products,
    /// playgrounds (scratch code, not the app), and Xcode's file and project templates
    /// (`___FILEBASENAME___.swift`, placeholders that are not Swift until Xcode fills them).
    public static let exclude = ["**/.build/**", "**/Pods/**", "**/Carthage/**", "**/DerivedData/**",
                                 "**/node_modules/**", "**/SourcePackages/**", "**/ThirdParty/**", "**/third_party/**",
                                 "**/Vendor/**", "**/vendor/**", "**/*.playground/**", "**/*.xctemplate/**"]

    public static func document() -> JSONNode {
        let rules = RuleRegistry.ruleTypes.map { JSONMember(key: $0.description.id, node: $0.defaultSettings) }
        return .object([
            ("$schema", JSONNode(.string("./rules.schema.json"))),
            ("version", JSONNode(.integer(version))),
            ("include", .strings(include)),
            ("exclude", .strings(exclude)),
            ("skip_generated_files", JSONNode(.bool(true))),
            // Every group, with no name of a team's: the standard names are in the docs.
            ("vocabulary", .object(Vocabulary.Group.allCases.map { ($0.rawValue, .strings([])) })),
            ("roles", OptionsCoding.defaults(RoleSettings.self)),
            ("rules", JSONNode(.object(rules))),
            ("overrides", JSONNode(.array([]))),
        ])
    }

    /// The text of the default `rules.json`.
    public static func text() -> String { JSONWriter.render(document()) }
}
