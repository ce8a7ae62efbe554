/// `rules.schema.json`, a JSON Schema (draft-07) for `rules.json` made from the rules'
/// options, so that editors complete and check the file. Each option's type comes from
/// its default value, as in `OptionsValidator`.
public enum ConfigurationSchema {
    public static func document() -> JSONNode {
        let rules = JSONNode.object([
            // Any other key is a team rule's (`architecture`), which takes the common settings.
            ("type", string("object")), ("additionalProperties", TeamRuleSchema.settings()),
            ("properties", JSONNode(.object(RuleRegistry.ruleTypes.map { type in
                JSONMember(key: type.description.id, node: ruleSchema(type))
            }))),
        ])
        let globs = JSONNode.object([("type", string("array")), ("items", .object([("type", string("string")), ("minLength", int(1))]))])
        let override = JSONNode.object([
            ("type", string("object")), ("additionalProperties", JSONNode(.bool(false))), ("required", .strings(["files"])),
            ("properties", .object([("files", .object([("$ref", string("#/definitions/globs")), ("minItems", int(1))])),
                                    ("rules", ref("rules"))])),
        ])
        return .object([
            ("$schema", string("http://json-schema.org/draft-07/schema#")),
            ("title", string("SlimVC configuration (rules.json)")),
            ("type", string("object")), ("additionalProperties", JSONNode(.bool(false))),
            ("properties", .object([
                ("$schema", .object([("type", string("string"))])),
                ("version", .object([("type", string("integer")), ("enum", JSONNode(.array([int(DefaultConfiguration.version)])))])),
                ("include", ref("globs")), ("exclude", ref("globs")),
                ("skip_generated_files", .object([("type", string("boolean"))])),
                ("vocabulary", vocabularySchema()),
                ("roles", objectSchema(OptionsCoding.defaults(RoleSettings.self).members, choices: [:], description: nil)),
                ("rules", ref("rules")),
                ("architecture", TeamRuleSchema.architecture()),
                ("overrides", .object([("type", string("array")), ("items", override)])),
            ])),
            ("definitions", .object([("globs", globs), ("rules", rules)])),
        ])
    }

    public static func text() -> String { JSONWriter.render(document()) }

    /// Each group takes names, described by its meaning and its standard names.
    private static func vocabularySchema() -> JSONNode {
        let names = JSONNode.object([("type", string("array")), ("items", .object([("type", string("string")), ("minLength", int(1))]))])
        return .object([
            ("description", string("Names a team adds to the vocabulary's groups, which every rule asks.")),
            ("type", string("object")), ("additionalProperties", JSONNode(.bool(false))),
            ("properties", .object(Vocabulary.Group.allCases.map { group in
                var schema = names
                let standard = group.standardNames.joined(separator: ", ")
                schema.value = .object([JSONMember(key: "description", node: string(group.meaning + " Standard: " + standard + "."))] + names.members)
                return (group.rawValue, schema)
            })),
        ])
    }

    private static func ruleSchema(_ type: any Rule.Type) -> JSONNode {
        var schema = objectSchema(type.defaultSettings.members, choices: type.optionChoices.merging(OptionsValidator.commonChoices) { $1 },
                                  description: type.description.summary)
        schema.value = .object(schema.members.map { member in
            guard member.key == "properties" else { return member }
            var properties = member.node.members
            for index in properties.indices where ["include", "exclude"].contains(properties[index].key) {
                properties[index].node = ref("globs")
            }
            return JSONMember(key: "properties", node: JSONNode(.object(properties)))
        })
        return schema
    }

    private static func objectSchema(_ members: [JSONMember], choices: [String: [String]], description: String?) -> JSONNode {
        var fields: [(String, JSONNode)] = [("type", string("object")), ("additionalProperties", JSONNode(.bool(false)))]
        if let description { fields.insert(("description", string(description)), at: 0) }
        fields.append(("properties", JSONNode(.object(members.map { member in
            JSONMember(key: member.key, node: valueSchema(member.node, choices: choices[member.key]))
        }))))
        return .object(fields)
    }

    private static func valueSchema(_ value: JSONNode, choices: [String]?) -> JSONNode {
        if case .null = value.value { return .object([]) }
        return .object(typeFields(value, choices: choices) + [("default", value)])
    }

    /// What a value's schema says of its type, without its default: an array's items, and a
    /// dictionary's values, have the type of the default's first (a string when it has none)
    /// and no default of their own.
    private static func typeFields(_ value: JSONNode, choices: [String]?) -> [(String, JSONNode)] {
        switch value.value {
        case .integer: return [("type", string("integer")), ("minimum", int(0))]
        case .bool: return [("type", string("boolean"))]
        case .number: return [("type", string("number"))]
        case .string:
            guard let choices else { return [("type", string("string"))] }
            return [("type", string("string")), ("enum", .strings(choices))]
        case .array(let items):
            return [("type", string("array")), ("items", .object(typeFields(items.first ?? string(""), choices: choices)))]
        case .object(let members):
            let element = members.first?.node ?? string("")
            return [("type", string("object")), ("additionalProperties", .object(typeFields(element, choices: nil)))]
        case .null: return []
        }
    }

    private static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    private static func int(_ value: Int) -> JSONNode { JSONNode(.integer(value)) }
    private static func ref(_ name: String) -> JSONNode { .object([("$ref", string("#/definitions/" + name))]) }
}
