import Foundation

/// `slimvc rules`: one line per rule with whether it is enabled and its severity under
/// a configuration.
public enum RuleTable {
    public static func render(_ configuration: Configuration) -> String {
        let rows = RuleRegistry.ruleTypes.map { type -> [String] in
            let settings = configuration.rules[type.description.id] ?? type.defaultSettings
            let enabled = settings["enabled"]?.value == .bool(false) ? "no" : "yes"
            var severity = "thresholds"
            if case .string(let name)? = settings["severity"]?.value { severity = name }
            if case .integer(let warning)? = settings["warning"]?.value, case .integer(let error)? = settings["error"]?.value {
                severity = "warning \(warning), error \(error)"
            }
            return [type.description.id, enabled, severity, type.description.summary]
        } + configuration.teamRules.map { rule -> [String] in
            let settings = configuration.rules[rule.id] ?? rule.defaultSettings
            var severity = rule.severity.rawValue
            if case .string(let name)? = settings["severity"]?.value { severity = name }
            return [rule.id, settings["enabled"]?.value == .bool(false) ? "no" : "yes", severity, rule.description.summary]
        }
        let header = ["rule", "enabled", "severity", "summary"]
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }
}
