/// What `discarded_observer_token` leaves alone on purpose, each consulted where the rule
/// decides (`DiscardedTokens`, `AppLifetimeObservers`).
enum DiscardedTokenExemption: Int, ExemptionList {
    case appDelegate, singletonSetUps, localCenters

    static let ids = ["app_delegate", "singleton_set_ups", "local_centers"]

    var reason: String {
        switch self {
        case .appDelegate: "The app delegate lives as long as the app, as its observers are meant to."
        case .singletonSetUps: "A singleton's set-up (its private initializers and the helpers only they call) runs once, for the app's life."
        case .localCenters: "A center the function makes and keeps to itself (a test's) goes when it returns, and its observers with it."
        }
    }
}

extension DiscardedObserverTokenRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
