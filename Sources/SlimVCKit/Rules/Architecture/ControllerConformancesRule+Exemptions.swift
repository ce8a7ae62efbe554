/// What `controller_conformances` leaves alone on purpose, each consulted where the rule
/// decides (`ControllerConformancesRule.check`).
enum ControllerConformancesExemption: Int, ExemptionList {
    case markerProtocols, navigationDelegatePairs

    static let ids = ["marker_protocols", "navigation_delegate_pairs"]

    var reason: String {
        switch self {
        case .markerProtocols: "A project protocol that requires nothing (a code generator's marker) adds nothing to implement."
        case .navigationDelegatePairs:
            "An image picker's or video editor's delegate must be a navigation controller's too: the pair is one responsibility."
        }
    }
}

extension ControllerConformancesRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
