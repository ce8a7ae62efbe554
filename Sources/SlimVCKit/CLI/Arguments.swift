/// One option a command accepts; the same table drives parsing and help text.
public struct OptionSpec: Sendable {
    public var name: String
    public var short: String?
    public var valueName: String?
    public var help: String
    /// Other spellings, as other tools name the option (`--reporter` for `--format`).
    public var aliases: [String]

    public init(_ name: String, short: String? = nil, value: String? = nil, aliases: [String] = [], help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.aliases = aliases
        self.help = help
    }

    /// `-h, --help`, which every command takes.
    static let helpFlag = OptionSpec("--help", short: "-h", help: "Show help information.")
}

/// Parsed arguments: option values by long name (repeatable) and positional arguments.
public struct ParsedArguments: Sendable, Equatable {
    public var options: [String: [String]] = [:]
    public var positionals: [String] = []

    public func has(_ name: String) -> Bool { options[name] != nil }
    public func value(_ name: String) -> String? { options[name]?.last }
}

public struct UsageError: Error, Equatable {
    public let message: String
}

/// Parses `--opt value`, `--opt=value`, short flags and positionals; `--` ends options.
public func parseArguments(_ arguments: [String], specs: [OptionSpec]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
            parsed.positionals.append(argument)
            continue
        }
        if argument == "--" {
            optionsEnded = true
            continue
        }
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let spec = specs.first(where: { $0.name == parts[0] || $0.short == parts[0] || $0.aliases.contains(parts[0]) }) else {
            throw UsageError(message: "unknown option '\(brief(parts[0]))'" + Suggestion.hint(for: parts[0], in: specs.map(\.name)))
        }
        let value = try optionValue(of: spec, written: parts, in: arguments, at: &index)
        parsed.options[spec.name, default: []].append(value)
    }
    return parsed
}

/// The value of an option written as `parts` (split at its first `=`): after `=`, else
/// the next argument, which `index` then moves past; empty for an option that takes none.
private func optionValue(of spec: OptionSpec, written parts: [String], in arguments: [String], at index: inout Int) throws(UsageError) -> String {
    guard let valueName = spec.valueName else {
        if parts.count == 2 { throw UsageError(message: "'\(spec.name)' takes no value") }
        return ""
    }
    if parts.count == 2 { return parts[1] }
    guard index < arguments.count else { throw UsageError(message: "missing value for '\(spec.name) <\(valueName)>'") }
    index += 1
    return arguments[index - 1]
}
