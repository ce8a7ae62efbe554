/// What gave a stored property its kind (`PropertyClassifier`): the evidence found first.
/// A rule can set grounds aside (`IgnoredGrounds`), as `controller_state`'s tests turn its
/// exemptions off one at a time.
enum PropertyGround: Int, CaseIterable, Sendable {
    /// A view or a cell by the index's roles, of a type written or built.
    case drawnType
    case outlet
    /// `weak`, `unowned`, or an `override` of a superclass's property.
    case reference
    case referenceWrapper, readOnlyWrapper
    /// `[IndexPath: CGFloat]`: the heights of a table's rows.
    case rowHeights
    /// A closure, by its type or its value.
    case callback
    case registrationFlag, addressOnlyContext
    /// A type of `plumbing_types`, or named with one of `collaborator_suffixes`.
    case plumbingType, collaboratorType
    /// A view controller or a UI object by its type, a view behind a protocol, or a UI type
    /// the index knows (built on a framework's, nested in a view's).
    case uiType
    case libraryWorker, service, mapElement
    /// A project type that keeps a view, a cell or a controller.
    case uiHelper
    /// A project type with nothing to hold.
    case statelessType
    /// Added as a child view controller by its owner.
    case childController
    /// A child module's handle by its type (`StepModuleInput`).
    case childModule
}

/// Grounds a rule sets aside when it asks the classifier.
struct IgnoredGrounds: Sendable {
    private var bits: UInt64 = 0

    init() {}

    func contains(_ ground: PropertyGround) -> Bool { bits & (1 << UInt64(ground.rawValue)) != 0 }

    mutating func insert(_ ground: PropertyGround) { bits |= 1 << UInt64(ground.rawValue) }

    func union(_ other: IgnoredGrounds) -> IgnoredGrounds {
        var union = self
        union.bits |= other.bits
        return union
    }
}
