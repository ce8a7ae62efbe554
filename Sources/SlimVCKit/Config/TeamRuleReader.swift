/// Reads `rules.json`'s `architecture` section into team rules, noting every problem with
/// its JSON path: an id that is a SlimVC rule's, an unknown key (with a "did you mean"), a
/// bad glob, a value of the wrong type, an assertion that needs declarations on a rule
/// that selects files.
struct TeamRuleReader {
    var problems: ProblemList
    /// The ids of SlimVC's own rules, which a team rule may not take.
    let builtInIDs: [String]

    static let ruleKeys = ["message", "severity", "select", "assert"]
    static let selectorKeys = ["kind", "name", "except", "paths", "role", "inherits_from", "conforms_to"]

    /// Every rule declared, also one with problems, so that `rules` and `overrides` know
    /// its id (a configuration with problems is never used).
    static func read(_ node: JSONNode, builtInIDs: [String], into problems: inout ProblemList) -> [TeamRule] {
        var reader = TeamRuleReader(problems: problems, builtInIDs: builtInIDs)
        defer { problems = reader.problems }
        return reader.read(node)
    }

    private mutating func read(_ node: JSONNode) -> [TeamRule] {
        guard case .object(let members) = node.value else {
            problems.add(node, "architecture", "expected an object of named rules, found \(node.value.typeName)")
            return []
        }
        return members.map { member in rule(member, path: "architecture." + member.key) }
    }

    private mutating func rule(_ member: JSONMember, path: String) -> TeamRule {
        var rule = TeamRule(id: member.key, message: nil, severity: .warning, selector: DeclarationSelector(), assertions: [])
        if builtInIDs.contains(member.key) {
            problems.add(member, path, "'\(member.key)' is a SlimVC rule's id; give the team rule a name of its own")
        } else if !Self.isIdentifier(member.key) {
            problems.add(member, path, "a rule's name is lower-case letters, digits and '_' (as 'domain_is_ui_free'), not '\(brief(member.key))'")
        }
        guard case .object(let keys) = member.node.value else {
            problems.add(member.node, path, "expected an object with \"select\" and \"assert\", found \(member.node.value.typeName)")
            return rule
        }
        unknownKeys(keys, Self.ruleKeys, path, listing: "a team rule takes")
        rule.message = problems.string(member.node["message"], path + ".message")
        if let node = member.node["severity"], let name = problems.string(node, path + ".severity") {
            if let chosen = Severity(rawValue: name) { rule.severity = chosen } else {
                problems.add(node, path + ".severity", "unknown severity '\(brief(name))'" + Suggestion.hint(for: name, in: ["warning", "error"], listing: "one of"))
            }
        }
        if let node = required(member, "select", path) { rule.selector = selector(node, path: path + ".select") }
        if let node = required(member, "assert", path) { rule.assertions = assertions(node, path: path + ".assert") }
        // Without a kind: files for `must_not_import` alone, else every type declaration.
        if member.node["select"]?["kind"] == nil, rule.selector.asksForDeclarations || rule.assertions.contains(where: { !$0.isAboutFiles }) {
            rule.selector.kinds = DeclarationSelector.typeKinds
        }
        return rule
    }

    private mutating func selector(_ node: JSONNode, path: String) -> DeclarationSelector {
        var selector = DeclarationSelector()
        guard case .object(let members) = node.value else {
            problems.add(node, path, "expected an object of selectors, found \(node.value.typeName)")
            return selector
        }
        unknownKeys(members, Self.selectorKeys, path, listing: "selectors")
        let kindNames = DeclarationSelector.Kind.allCases.map(\.rawValue)
        selector.kinds = problems.words(node["kind"], path + ".kind", allowed: kindNames).compactMap(DeclarationSelector.Kind.init)
        selector.names = problems.globs(node["name"], path + ".name").map(NamePattern.init)
        selector.except = problems.globs(node["except"], path + ".except").map(NamePattern.init)
        selector.paths = problems.globs(node["paths"], path + ".paths")
        let roleNames = DeclarationSelector.roleNames.map(\.name)
        for name in problems.words(node["role"], path + ".role", allowed: roleNames) {
            selector.roles.formUnion(DeclarationSelector.roleNames.first { $0.name == name }?.role ?? [])
        }
        selector.inheritsFrom = problems.words(node["inherits_from"], path + ".inherits_from")
        selector.conformsTo = problems.words(node["conforms_to"], path + ".conforms_to")
        return selector
    }

    private mutating func assertions(_ node: JSONNode, path: String) -> [TeamAssertion] {
        guard case .object(let members) = node.value, !members.isEmpty else {
            problems.add(node, path, "expected an object of one or more assertions (\(TeamAssertion.keys.joined(separator: ", ")))")
            return []
        }
        unknownKeys(members, TeamAssertion.keys, path, listing: "assertions")
        var assertions: [TeamAssertion] = []
        for member in members where TeamAssertion.keys.contains(member.key) {
            if let assertion = assertion(member, path + "." + member.key) { assertions.append(assertion) }
        }
        return assertions
    }

    private mutating func assertion(_ member: JSONMember, _ path: String) -> TeamAssertion? {
        let node = member.node
        switch member.key {
        case "must_not_import": return .mustNotImport(problems.globs(node, path))
        case "must_not_reference": return .mustNotReference(problems.globs(node, path).map(NamePattern.init))
        case "must_inherit_from": return name(node, path).map(TeamAssertion.mustInheritFrom)
        case "must_conform_to": return name(node, path).map(TeamAssertion.mustConformTo)
        case "name_must_match": return problems.globs(node, path, single: true).first.map { .nameMustMatch(NamePattern($0)) }
        case "must_be_final":
            guard node.value == .bool(true) else {
                problems.add(node, path, "expected true, found \(node.value == .bool(false) ? "false; leave the assertion out" : node.value.typeName)")
                return nil
            }
            return .mustBeFinal
        default:
            guard case .integer(let limit) = node.value, limit >= 1 else {
                problems.add(node, path, "expected a whole number of 1 or more, found \(node.value.typeName)")
                return nil
            }
            return .maxCodeLines(limit)
        }
    }
}

extension TeamRuleReader {
    private mutating func unknownKeys(_ members: [JSONMember], _ known: [String], _ path: String, listing: String) {
        for member in members where !known.contains(member.key) {
            problems.add(member, path + "." + member.key, "unknown key '\(brief(member.key))'" + Suggestion.hint(for: member.key, in: known, listing: listing))
        }
    }

    private mutating func required(_ member: JSONMember, _ key: String, _ path: String) -> JSONNode? {
        if let node = member.node[key] { return node }
        problems.add(member, path, "missing \"\(key)\"")
        return nil
    }

    /// A type name: a non-empty string without glob characters.
    private mutating func name(_ node: JSONNode, _ path: String) -> String? {
        guard let text = problems.string(node, path) else { return nil }
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            problems.add(node, path, "expected a type name, found '\(brief(text))'")
            return nil
        }
        return text
    }

    static func isIdentifier(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 95 }
    }
}
