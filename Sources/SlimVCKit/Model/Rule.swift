import Foundation

/// A rule's options: a plain Codable struct whose `init()` holds the defaults. Keys are
/// the snake_case of the property names, as users write them in `rules.json`.
public protocol RuleOptions: Codable, Sendable, Equatable {
    init()
}

/// Options of rules that have none of their own.
public struct NoOptions: RuleOptions {
    public init() {}
}

/// A rule: a description, options, and a check of one file against the whole project.
public protocol Rule: Sendable {
    associatedtype Options: RuleOptions
    static var description: RuleDescription { get }
    var options: Options { get }
    init(options: Options)
    func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding]
}

extension Rule {
    public var description: RuleDescription { Self.description }

    /// A finding of this rule at a token, with the rule's default severity.
    func finding(_ message: String, in file: SourceFile, at token: Int, through last: Int? = nil,
                 symbol: String? = nil, severity: Severity? = nil, measured: Int? = nil, limit: Int? = nil) -> Finding {
        Finding(ruleID: Self.description.id, severity: severity ?? Self.description.defaultSeverity,
                message: message, path: file.path, start: file.location(of: token),
                end: file.endLocation(of: last ?? token), symbol: symbol, measured: measured, limit: limit)
    }
}

/// Decodes options from the JSON users write, laid over the defaults, so that a key
/// left out keeps its default value.
public enum OptionsDecoder {
    public static func decode<Options: RuleOptions>(_ type: Options.Type, from json: [String: Any]) throws -> Options {
        var merged = defaults(type)
        for (key, value) in json { merged[key] = value }
        let data = try JSONSerialization.data(withJSONObject: merged)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(type, from: data)
    }

    /// The default options as a JSON object with snake_case keys.
    public static func defaults<Options: RuleOptions>(_ type: Options.Type) -> [String: Any] {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        guard let data = try? encoder.encode(Options()),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object
    }

    public static func decode<Options: RuleOptions>(_ type: Options.Type, from text: String) throws -> Options {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try decode(type, from: object as? [String: Any] ?? [:])
    }
}
