/// What lays views out besides UIKit's own calls: a layout constraint's members, the
/// members that wire a view rather than draw it, and the layout DSLs' calls on a view.
enum LayoutVocabulary {
    /// Set on a layout constraint: laying out.
    static let constraintMembers: Set<String> = ["isActive", "constant", "priority"]

    /// Set on a view, they connect it to the controller rather than draw, lay out or style it.
    static let wiringMembers: Set<String> = [
        "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "tag", "accessibilityIdentifier",
    ]

    /// A view's geometry, whose members (`frame.size.height`, `center.y`) lay it out.
    static let geometryMembers: Set<String> = ["frame", "bounds", "center"]

    /// SnapKit's calls on a view's `snp`, whose closure's lines lay it out.
    static let snapKitMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints"]

    /// TinyConstraints' calls on a view (those ending in `ToSuperview` or `InSuperview` too).
    static let tinyConstraintsMethods = [
        "edges", "center", "centerX", "centerY", "top", "bottom", "leading", "trailing", "left", "right", "width", "height",
        "size", "topToBottom", "bottomToTop", "leadingToTrailing", "trailingToLeading", "leftToRight", "rightToLeft",
        "aspectRatio", "widthToHeight", "heightToWidth", "followEdges", "stack", "origin",
    ]
}
