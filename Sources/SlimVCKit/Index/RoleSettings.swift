/// The class names and suffixes that give types their roles. Defaults here; teams set
/// them in `rules.json`.
public struct RoleSettings: RuleOptions {
    public var viewControllerBaseClasses = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIHostingController", "UIInputViewController", "NSViewController",
    ]
    public var viewBaseClasses = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UIControl", "UITextField", "UITextView", "UISwitch", "UISlider", "UISegmentedControl",
        "UIActivityIndicatorView", "UIProgressView", "UIPickerView", "UIDatePicker", "UIPageControl", "UIStepper",
        "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UIVisualEffectView", "UIWindow",
        "MKMapView", "WKWebView", "NSView", "NSButton", "NSTextField", "NSTableView", "NSImageView", "NSStackView",
    ]
    public var cellBaseClasses = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]
    public var viewModelSuffix = "ViewModel"
    public var dataControllerSuffix = "DataController"

    public init() {}
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
}
