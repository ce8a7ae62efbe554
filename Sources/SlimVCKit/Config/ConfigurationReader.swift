/// Reads a parsed `rules.json` into a `Configuration`, noting every problem.
struct ConfigurationReader {
    let folder: String
    var problems: ProblemList
    /// The team's rules, once read: their ids may stand where SlimVC's do.
    var teamRules: [TeamRule] = []

    mutating func read(_ document: JSONNode, file: String?) -> Configuration {
        var configuration = Configuration(
            file: file, folder: folder, include: [], exclude: [], skipGeneratedFiles: true, roles: RoleSettings(),
            rules: Dictionary(uniqueKeysWithValues: RuleRegistry.ruleTypes.map { ($0.description.id, $0.defaultSettings) }),
            overrides: [])
        guard case .object(let members) = document.value else {
            problems.add(document, "", "expected an object at the top level, found \(document.value.typeName)")
            return configuration
        }
        for member in members where !ConfigurationLoader.topLevelKeys.contains(member.key) {
            problems.add(member, member.key, "unknown key '\(brief(member.key))'" + (SwiftLintNames.keyHint(member.key)
                         ?? Suggestion.hint(for: member.key, in: ConfigurationLoader.topLevelKeys, listing: "top-level keys")))
        }
        checkVersion(document["version"])
        if let schema = document["$schema"], case .string = schema.value {} else if let schema = document["$schema"] {
            problems.add(schema, "$schema", "expected a string, found \(schema.value.typeName)")
        }
        configuration.include = globs(document["include"], "include") ?? globs(.strings(DefaultConfiguration.include), "include") ?? []
        configuration.exclude = globs(document["exclude"], "exclude") ?? globs(.strings(DefaultConfiguration.exclude), "exclude") ?? []
        if let skip = document["skip_generated_files"] {
            if case .bool(let flag) = skip.value { configuration.skipGeneratedFiles = flag }
            else { problems.add(skip, "skip_generated_files", "expected a boolean, found \(skip.value.typeName)") }
        }
        if let vocabulary = document["vocabulary"] { configuration.vocabulary = VocabularyReader.read(vocabulary, into: &problems) }
        if let roles = document["roles"] { configuration.roles = readRoles(roles) }
        configuration.roles = VocabularyReader.roles(configuration.roles, with: configuration.vocabulary)
        if let architecture = document["architecture"] { readArchitecture(architecture, into: &configuration) }
        if let rules = document["rules"] { readRules(rules, into: &configuration) }
        if let overrides = document["overrides"] { configuration.overrides = readOverrides(overrides, base: configuration.rules) }
        return configuration
    }

    private mutating func checkVersion(_ node: JSONNode?) {
        guard let node else { return }
        guard case .integer(let version) = node.value else {
            return problems.add(node, "version", "expected an integer, found \(node.value.typeName); write \"version\": 1")
        }
        if version != DefaultConfiguration.version {
            problems.add(node, "version", "unsupported version \(version); this SlimVC reads version \(DefaultConfiguration.version)")
        }
    }

    /// Globs from an array of strings; nil (with a problem) when it is not one.
    mutating func globs(_ node: JSONNode?, _ path: String) -> [Glob]? {
        guard let node else { return nil }
        guard case .array(let items) = node.value else {
            problems.add(node, path, "expected an array of glob strings, found \(node.value.typeName)")
            return nil
        }
        var globs: [Glob] = []
        for (index, item) in items.enumerated() {
            guard case .string(let pattern) = item.value else {
                problems.add(item, path + "[\(index)]", "expected a glob string, found \(item.value.typeName)")
                continue
            }
            do throws(GlobError) {
                globs.append(try Glob(pattern))
            } catch {
                problems.add(item, path + "[\(index)]", "bad glob '\(brief(pattern))': \(error.message)")
            }
        }
        return globs
    }

    private mutating func readRoles(_ node: JSONNode) -> RoleSettings {
        let validator = OptionsValidator(defaults: OptionsCoding.defaults(RoleSettings.self), choices: [:], common: [:])
        let before = problems.problems.count
        validator.check(node, at: "roles", into: &problems)
        guard problems.problems.count == before else { return RoleSettings() }
        return (try? OptionsCoding.decode(RoleSettings.self, from: node)) ?? RoleSettings()
    }
}
