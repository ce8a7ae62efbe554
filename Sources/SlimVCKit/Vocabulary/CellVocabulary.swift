/// The vocabulary's names of what a cell is made of and set up with: which of its parts
/// show data, and what UIKit's and AppKit's cells have of their own look and wiring.
/// Frameworks' facts, the same for every team.
enum CellVocabulary {
    /// Suffixes of views that show what they are given.
    static let dataViewSuffixes = [
        "Label", "TextView", "TextField", "ImageView", "Button", "Switch", "Slider", "Control", "Stepper", "Picker", "WebView", "View",
    ]

    /// A view's and a layer's value-typed geometry, whose parts are set through it
    /// (`cell.frame.size.height = 40` sets the cell's frame).
    static let geometry: Set<String> = ["frame", "bounds", "center", "position", "transform", "layoutMargins", "directionalLayoutMargins"]

    /// What UIKit's and AppKit's cells have of their own look, state and wiring, which the
    /// code that dequeues a cell may set or call without handing it data (`accessoryType`,
    /// `selectionStyle`, `tag`, `setSelected(_:animated:)`, `contentView.addSubview(…)`);
    /// besides any view's look (`ViewVocabulary.lookMembers`).
    static let lookMembers = [
        "accessoryType", "accessoryView", "editingAccessoryType", "editingAccessoryView", "selectionStyle", "separatorInset",
        "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView", "backgroundConfiguration",
        "indentationLevel", "indentationWidth", "focusStyle", "showsReorderControl", "shouldIndentWhileEditing", "tag", "layer",
        "isEditing", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits",
        "accessibilityIdentifier", "isAccessibilityElement", "setSelected", "setHighlighted", "setEditing", "addSubview",
        "insertSubview", "addArrangedSubview", "removeFromSuperview", "setNeedsUpdateConfiguration",
        // A layout constraint's, set through the cell's outlet (`cell.widthConstraint.constant = …`).
        "constant", "multiplier", "priority", "isActive",
        // A control's menu: actions, not what it shows.
        "menu", "showsMenuAsPrimaryAction",
    ] + geometry

    /// What a screen or a view measures itself by: a value read from it is layout, not the
    /// row's data (`cell.preferredWidth = bounds.width`).
    static let layoutSources: Set<String> = geometry.union(["safeAreaInsets", "safeAreaLayoutGuide", "traitCollection", "contentSize"])

    /// A row's address, which a cell is handed to call back with (`cell.row = indexPath.row`),
    /// not to show.
    static let rowAddresses: Set<String> = ["IndexPath", "NSIndexPath"]

    /// What UIKit's cells take a model of their content through: a content configuration
    /// built from the row and set whole (`cell.contentConfiguration = content`).
    static let modelMembers: Set<String> = ["contentConfiguration"]
}
