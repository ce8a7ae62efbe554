/// `controller_state` examples of values held elsewhere: behind a wrapper, a reference, an
/// `override`; and of plumbing a wrapper keeps.
enum ControllerStateWrapperExemptExamples {
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
                @IBAction func edit(_ sender: Any) {
                    matomo = editor.edited(matomo)
                    accountManager = editor.edited(accountManager)
                    api = editor.edited(api)
                    clock = editor.edited(clock)
                    isScrolledToBottom = editor.edited(isScrolledToBottom)
                }
            }
            """, exempts: ["reference_wrappers"]),
        // So does a project's wrapper whose value has a getter alone: the controller keeps a
        // key path, and cannot change the value.
        Example("""
            final class WalletViewController: UIViewController {
                @InjectedProvider(\\.settings) var settings: WalletSettings
                @IBAction func edit(_ sender: Any) { settings = editor.edited(settings) }
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
                @IBAction func edit(_ sender: Any) {
                    divider = editor.edited(divider)
                    popover = editor.edited(popover)
                    trackingArea = editor.edited(trackingArea)
                    spinner = editor.edited(spinner)
                    feedbackController = editor.edited(feedbackController)
                    sliders = editor.edited(sliders)
                    searchLoader = editor.edited(searchLoader)
                }
            }
            final class MapViewController: UIViewController {
                private var vesselMarkers = Set<GMSMarker>()
                private var route: GMSPolyline?
                @IBAction func edit(_ sender: Any) { vesselMarkers = editor.edited(vesselMarkers); route = editor.edited(route) }
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
                @IBAction func edit(_ sender: Any) {
                    userDisposable = editor.edited(userDisposable)
                    disposable = editor.edited(disposable)
                    imageRequest = editor.edited(imageRequest)
                    searchTask = editor.edited(searchTask)
                    pipController = editor.edited(pipController)
                }
            }
            """, exempts: ["plumbing_types", "views_and_ui_objects"]),
        // MapKit's annotations and overlays, the system's or a project's, are what the map shows.
        Example("""
            final class ShareLocationViewController: UIViewController {
                private var dropPin: MKPointAnnotation?
                private var userAnnotation: UserAnnotation?
                private var path: MKPolyline?
                @IBAction func edit(_ sender: Any) {
                    dropPin = editor.edited(dropPin)
                    userAnnotation = editor.edited(userAnnotation)
                    path = editor.edited(path)
                }
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
                @IBAction func edit(_ sender: Any) {
                    lastKeyboardFrame = editor.edited(lastKeyboardFrame)
                    lastLaidOutSize = editor.edited(lastLaidOutSize)
                    dragStart = editor.edited(dragStart)
                    cachedCellSizes = editor.edited(cachedCellSizes)
                    outlinePosition = editor.edited(outlinePosition)
                    cellHeights = editor.edited(cellHeights)
                    estimatedRowHeights = editor.edited(estimatedRowHeights)
                }
            }
            """, exempts: ["row_heights", "views_and_ui_objects"]),
    ]
}
