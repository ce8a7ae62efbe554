/// The JSON Schema of `rules.json`'s `architecture` section and of a team rule's settings,
/// so that editors complete a team's rules as they complete SlimVC's.
enum TeamRuleSchema {
    /// `architecture`: rules by name, each selecting declarations (or files) and asserting.
    static func architecture() -> JSONNode {
        let rule = JSONNode.object([
            ("type", string("object")), ("additionalProperties", JSONNode(.bool(false))), ("required", .strings(["select", "assert"])),
            ("properties", .object([
                ("message", described("The rule in one sentence; each finding's message begins with it.", .object([("type", string("string")), ("minLength", int(1))]))),
                ("severity", described(CommonSettings.descriptions["severity"] ?? "",
                                       .object([("type", string("string")), ("enum", .strings(["warning", "error"])), ("default", string("warning"))]))),
                ("select", selector()), ("assert", assertions()),
            ])),
        ])
        return .object([
            ("description", string("The team's own rules, by name (lower case, digits, '_'): each selects declarations, or files without a kind, and asserts about each.")),
            ("type", string("object")),
            ("propertyNames", .object([("pattern", string("^[a-z0-9_]+$"))])),
            ("additionalProperties", rule),
        ])
    }

    /// A team rule's settings in `rules` and `overrides`: the keys every rule takes.
    static func settings() -> JSONNode {
        .object([
            ("description", string("A team rule's settings (its id is its name under architecture).")),
            ("type", string("object")), ("additionalProperties", JSONNode(.bool(false))),
            ("properties", .object([
                ("enabled", common("enabled", .object([("type", string("boolean"))]))),
                ("severity", common("severity", .object([("type", string("string")), ("enum", .strings(["warning", "error"]))]))),
                ("include", common("include", .object([("$ref", string("#/definitions/globs"))]))),
                ("exclude", common("exclude", .object([("$ref", string("#/definitions/globs"))]))),
            ])),
        ])
    }

    /// A common setting's schema, described as every rule's is.
    private static func common(_ key: String, _ schema: JSONNode) -> JSONNode {
        described(CommonSettings.descriptions[key] ?? "", schema)
    }

    private static func selector() -> JSONNode {
        let kinds = DeclarationSelector.Kind.allCases.map(\.rawValue)
        let roles = DeclarationSelector.roleNames.map(\.name)
        return described("Which declarations the rule applies to; every selector given must hold.", .object([
            ("type", string("object")), ("additionalProperties", JSONNode(.bool(false))),
            ("properties", .object([
                ("kind", described("Declaration kinds; without one, files (must_not_import by paths alone) or every type but extensions.", words(kinds))),
                ("name", described("Globs on the declared name (with a dot: on the qualified name).", words(nil))),
                ("except", described("Globs on names left out.", words(nil))),
                ("paths", described("Globs on file paths, relative to the configuration's folder.", words(nil))),
                ("role", described("Roles, as SlimVC gives them; a function takes its type's.", words(roles))),
                ("inherits_from", described("Classes inherited from, directly or not.", words(nil))),
                ("conforms_to", described("Protocols conformed to, through extensions, superclasses and inherited protocols.", words(nil))),
            ])),
        ]))
    }

    private static func assertions() -> JSONNode {
        let name = JSONNode.object([("type", string("string")), ("minLength", int(1))])
        return described("What must hold of each selected declaration (or file).", .object([
            ("type", string("object")), ("additionalProperties", JSONNode(.bool(false))), ("minProperties", int(1)),
            ("properties", .object([
                ("must_not_import", described("Modules (globs) the file may not import.", words(nil))),
                ("must_not_reference", described("Types (globs) the declaration may not name, anywhere in it.", words(nil))),
                ("must_inherit_from", described("A class it inherits from, directly or not.", name)),
                ("must_conform_to", described("A protocol it conforms to.", name)),
                ("name_must_match", described("A glob its name matches.", name)),
                ("must_be_final", described("Classes are final.", .object([("type", string("boolean")), ("enum", JSONNode(.array([JSONNode(.bool(true))])))]))),
                ("max_code_lines", described("The most code lines its body spans.", .object([("type", string("integer")), ("minimum", int(1))]))),
            ])),
        ]))
    }

    /// A string, or a non-empty array of strings (of `choices` when given).
    private static func words(_ choices: [String]?) -> JSONNode {
        var item: [(String, JSONNode)] = [("type", string("string")), ("minLength", int(1))]
        if let choices { item = [("type", string("string")), ("enum", .strings(choices))] }
        return .object([("oneOf", JSONNode(.array([
            .object(item), .object([("type", string("array")), ("minItems", int(1)), ("items", .object(item))]),
        ])))])
    }

    /// A schema with its description first; `ConfigurationSchema` describes its keys so too.
    static func described(_ text: String, _ schema: JSONNode) -> JSONNode {
        JSONNode(.object([JSONMember(key: "description", node: string(text))] + schema.members))
    }

    private static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    private static func int(_ value: Int) -> JSONNode { JSONNode(.integer(value)) }
}
