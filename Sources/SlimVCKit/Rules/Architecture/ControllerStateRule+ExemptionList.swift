/// Why `controller_state` does not report a stored property as state, each consulted where
/// the rule decides (`ControllerStateRule.check`), by the classifier's grounds it names
/// (`PropertyClassifier`).
enum ControllerStateExemption: Int, ExemptionList {
    case containerControllers, heldElsewhere, referenceWrappers, readOnlyWrappers, unchangedOptions, rowHeights
    case callbacks, registrationFlags, addressOnlyContexts, plumbingTypes, viewsAndUIObjects
    case collaborators, services, uiHelpers, libraryWorkers, mapElements, statelessProjectTypes
    case childControllers, viewBookkeeping, displayState, unplacedWrites

    static let ids = [
        "container_controllers", "held_elsewhere", "reference_wrappers", "read_only_wrappers", "unchanged_options", "row_heights", "callbacks",
        "registration_flags", "address_only_contexts", "plumbing_types", "views_and_ui_objects", "collaborators",
        "services", "ui_helpers", "library_workers", "map_elements", "stateless_project_types", "child_controllers",
        "view_bookkeeping", "display_state", "unplaced_writes",
    ]

    var reason: String {
        switch self {
        case .containerControllers: "A container of screens (`container_classes`) has no screen, and so no DataController, of its own."
        case .heldElsewhere:
            "An outlet, a `weak` or `unowned` reference, or an `override` of a superclass's property: another object holds the value."
        case .referenceWrappers: "A wrapper in `reference_wrappers` (`@Injected`, `@Binding`) keeps the value in a container or with its owner."
        case .readOnlyWrappers: "A project wrapper whose `wrappedValue` has a getter alone keeps a way to the value, which the controller cannot change."
        case .unchangedOptions:
            "Written only where it is declared, in set-up (`init`, `viewDidLoad`…) or by the code that presents the screen: an option, not state."
        case .rowHeights: "Heights measured per row (`[IndexPath: CGFloat]`) are the table's layout, as cached sizes are."
        case .callbacks: "A closure, by its type or its value, is a callback the screen calls, not data it shows."
        case .registrationFlags: "A flag that makes a registration happen once (`if !didRegister { … }`) is subscription plumbing."
        case .addressOnlyContexts: "A private number used only by its address (`context: &myContext`) is a key-value observing context."
        case .plumbingTypes: "Subscriptions, delegates, event channels, timers, tasks and queues (`plumbing_types`) keep no value of the screen."
        case .viewsAndUIObjects:
            "Views, cells, controllers, UI objects (`ui_suffixes`, `ui_type_prefixes`) and views behind a protocol named for them are the screen itself."
        case .collaborators:
            "A collaborator: a type of `collaborator_suffixes` (a service, a helper), or a value the screen only calls after setting it (`analytics.track(…)`)."
        case .services: "A service behind a capability protocol (`FaviconLoading`), or a project class that keeps or makes one, is a collaborator."
        case .uiHelpers: "A project type that keeps a view, a cell or a controller works on the UI: a collaborator."
        case .libraryWorkers: "A framework's session, recorder, player or engine (`AVCaptureSession`) is a client or a worker, not the screen's data."
        case .mapElements: "A project type made for MapKit to draw (`UserAnnotation: MKAnnotation`) is a handle on the map's view."
        case .statelessProjectTypes: "A project type with no stored properties, or only `weak` references and callbacks, has nothing to hold."
        case .childControllers:
            "A view controller the controller adds as a child, or a child module's handle (`childModuleInput`), is a screen within the screen."
        case .viewBookkeeping: "A value written after set-up only in view life-cycle, layout, trait, keyboard or scroll callbacks is the views' bookkeeping."
        case .displayState: "What a presenter hands the controller to draw, written only in the view interface it calls (`display(items:)`), is display state."
        case .unplacedWrites: "A value written where SlimVC cannot tell when (a private helper nothing in the type calls): silent rather than guessed."
        }
    }
}

extension ControllerStateExemption {
    /// The exemption that names each of the classifier's grounds (`PropertyGround`).
    static let namingGround: [PropertyGround: ControllerStateExemption] = [
        .outlet: .heldElsewhere, .reference: .heldElsewhere, .referenceWrapper: .referenceWrappers, .readOnlyWrapper: .readOnlyWrappers,
        .rowHeights: .rowHeights, .callback: .callbacks,
        .registrationFlag: .registrationFlags, .addressOnlyContext: .addressOnlyContexts, .plumbingType: .plumbingTypes, .drawnType: .viewsAndUIObjects,
        .uiType: .viewsAndUIObjects, .collaboratorType: .collaborators, .service: .services,
        .uiHelper: .uiHelpers, .libraryWorker: .libraryWorkers, .mapElement: .mapElements, .statelessType: .statelessProjectTypes, .childController: .childControllers,
    ]
}

extension ControllerStateRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool {
        guard exemptions.turnOff(id) else { return false }
        for (ground, exemption) in ControllerStateExemption.namingGround where exemption.id == id { ignoredGrounds.insert(ground) }
        return true
    }
}
