/// What `view_work_in_controller` leaves alone on purpose, each consulted where the rule
/// decides (`ViewReceiverJudge`, `ViewWorkInControllerRule.check`).
enum ViewWorkExemption: Int, ExemptionList {
    case controllerMembers, memberAliases, childViews, itemsAndControllers, alertTextFields, cellWork
    case declaredTypes, containerBars, overlays, willDisplay, reactiveBindings, stateToggles, cellLook

    static let ids = ["controller_members", "member_aliases", "child_views", "items_and_controllers", "alert_text_fields", "cell_work",
                      "declared_types", "container_bars", "overlays", "will_display", "reactive_bindings", "state_toggles", "cell_look"]

    var reason: String {
        switch self {
        case .controllerMembers:
            "The controller's own items and the bars of the containers it is shown in (`controller_members`) are its business."
        case .memberAliases: "A name bound only to one of the controller's own members, or a view installed in one (`navigationItem.titleView = titleView`), is that member's."
        case .childViews: "A child controller's view, and the controller adding it, are view controller containment."
        case .itemsAndControllers: "Bar button items and controllers are not views, whatever they are named."
        case .alertTextFields: "UIKit offers no view to move an alert's `addTextField` set-up into."
        case .cellWork: "A cell configured in data-source code is `cell_configuration_in_data_source`'s finding."
        case .declaredTypes: "A property whose declared type is no view (a value, a model, a controller) is none, whatever it is named."
        case .containerBars: "A navigation or tab bar controller styles its own bar (`navigationBar`, `toolbar`, `tabBar`); a search controller and its bar are container chrome."
        case .overlays: "Alerts and transient progress overlays (`UIAlertController`, the HUD libraries', a project view that shows and hides itself with a spinner) are set up where they are shown."
        case .willDisplay: "`tableView(_:willDisplay:forRowAt:)`, `collectionView(_:willDisplay:forItemAt:)` and their header, footer and supplementary views' kin are the hooks UIKit documents for a last-moment look."
        case .reactiveBindings: "A subscription to a view model's output that sets views (`viewModel.$title.sink { … }`) is how an MVVM controller binds the two."
        case .stateToggles: "A function that only shows, hides, enables or disables views (`isHidden`, `isEnabled`, `startAnimating()`) passes the model's state to them: the controller mediating."
        case .cellLook: "A cell's constant look (`$0.cell.textLabel?.numberOfLines = 0` in a form's row) is not reported, as in data-source code."
        }
    }
}

extension ViewWorkInControllerRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
