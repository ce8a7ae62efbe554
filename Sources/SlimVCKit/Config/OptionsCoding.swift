import Foundation

/// Converts rule options between their Swift structs and the JSON users write in
/// `rules.json`: snake_case keys at the top level (`include_extensions`), values as
/// Codable writes them. Only top-level keys are renamed, so dictionary options keep
/// their keys (`{"ViewController": "DataController"}`).
public enum OptionsCoding {
    /// The default options as a JSON object, keys sorted.
    public static func defaults<Options: RuleOptions>(_ type: Options.Type) -> JSONNode {
        encode(Options())
    }

    public static func encode<Options: RuleOptions>(_ options: Options) -> JSONNode {
        guard let node = try? OptionsEncoder.encode(options) else { return .object([]) }
        let members = node.members.map { JSONMember(key: snakeCase($0.key), node: $0.node) }
        return JSONNode(.object(members.sorted { $0.key < $1.key }))
    }

    /// Options from a JSON object laid over the defaults; keys left out keep their default.
    /// The object is expected to be validated already (`OptionsValidator`).
    public static func decode<Options: RuleOptions>(_ type: Options.Type, from node: JSONNode) throws -> Options {
        var members = defaults(type).members
        for member in node.members {
            if let index = members.firstIndex(where: { $0.key == member.key }) { members[index].node = member.node }
        }
        let camel = JSONNode(.object(members.map { JSONMember(key: camelCase($0.key), node: $0.node) }))
        return try OptionsDecoder.decode(type, from: camel)
    }

    static func snakeCase(_ key: String) -> String {
        var out = ""
        for character in key {
            if character.isUppercase {
                if !out.isEmpty { out += "_" }
                out += character.lowercased()
            } else {
                out.append(character)
            }
        }
        return out
    }

    static func camelCase(_ key: String) -> String {
        let parts = key.split(separator: "_", omittingEmptySubsequences: false)
        guard let first = parts.first else { return key }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
