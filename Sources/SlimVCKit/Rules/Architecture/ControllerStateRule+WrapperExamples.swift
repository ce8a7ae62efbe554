/// `controller_state` examples of properties behind a wrapper: state when the wrapper keeps
/// the value in the controller, not when a dependency container or a binding's owner does;
/// and of AppKit's, Google Maps' and MapKit's UI objects, whose prefixes other types
/// share, Core Graphics' geometry and libraries' plumbing.
enum ControllerStateWrapperExamples {
    static let triggering = [
        // A `CGFloat` is a number, which may be what the screen shows (a download's progress).
        Example("""
            final class DownloadViewController: UIViewController {
                private var ↓progress: CGFloat = 0
                func update(_ value: CGFloat) { progress = value }
            }
            """),
        // A number per row other than its height, and a project's place, even one a map can
        // show, are the screen's data. A collaborator's suffix counts as a word of its own
        // (`downloader` is no `Loader`).
        Example("""
            final class DownloadsViewController: UIViewController {
                private var ↓progressByRow: [IndexPath: Double] = [:]
                private var ↓downloader: TWRDownload?
                private var ↓widths = [String: CGFloat]()
                private var ↓meetingPoint: Place?
            }
            final class Place: NSObject, MKAnnotation, Codable {
                var coordinate: CLLocationCoordinate2D
                init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
            }
            """),
        // A project's request is the screen's data, not a library's task kept to be cancelled.
        Example("""
            final class FriendsViewController: UIViewController {
                private var ↓pendingRequest: FriendRequest?
            }
            struct FriendRequest { let from: String }
            """),
        // A wrapper that keeps its value in the controller is state: a published list, an actor's total.
        Example("""
            final class StorageViewController: UIViewController {
                @Published var ↓files: [File] = []
                @MainActor private var ↓totalSize: UInt64 = 0
            }
            struct File { let name: String }
            """),
        // A project's wrapper that keeps the value it wraps (a getter and a setter) keeps it
        // in the controller.
        Example("""
            final class PlayerViewController: UIViewController {
                @Clamped(0...10) private var ↓volume = 5
                func louder() { volume += 1 }
            }
            @propertyWrapper struct Clamped {
                private var value: Int
                let range: ClosedRange<Int>
                var wrappedValue: Int {
                    get { value }
                    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
                }
                init(wrappedValue: Int, _ range: ClosedRange<Int>) { (value, self.range) = (wrappedValue, range) }
            }
            """),
        // A project's value named like a UI object is still a value.
        Example("""
            final class MarketViewController: UIViewController {
                private var ↓indicator: MarketIndicator?
            }
            final class MarketIndicator {
                let marketCap: String
                init(marketCap: String) { self.marketCap = marketCap }
            }
            """),
    ]

    static let nonTriggering = [
        // A dependency container keeps the services it hands out; a binding's owner keeps its state.
        Example("""
            final class FileListViewController: UIViewController {
                @LazyInjectService private var matomo: MatomoUtils
                @InjectService var accountManager: AccountManageable
                @Injected(\\.apiClient) private var api: APIClient
                @Dependency(\\.continuousClock) var clock
                @Resolver.Injected var downloadQueue: DownloadQueueable
                @Binding private var isScrolledToBottom: Bool
            }
            """, exempts: ["reference_wrappers"]),
        // So does a project's wrapper whose value has a getter alone: the controller keeps a
        // key path, and cannot change the value.
        Example("""
            final class WalletViewController: UIViewController {
                @InjectedProvider(\\.settings) var settings: WalletSettings
            }
            @propertyWrapper struct InjectedProvider<T> {
                var wrappedValue: T { InjectValues.current[keyPath: keyPath] }
                private let keyPath: KeyPath<InjectValues, T>
                init(_ keyPath: KeyPath<InjectValues, T>) { self.keyPath = keyPath }
            }
            struct WalletSettings { var currency: String }
            """, exempts: ["read_only_wrappers"]),
        Example("""
            final class TabBarViewController: NSViewController {
                private lazy var divider = NSBox()
                private var popover: NSPopover?
                private var trackingArea: NSTrackingArea?
                private var spinner: NSProgressIndicator!
                private var feedbackController: NSHostingController<FeedbackView>?
                private lazy var sliders: [NSSlider] = [bassSlider, trebleSlider]
                private var searchLoader: SearchLoader?
            }
            final class MapViewController: UIViewController {
                private var vesselMarkers = Set<GMSMarker>()
                private var route: GMSPolyline?
            }
            """, exempts: ["views_and_ui_objects"]),
        // A library's plumbing: a disposable, a request or a task kept to be cancelled, a
        // picture-in-picture controller.
        Example("""
            final class PartyViewController: UIViewController {
                var userDisposable: Disposable?
                private var disposable = ScopedDisposable(CompositeDisposable())
                private var imageRequest: DataRequest?
                private var searchTask: URLSessionDataTask?
                private var pipController: AVPictureInPictureController?
            }
            """, exempts: ["plumbing_types", "views_and_ui_objects"]),
        // MapKit's annotations and overlays, the system's or a project's, are what the map shows.
        Example("""
            final class ShareLocationViewController: UIViewController {
                private var dropPin: MKPointAnnotation?
                private var userAnnotation: UserAnnotation?
                private var path: MKPolyline?
            }
            final class UserAnnotation: NSObject, MKAnnotation {
                var coordinate: CLLocationCoordinate2D
                init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
            }
            """, exempts: ["views_and_ui_objects", "map_elements"]),
        // Core Graphics' geometry kept for layout or a gesture: a frame, a size, a point.
        Example("""
            final class ChatViewController: UIViewController {
                private(set) var lastKeyboardFrame: CGRect?
                private var lastLaidOutSize: CGSize = .zero
                private var dragStart = CGPoint.zero
                private var cachedCellSizes = [String: CGSize]()
                private var outlinePosition: NSRect?
                var cellHeights: [IndexPath: CGFloat] = [:]
                private var estimatedRowHeights = [IndexPath: CGFloat]()
            }
            """, exempts: ["row_heights", "views_and_ui_objects"]),
    ]
}
