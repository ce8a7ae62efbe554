/// The vocabulary's standard names of screens, views, cells and what draws them.
enum ViewVocabulary {
    static func names(of group: Vocabulary.Group) -> [String] {
        switch group {
        case .viewControllerClasses: viewControllerClasses
        case .viewClasses: viewClasses
        case .cellClasses: cellClasses
        case .containerControllers: containerControllers
        case .viewProperties: viewProperties
        case .cellProperties: cellProperties
        case .viewMethods: viewMethods
        case .viewNameSuffixes: viewNameSuffixes
        case .controllerMembers: controllerMembers
        case .uiObjectSuffixes: uiObjectSuffixes
        case .uiTypePrefixes: uiTypePrefixes
        case .contentTypes: contentTypes
        default: []
        }
    }

    /// Words for the kind of view a controller shows, which its DataController's name may
    /// leave out (`StatusTableViewController` ↔ `StatusDataController`).
    static let controllerKindWords = ["Table", "Collection", "Page"]

    static let viewControllerClasses = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIHostingController", "UIInputViewController", "NSViewController",
    ]

    static let viewClasses = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UIControl", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl",
        "UIActivityIndicatorView", "UIProgressView", "UIPickerView", "UIDatePicker", "UIPageControl", "UIStepper",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIVisualEffectView", "UIWindow",
        "MKMapView", "WKWebView", "NSView", "NSButton", "NSTextField", "NSTableView", "NSImageView", "NSStackView",
    ]

    static let cellClasses = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]

    static let containerControllers = [
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
        "UIAlertController", "UISearchController", "UIHostingController",
        "NSSplitViewController", "NSTabViewController", "NSPageController", "NSHostingController",
    ]

    static let viewProperties = [
        "text", "attributedText", "textColor", "font", "textAlignment", "numberOfLines", "lineBreakMode",
        "adjustsFontSizeToFitWidth", "backgroundColor", "tintColor", "barTintColor", "isHidden", "alpha", "image",
        "isEnabled", "cornerRadius", "borderWidth", "borderColor", "masksToBounds", "clipsToBounds", "contentMode",
        "placeholder", "attributedPlaceholder", "translatesAutoresizingMaskIntoConstraints", "shadowColor",
        "shadowOpacity", "shadowOffset", "shadowRadius", "separatorStyle", "separatorColor", "borderStyle",
    ]

    static let cellProperties = [
        "accessoryType", "accessoryView", "selectionStyle", "separatorInset", "backgroundView",
        "selectedBackgroundView", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
        "accessibilityTraits", "isAccessibilityElement",
    ]

    static let viewMethods = [
        "addSubview", "insertSubview", "addArrangedSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
        "setTitle", "setTitleColor", "setAttributedTitle", "setImage", "setBackgroundImage", "addConstraint",
        "addConstraints", "removeConstraint", "removeConstraints", "NSLayoutConstraint.activate", "NSLayoutConstraint.deactivate",
    ]

    static let viewNameSuffixes = ["Label", "Button", "View", "Field", "Cell", "Switch", "Slider", "Bar", "Layer"]

    /// Its items, and the containers it is shown in, whose bars it may show, hide or tint
    /// (`navigationController?.navigationBar.isHidden = true`), as it may call
    /// `setNavigationBarHidden(_:animated:)`.
    static let controllerMembers = [
        "title", "navigationItem", "tabBarItem", "navigationController", "tabBarController", "splitViewController",
    ]

    /// Suffixes of UI objects that are not listed as view classes; whole names of
    /// AppKit's (whose `NS` prefix Foundation shares), of Google Maps' and MapKit's
    /// overlays, and of Core Graphics' geometry (a frame, a size or a point kept for
    /// layout or a gesture).
    static let uiObjectSuffixes = [
        "View", "Label", "Button", "Field", "Bar", "Control", "Layer", "Constraint", "Recognizer", "ViewController",
        "WindowController", "HostingController", "Animator", "Slider", "Stepper", "NSProgressIndicator",
        "NSLevelIndicator", "NSBox", "NSPopover", "NSTrackingArea", "NSMenu", "NSMenuItem", "NSWindow",
        "NSStatusItem", "NSToolbarItem", "GMSMarker", "GMSPolyline", "GMSPolygon", "GMSCircle", "GMSGroundOverlay",
        "MKPointAnnotation", "MKAnnotation", "MKOverlay", "MKPolyline", "MKPolygon", "MKCircle",
        "AVPictureInPictureController", "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform", "NSRect", "NSSize", "NSPoint",
    ]

    /// `UIImagePickerController`, `UIEdgeInsets`, and UIKit's and AppKit's layout types
    /// (`NSDirectionalEdgeInsets`, `NSLayoutYAxisAnchor`, `NSCollectionLayoutSection`).
    static let uiTypePrefixes = ["UI", "NSDirectional", "NSLayout", "NSCollectionLayout"]

    static let contentTypes = ["UIImage", "UIColor", "UIFont"]
}

extension ViewVocabulary {
    /// Members a view is styled, laid out or wired through (`isHidden`, `addTarget`,
    /// `delegate`): setting them on a view of one's own is look, not data.
    static let lookMembers = [
        "isHidden", "alpha", "backgroundColor", "textColor", "tintColor", "font", "isEnabled", "isUserInteractionEnabled",
        "isSelected", "isHighlighted", "translatesAutoresizingMaskIntoConstraints", "contentMode", "numberOfLines",
        "textAlignment", "lineBreakMode", "clipsToBounds", "frame", "bounds", "center", "transform", "isOpaque",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "delegate", "dataSource", "keyboardType", "returnKeyType",
        "autocorrectionType", "autocapitalizationType", "isSecureTextEntry", "hidesWhenStopped", "isScrollEnabled",
        "isEditable", "style", "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
        "addTarget", "removeTarget", "addGestureRecognizer", "removeGestureRecognizer", "addInteraction",
        "removeInteraction", "addAction", "removeAction", "sendActions", "setTitleColor", "setTitleShadowColor",
        "setPreferredSymbolConfiguration", "constraint", "bringSubviewToFront", "sendSubviewToBack",
    ]

    /// Prefixes of layout calls: `setNeedsLayout`, `setContentHuggingPriority`, `layoutIfNeeded`.
    static let layoutCallPrefixes = ["setNeeds", "setContent", "setCompression", "layout"]

    /// How something is drawn rather than what it shows, by whole name, then by suffix:
    /// colours, fonts, styles, themes (`StoredPropertyKind.look`).
    static let lookTypes = ["UIColor", "NSColor", "CGColor", "UIFont", "NSFont"]
    static let lookSuffixes = ["Style", "Theme"]
}
