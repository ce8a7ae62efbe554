/// What `view_work_in_controller` leaves alone on purpose, each consulted where the rule
/// decides (`ViewReceiverJudge`, `ViewWorkInControllerRule.check`).
enum ViewWorkExemption: Int, ExemptionList {
    case controllerMembers, memberAliases, childViews, itemsAndControllers, alertTextFields, cellWork

    static let ids = ["controller_members", "member_aliases", "child_views", "items_and_controllers", "alert_text_fields", "cell_work"]

    var reason: String {
        switch self {
        case .controllerMembers:
            "The controller's own items and the bars of the containers it is shown in (`controller_members`) are its business."
        case .memberAliases: "A name bound only to one of the controller's own members is that member."
        case .childViews: "A child controller's view, and the controller adding it, are view controller containment."
        case .itemsAndControllers: "Bar button items and controllers are not views, whatever they are named."
        case .alertTextFields: "UIKit offers no view to move an alert's `addTextField` set-up into."
        case .cellWork: "A cell configured in data-source code is `cell_configuration_in_data_source`'s finding."
        }
    }
}

extension ViewWorkInControllerRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
