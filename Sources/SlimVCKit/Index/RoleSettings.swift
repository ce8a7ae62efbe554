/// The class names and suffixes that give types their roles. The base classes are the
/// vocabulary's groups; a team adds to them in `rules.json` (`roles` or `vocabulary`).
public struct RoleSettings: RuleOptions {
    public var viewControllerBaseClasses = Vocabulary.standard[.viewControllerClasses]
    public var viewBaseClasses = Vocabulary.standard[.viewClasses]
    public var cellBaseClasses = Vocabulary.standard[.cellClasses]
    public var viewModelSuffix = "ViewModel"
    public var dataControllerSuffix = "DataController"

    public init() {}

    public static let descriptions = [
        "view_controller_base_classes": "Framework classes whose subclasses are view controllers (screens).",
        "view_base_classes": "Framework classes whose subclasses are views.",
        "cell_base_classes": "Framework classes whose subclasses are cells (and views).",
        "view_model_suffix": "The name suffix of a view model.",
        "data_controller_suffix": "The name suffix of a screen's state holder on Cocoa MVC.",
    ]
}

extension RoleSettings {
    /// The roles each listed base class gives: a view controller's, a cell's (a view too),
    /// a view's.
    var rolesOfBaseClasses: [String: Roles] {
        var roles: [String: Roles] = [:]
        for name in viewControllerBaseClasses { roles[name, default: []].insert(.viewController) }
        for name in cellBaseClasses { roles[name, default: []].formUnion([.cell, .view]) }
        for name in viewBaseClasses { roles[name, default: []].insert(.view) }
        return roles
    }
}

/// What a type is for, as far as the architecture rules care.
public struct Roles: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let viewController = Roles(rawValue: 1)
    public static let view = Roles(rawValue: 2)
    public static let cell = Roles(rawValue: 4)
    public static let viewModel = Roles(rawValue: 8)
    public static let dataController = Roles(rawValue: 16)
    /// A SwiftUI view: conforms to `View`, directly, through a project protocol or by an extension.
    public static let swiftUIView = Roles(rawValue: 32)
    /// A SwiftUI state holder: an `@Observable` class or an `ObservableObject`.
    public static let observableHolder = Roles(rawValue: 64)
}
