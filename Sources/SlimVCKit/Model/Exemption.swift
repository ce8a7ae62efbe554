/// A case a rule leaves alone on purpose: a name, and one line on why. A rule's
/// exemptions are listed in its docs as a table, and each has an example that it keeps
/// silent (`Example.exempts`), which a test runs with the exemption turned off.
public struct Exemption: Sendable, Hashable {
    public let id: String
    public let reason: String

    public init(id: String, reason: String) {
        self.id = id
        self.reason = reason
    }
}

/// The exemptions of one rule, as an enum whose raw values number them.
protocol ExemptionList: CaseIterable, Sendable where RawValue == Int, Self: RawRepresentable {
    /// The names in the rule's docs and examples (`alert_text_fields`), by raw value.
    static var ids: [String] { get }
    var reason: String { get }
}

extension ExemptionList {
    /// The name in the rule's docs and examples.
    var id: String { Self.ids[rawValue] }

    /// The list as the rule's description carries it.
    static var described: [Exemption] { allCases.map { Exemption(id: $0.id, reason: $0.reason) } }
}

/// Which of a rule's exemptions apply: all of them, unless a test turns one off.
struct ExemptionSwitches<List: ExemptionList>: Sendable {
    private var off: UInt64 = 0

    func applies(_ exemption: List) -> Bool { off & (1 << UInt64(exemption.rawValue)) == 0 }

    /// Turns off the exemption named `id`; false when the rule has none of that name.
    mutating func turnOff(_ id: String) -> Bool {
        guard let exemption = List.allCases.first(where: { $0.id == id }) else { return false }
        off |= 1 << UInt64(exemption.rawValue)
        return true
    }
}

/// A rule whose exemptions a test can turn off one at a time.
protocol ExemptingRule: Rule {
    /// Turns off the exemption named `id`; false when the rule has none of that name.
    mutating func turnOffExemption(_ id: String) -> Bool
}
