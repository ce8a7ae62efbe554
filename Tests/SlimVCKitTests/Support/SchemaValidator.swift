@testable import SlimVCKit

/// A JSON Schema validator for the keywords `rules.schema.json` uses (type, properties,
/// additionalProperties, required, items, enum, minimum, minItems, minLength, local
/// `$ref`, oneOf, pattern, propertyNames, minProperties), so tests can check files against
/// the committed schema without packages.
struct SchemaValidator {
    let root: JSONNode

    func errors(_ value: JSONNode) -> [String] { check(value, against: root, at: "$") }

    private func check(_ value: JSONNode, against schema: JSONNode, at path: String) -> [String] {
        if case .string(let reference)? = schema["$ref"]?.value {
            var target = root
            for part in reference.dropFirst(2).split(separator: "/") { target = target[String(part)] ?? JSONNode(.null) }
            return check(value, against: target, at: path) + check(value, against: schemaWithout("$ref", schema), at: path)
        }
        var errors: [String] = []
        if case .array(let choices)? = schema["oneOf"]?.value,
           choices.filter({ check(value, against: $0, at: path).isEmpty }).count != 1 {
            errors.append("\(path): matches not exactly one of \(choices.count) schemas")
        }
        if case .string(let type)? = schema["type"]?.value, !matches(value.value, type) {
            return ["\(path): expected \(type), found \(value.value.typeName)"]
        }
        if case .array(let allowed)? = schema["enum"]?.value, !allowed.contains(where: { $0.value == value.value }) {
            errors.append("\(path): not one of the allowed values")
        }
        if case .integer(let minimum)? = schema["minimum"]?.value, case .integer(let number) = value.value, number < minimum {
            errors.append("\(path): below \(minimum)")
        }
        if case .integer(let minimum)? = schema["minLength"]?.value, case .string(let text) = value.value, text.count < minimum {
            errors.append("\(path): shorter than \(minimum)")
        }
        if case .string(let pattern)? = schema["pattern"]?.value, case .string(let text) = value.value,
           (try? Regex(pattern).firstMatch(in: text)) == nil {
            errors.append("\(path): does not match \(pattern)")
        }
        if case .array(let items) = value.value {
            if case .integer(let minimum)? = schema["minItems"]?.value, items.count < minimum { errors.append("\(path): fewer than \(minimum) items") }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { errors += check(item, against: itemSchema, at: "\(path)[\(index)]") }
            }
        }
        if case .object(let members) = value.value { errors += checkObject(members, schema, path) }
        return errors
    }

    private func checkObject(_ members: [JSONMember], _ schema: JSONNode, _ path: String) -> [String] {
        var errors: [String] = []
        if case .integer(let minimum)? = schema["minProperties"]?.value, members.count < minimum {
            errors.append("\(path): fewer than \(minimum) properties")
        }
        if let names = schema["propertyNames"] {
            for member in members { errors += check(JSONNode(.string(member.key)), against: names, at: path + "." + member.key) }
        }
        for required in schema["required"]?.strings ?? [] where !members.contains(where: { $0.key == required }) {
            errors.append("\(path): missing \(required)")
        }
        for member in members {
            let memberPath = path + "." + member.key
            if let propertySchema = schema["properties"]?[member.key] {
                errors += check(member.node, against: propertySchema, at: memberPath)
            } else if let additional = schema["additionalProperties"] {
                if additional.value == .bool(false) { errors.append("\(memberPath): not allowed") }
                else if case .object = additional.value { errors += check(member.node, against: additional, at: memberPath) }
            }
        }
        return errors
    }

    private func matches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("integer", .integer),
             ("number", .integer), ("number", .number), ("null", .null): true
        default: false
        }
    }

    private func schemaWithout(_ key: String, _ schema: JSONNode) -> JSONNode {
        JSONNode(.object(schema.members.filter { $0.key != key }))
    }
}
