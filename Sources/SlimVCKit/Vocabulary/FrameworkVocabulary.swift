/// The vocabulary's single names of frameworks that rules ask about one at a time: whose
/// types are UI, which protocols mark an app delegate, a map element or a web view's
/// delegate. Frameworks' facts, the same for every team.
enum FrameworkVocabulary {
    /// The prefixes of UIKit's and AppKit's types (`UILabel`, `NSTableView`).
    static let uiPrefixes = ["UI", "NS"]

    /// The modules of UIKit and AppKit.
    static let uiModules = ["UIKit", "AppKit"]

    /// Suffixes of UIKit's and AppKit's views, as a type's name ends (`UIButton`,
    /// `NSSearchField`), for a view model that names one.
    static let viewTypeSuffixes = ["View", "Label", "Button", "Field", "Control", "Switch", "Slider", "Bar"]

    /// SwiftUI's hosting controllers, which keep a SwiftUI view and its model.
    static let hostingControllers = ["UIHostingController", "NSHostingController"]

    /// The protocols of an app's delegate, which lives as long as the app.
    static let appDelegates = ["UIApplicationDelegate", "NSApplicationDelegate"]

    /// MapKit's protocols of what a map draws.
    static let mapElementProtocols = ["MKAnnotation", "MKOverlay"]

    /// Suffixes of a project's types made for a map to draw (`UserAnnotation`).
    static let mapElementSuffixes = ["Annotation", "Overlay"]

    /// Types through which a screen keeps data on the device: defaults, Core Data, files,
    /// archives, the keychain, Realm.
    static let persistenceTypes = [
        "UserDefaults", "NSUbiquitousKeyValueStore", "NSManagedObjectContext", "NSPersistentContainer", "NSFetchRequest",
        "FileManager", "NSKeyedArchiver", "NSKeyedUnarchiver", "Realm", "SecItemAdd", "SecItemUpdate", "SecItemCopyMatching", "Keychain",
    ]

    /// Suffixes of WebKit's delegate protocols: their adopter loads pages.
    static let webViewDelegateSuffixes = ["WKNavigationDelegate", "WKUIDelegate"]

    /// Delegates whose adopter must also be a navigation controller's delegate
    /// (`(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`): the pair is
    /// one responsibility.
    static let navigatingDelegates: Set<String> = ["UIImagePickerControllerDelegate", "UIVideoEditorControllerDelegate"]
    static let navigationDelegate = "UINavigationControllerDelegate"

    /// The stores a session's configuration keeps on the device: emptying its cache or its
    /// cookies sends nothing.
    static let sessionLocalStores: Set<String> = ["urlCache", "httpCookieStorage", "urlCredentialStorage"]

    /// Names of types that are protocols though not named as one by Cocoa's suffixes.
    static let unsuffixedProtocols = ["Error", "NSObjectProtocol", "AnyObject", "Identifiable"]

    /// Suffixes of protocols by Cocoa and Swift naming conventions.
    static let protocolSuffixes = ["Delegate", "DataSource", "Protocol", "able", "ible", "Convertible", "Representable", "Sendable"]
}

extension FrameworkVocabulary {
    /// Suffixes of a framework's or library's workers (`MXSession`, `AVCaptureSession`,
    /// `AVAudioRecorder`): the client of a service or a media worker, not a screen's data.
    static let workerSuffixes = ["Session", "Recorder", "Player", "Engine"]
    /// A framework's store (`HKHealthStore`, `EKEventStore`, `CNContactStore`): a worker
    /// too. Named so in full: a bare `Store` is as often a shop, which is data.
    static let storeSuffix = "Store"

    /// Foundation's notification types, whose `Name(…)` makes a notification name.
    static let notificationTypes = ["Notification", "NSNotification"]

    /// The root view classes, which a private helper taking a view to add is handed.
    static let rootViews: [StaticString] = ["UIView", "NSView"]

    /// Alerts and transient progress overlays, whose look a controller sets where it shows
    /// them: UIKit's alert, and the HUD libraries'.
    static let overlayTypes = ["UIAlertController", "JGProgressHUD", "MBProgressHUD", "SVProgressHUD"]

    /// The views a framework controller holds for its subclasses, by the controller's class.
    static let inheritedViews: [String: [String: String]] = [
        "UITableViewController": ["tableView": "UITableView"], "UICollectionViewController": ["collectionView": "UICollectionView"],
    ]

    /// What a progress overlay shows while it waits: a spinner, a blur.
    static let progressIndicators: Set<String> = ["UIActivityIndicatorView", "UIVisualEffectView", "NSProgressIndicator"]

    /// Controllers a screen installs in its container's chrome (`navigationItem.searchController`):
    /// their bars are the container's, as the navigation bar is.
    static let chromeControllers = ["UISearchController"]

    /// The bars a navigation or tab bar controller owns, by the container's class: its own
    /// to style, as a view controller styles nothing else.
    static let containerBars: [String: [String]] = [
        "UINavigationController": ["navigationBar", "toolbar"], "UITabBarController": ["tabBar"],
    ]
}
