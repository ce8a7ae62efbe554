/// What `missing_data_controller` leaves alone on purpose, each consulted where the rule
/// decides (`MissingDataControllerRule.check`).
enum MissingDataControllerExemption: Int, ExemptionList {
    case baseClasses, containers, otherHolders, keptHolders, nothingToHold

    static let ids = ["base_classes", "containers", "other_holders", "kept_holders", "nothing_to_hold"]

    var reason: String {
        switch self {
        case .baseClasses: "A project base class of other controllers is no screen of its own; its subclasses are."
        case .containers:
            "A container or a SwiftUI host by inheritance (`container_classes`) shows other screens or views and has no state of its own."
        case .otherHolders: "With `other_holders`, the screen's view model, presenter or interactor holds its state instead."
        case .keptHolders:
            "A kept object of a project class that holds state or calls a service holds the screen's state, whatever its name."
        case .nothingToHold:
            "A screen with nothing to hold needs no holder: no state (as `controller_state` judges it), no networking or persistence of its own, no networking type it keeps."
        }
    }
}

extension MissingDataControllerRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
