/// Reads the `vocabulary` section of a `rules.json`: names a team adds to the vocabulary's
/// groups (`"view_classes": ["HUDView"]`); and lays the `roles` lists over the vocabulary's,
/// which they add to.
enum VocabularyReader {
    static func read(_ node: JSONNode, into problems: inout ProblemList) -> Vocabulary {
        var vocabulary = Vocabulary()
        guard case .object(let members) = node.value else {
            problems.add(node, "vocabulary", "expected an object of name lists by group, found \(node.value.typeName)")
            return vocabulary
        }
        let keys = Vocabulary.Group.allCases.map(\.rawValue)
        for member in members {
            let path = "vocabulary." + member.key
            guard let group = Vocabulary.Group(rawValue: member.key) else {
                problems.add(member, path, "unknown group '\(brief(member.key))'" + Suggestion.hint(for: member.key, in: keys, listing: "groups"))
                continue
            }
            guard case .array(let items) = member.node.value else {
                problems.add(member.node, path, "expected an array of names, found \(member.node.value.typeName)")
                continue
            }
            var names: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let name) = item.value, !name.isEmpty else {
                    problems.add(item, path + "[\(index)]", "expected a non-empty name, found \(item.value.typeName)")
                    continue
                }
                names.append(name)
            }
            vocabulary.add(names, to: group)
        }
        return vocabulary
    }

    /// The roles' base classes as the vocabulary has them, with the `roles` section's added.
    static func roles(_ configured: RoleSettings, with vocabulary: Vocabulary) -> RoleSettings {
        var roles = configured
        roles.viewControllerBaseClasses = vocabulary.names(.viewControllerClasses, adding: configured.viewControllerBaseClasses)
        roles.viewBaseClasses = vocabulary.names(.viewClasses, adding: configured.viewBaseClasses)
        roles.cellBaseClasses = vocabulary.names(.cellClasses, adding: configured.cellBaseClasses)
        return roles
    }
}
