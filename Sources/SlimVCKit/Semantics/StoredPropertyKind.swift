/// What a stored property holds: the one answer rules get to "is this a view?", "a
/// collaborator?", "plumbing?" (`PropertyClassifier`). Where rules part ways, a kind of its
/// own says so and each rule decides what it means: a `look` (a colour, a font) may be a
/// screen's state to `controller_state` and is a cell's setting to `cell_view_model`.
enum StoredPropertyKind: Hashable, Sendable {
    /// What is drawn, or shows a screen, and how that is known.
    case view(ViewEvidence), cell(ViewEvidence), viewController(ViewEvidence)
    /// Filled from a nib or a storyboard (`@IBOutlet`), of a type not known as a view.
    case outlet
    /// A view controller its owner adds as a child (`addChild(player)`).
    case childController
    /// UI that is no view the index knows: a layer, a constraint, a bar item, geometry, a
    /// UI framework's other types, a map's element, the heights of a table's rows.
    case uiObject
    /// How something is drawn: a colour, a font, a style, a theme.
    case look
    /// Keeps no value: a subscription, an observation token, a callback, a delegate, a
    /// timer, a queue, a flag that makes a registration happen once.
    case plumbing
    /// Works for its owner: a service, a helper, a library's worker, a holder of state
    /// (`…DataController`, `…ViewModel`).
    case collaborator
    /// Kept by another object: `weak`, `unowned`, an `override` of a superclass's, a value
    /// behind a reference wrapper (`@Injected`, `@Binding`).
    case heldElsewhere
    /// None of these.
    case data

    /// A view or a cell, however it is known.
    var isView: Bool {
        switch self {
        case .view, .cell: true
        default: false
        }
    }
}

/// How a view, a cell or a view controller is known.
enum ViewEvidence: Hashable, Sendable {
    /// The index's roles: a framework class the vocabulary lists, or a project type built on one.
    case role
    /// A UI framework's name that the vocabulary does not list (`UIRefreshControl`, `NSSearchField`).
    case frameworkName
    /// A protocol named for a project view that adopts it (`ProfileScreenProtocol` of
    /// `ProfileScreen: UIView`), which a controller keeps so that tests can pass a mock.
    case viewProtocol
    /// The type's name alone (`AvatarView`, `ShimmerLayer`), as a cell's parts are judged
    /// while the index is built.
    case name
}

extension StoredPropertyKind {
    /// What a property of the type `name` (its last component) holds, by the name alone,
    /// with no index: a view (named as a view that shows data, a spinner or a layer), a look,
    /// subscription plumbing, else data. A protocol's name counts without a final
    /// `Protocol` or `Type`, and a set's or an array's (`Set<AnyCancellable>`) as its element's.
    init(typeNamed name: String) {
        if Self.namesView(name) {
            self = .view(.name)
            return
        }
        let named = TypeName.withoutProtocolSuffix(TypeName.setOrArrayElement(name) ?? name)
        if ViewVocabulary.lookTypes.contains(named) || ViewVocabulary.lookSuffixes.contains(where: named.hasSuffix) {
            self = .look
        } else if CollaboratorVocabulary.subscriptionTypes.contains(named)
                    || CollaboratorVocabulary.subscriptionSuffixes.contains(where: named.hasSuffix) {
            self = .plumbing
        } else {
            self = .data
        }
    }

    /// Whether `name` alone names a view (`init(typeNamed:)`): as a view that shows data is
    /// named (`CellVocabulary.dataViewSuffixes`: `…Label`, `…Button`, `…View`), a spinner or a layer.
    static func namesView(_ name: String) -> Bool {
        CellVocabulary.dataViewSuffixes.contains(where: name.hasSuffix) || name.hasSuffix("Spinner") || name.hasSuffix("Layer")
    }

    /// A cell or a view, what is drawn, by the index's roles.
    static func drawn(_ roles: Roles) -> StoredPropertyKind? {
        if roles.contains(.cell) { return .cell(.role) }
        return roles.contains(.view) ? .view(.role) : nil
    }
}
