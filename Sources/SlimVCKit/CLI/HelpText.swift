/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, then EXIT CODES where a command has several.
public struct HelpText: Sendable {
    public var overview: String
    public var usage: String
    public var arguments: [(String, String)] = []
    public var options: [OptionSpec] = []
    public var subcommands: [(String, String)] = []
    public var exitCodes: [(String, String)] = []

    public var rendered: String {
        var out = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n"
        if !arguments.isEmpty { out += section("ARGUMENTS", arguments) }
        if !options.isEmpty { out += section("OPTIONS", options.map { (label($0), $0.help) }) }
        if !subcommands.isEmpty { out += section("SUBCOMMANDS", subcommands) }
        if !exitCodes.isEmpty { out += section("EXIT CODES", exitCodes) }
        return out
    }

    private func label(_ spec: OptionSpec) -> String {
        var label = spec.short.map { "\($0), " } ?? ""
        label += spec.name
        if let value = spec.valueName { label += " <\(value)>" }
        return label
    }

    private func section(_ title: String, _ rows: [(String, String)]) -> String {
        var out = "\n\(title):\n"
        for (label, help) in rows {
            let padded = label.count < 22 ? label + String(repeating: " ", count: 22 - label.count) : label + "\n" + String(repeating: " ", count: 24)
            out += "  \(padded)\(help)\n"
        }
        return out
    }
}
