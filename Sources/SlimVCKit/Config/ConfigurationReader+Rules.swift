extension ConfigurationReader {
    static var ruleIDs: [String] { RuleRegistry.ruleTypes.map { $0.description.id } }

    /// `architecture`: the team's rules, each with settings of its own in `rules`, which
    /// `rules` and `overrides` may change as they change SlimVC's.
    mutating func readArchitecture(_ node: JSONNode, into configuration: inout Configuration) {
        teamRules = TeamRuleReader.read(node, builtInIDs: Self.ruleIDs, into: &problems)
        configuration.teamRules = teamRules
        configuration.vocabulary.teamRuleIDs = Set(teamRules.map(\.id))
        for rule in teamRules { configuration.rules[rule.id] = rule.defaultSettings }
    }


    /// `rules`: each known rule's settings laid over its defaults.
    mutating func readRules(_ node: JSONNode, into configuration: inout Configuration) {
        for (id, settings) in ruleSettings(node, path: "rules") {
            guard let base = configuration.rules[id] else { continue }
            OptionsValidator.checkThresholds(settings, over: base, at: "rules." + id, into: &problems)
            configuration.rules[id] = merged(base, settings)
        }
    }

    /// `overrides`: an array of `{"files": [globs], "rules": {…}}`.
    mutating func readOverrides(_ node: JSONNode, base: [String: JSONNode]) -> [Configuration.Override] {
        guard case .array(let items) = node.value else {
            problems.add(node, "overrides", "expected an array of {\"files\": […], \"rules\": {…}} objects, found \(node.value.typeName)")
            return []
        }
        var overrides: [Configuration.Override] = []
        for (index, item) in items.enumerated() {
            let path = "overrides[\(index)]"
            guard case .object(let members) = item.value else {
                problems.add(item, path, "expected an object with \"files\" and \"rules\", found \(item.value.typeName)")
                continue
            }
            for member in members where member.key != "files" && member.key != "rules" {
                problems.add(member, path + "." + member.key, "unknown key '\(brief(member.key))'"
                             + Suggestion.hint(for: member.key, in: ["files", "rules"], listing: "an override takes"))
            }
            guard let filesNode = item["files"] else {
                problems.add(item, path, "missing \"files\": the globs of the files this override applies to")
                continue
            }
            let files = globs(filesNode, path + ".files") ?? []
            if files.isEmpty, case .array = filesNode.value { problems.add(filesNode, path + ".files", "no globs; the override would apply to no file") }
            var rules: [String: JSONNode] = [:]
            for (id, settings) in ruleSettings(item["rules"] ?? .object([]), path: path + ".rules") {
                if let base = base[id] { OptionsValidator.checkThresholds(settings, over: base, at: path + ".rules." + id, into: &problems) }
                rules[id] = settings
            }
            overrides.append(Configuration.Override(files: files, rules: rules))
        }
        return overrides
    }

    /// The validated settings objects of a `rules` object, by known rule id.
    private mutating func ruleSettings(_ node: JSONNode, path: String) -> [(String, JSONNode)] {
        guard case .object(let members) = node.value else {
            problems.add(node, path, "expected an object of rule ids, found \(node.value.typeName)")
            return []
        }
        var result: [(String, JSONNode)] = []
        for member in members {
            let rulePath = path + "." + member.key
            guard let validator = RuleRegistry.ruleTypes.first(where: { $0.description.id == member.key })?.validator
                    ?? teamRules.first(where: { $0.id == member.key })?.validator else {
                problems.add(member, rulePath, "unknown rule '\(brief(member.key))'"
                             + (SwiftLintNames.ruleHint(member.key) ?? Suggestion.hint(for: member.key, in: Self.ruleIDs + teamRules.map(\.id)))
                             + " (`slimvc rules` lists the rules)")
                continue
            }
            let before = problems.problems.count
            validator.check(member.node, at: rulePath, into: &problems)
            guard problems.problems.count == before else { continue }
            for key in ["include", "exclude"] { _ = globs(member.node[key], rulePath + "." + key) }
            if let include = member.node["include"], include.strings?.isEmpty == true {
                problems.add(include, rulePath + ".include", "no globs, so the rule would run on no file; write \"enabled\": false to turn it off")
            }
            if problems.problems.count == before { result.append((member.key, member.node)) }
        }
        return result
    }

    func merged(_ base: JSONNode, _ settings: JSONNode) -> JSONNode {
        var members = base.members
        for member in settings.members {
            if let index = members.firstIndex(where: { $0.key == member.key }) { members[index].node = member.node } else { members.append(member) }
        }
        return JSONNode(.object(members))
    }
}
