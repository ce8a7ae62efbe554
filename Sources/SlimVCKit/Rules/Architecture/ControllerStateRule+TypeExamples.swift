/// `controller_state` examples of flags, and of values whose type makes them no state: plumbing,
/// services, helpers and views.
enum ControllerStateTypeExamples {
    static let triggering = [
        // A dictionary of values, or of plumbing's own names for state, is state.
        Example("""
            final class InboxViewController: UIViewController {
                private var ↓badges: [IndexPath: Int] = [:]
                private var ↓currentOperation: BackupOperation?
                private var ↓unread = [String: [Message]]()
            }
            enum BackupOperation { case backup, restore }
            """),
        // A helper that keeps a value of its own beside its delegate holds state, as does one
        // that keeps the project's own session value.
        Example("""
            final class ProfileViewController: UIViewController {
                private var ↓upload: PhotoUpload?
                private var ↓account: AccountHolder?
            }
            final class PhotoUpload {
                weak var delegate: PhotoUploadDelegate?
                var progress = 0.0
            }
            final class AccountHolder { var session: UserSession? }
            struct UserSession { let token: String }
            """),
        // So does one that keeps a value beside its callbacks.
        Example("""
            final class TicketsViewController: UIViewController {
                private var ↓ticket: Ticket?
            }
            struct Ticket {
                let id: String
                let onCancel: () -> Void
            }
            """),
        // A flag set once around other work, or set back, is state.
        Example("""
            final class FeedViewController: UIViewController {
                private var ↓hasLoaded = false
                private var ↓didRegister = false
                private var ↓isObserving = false
                private var ↓isAttached = false
                override func viewDidAppear(_ animated: Bool) {
                    if !hasLoaded {
                        load()
                        hasLoaded = true
                    }
                    if !didRegister {
                        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .feedsChanged, object: nil)
                        didRegister = true
                    }
                    if !isObserving {
                        Theme.shared.register(client: self)
                        isObserving = true
                    }
                    if isObserving { print("observing") }
                }
                func reset() { self.didRegister = false }
                func attach(to other: FeedViewController) {
                    if !isAttached {
                        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .feedsChanged, object: other)
                        other.isAttached = true
                    }
                }
            }
            """),
    ]

    static let nonTriggering = [
        // A diffable data source, made by a method of the controller or named through an
        // alias in a view model, is table plumbing.
        Example("""
            final class AccountsViewController: UIViewController {
                private lazy var dataSource = makeDataSource()
                private lazy var supportSource: SupportViewModel.DataSource = self.makeSupportSource()
                private func makeDataSource() -> AccountsViewModel.Source { AccountsViewModel.Source(tableView: tableView) }
            }
            extension AccountsViewController {
                func makeSupportSource() -> SupportViewModel.DataSource { SupportViewModel.DataSource(tableView: tableView) }
            }
            """, otherFiles: ["ViewModels.swift": """
                final class AccountsViewModel {
                    final class Source: UITableViewDiffableDataSource<Int, String> {}
                }
                final class SupportViewModel {
                    typealias DataSource = UITableViewDiffableDataSource<Int, String>
                }
                """]),
        // A flag that makes a registration happen once is plumbing too, and so read to undo it.
        Example("""
            final class TimelineViewController: NSViewController {
                private var didRegisterForNotifications = false
                private var _themeRegistered: Bool = false
                override func viewDidLoad() {
                    if !didRegisterForNotifications {
                        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .feedsChanged, object: nil)
                        didRegisterForNotifications = true
                    }
                }
                override func viewDidAppear(_ animated: Bool) {
                    if view.window != nil, !self._themeRegistered {
                        self._themeRegistered = true
                        Theme.shared.register(client: self)
                    }
                }
                private var isSubscribed = false
                func subscribe() {
                    guard !isSubscribed else { return }
                    isSubscribed = true
                    store.register(observer: self)
                }
                deinit {
                    if _themeRegistered {
                        Theme.shared.unregister(client: self)
                    }
                    if isSubscribed { store.unregister(observer: self) }
                }
            }
            """),
        // A key-value observing context is used by its address alone; a value read is state.
        Example("""
            final class BrowserViewController: UIViewController {
                private var myContext = 0
                func observe() { webView.addObserver(self, forKeyPath: "url", options: .new, context: &myContext) }
                func change(_ context: UnsafeMutableRawPointer?) {
                    if context != &self.myContext { return }
                    print(other.myContext)
                }
            }
            """),
        // An event channel keeps no value; a type without stored properties, or with only
        // `weak` references back to its delegate, or callbacks alone, holds nothing.
        Example("""
            final class EditorViewController: UIViewController {
                var finished = PublishSubject<Void>()
                private var taps = PassthroughSubject<Int, Never>()
                lazy var pin: Observable<String> = { keypad.stringValue.takeUntil(viewWillDisappear) }()
                var results: AnyPublisher<[Draft], Never>?
                private lazy var formatBarFactory: FormatBarFactory = { FormatBarFactory() }()
                private var formatter = DraftFormatter()
                private var dates = DateLabelFormatter()
                private lazy var timeFormatter: DateComponentsFormatter = { DateComponentsFormatter() }()
                var imagePicker: PictureTaker?
                private var routing: Routing?
            }
            """, otherFiles: ["Helpers.swift": """
                struct Routing {
                    let onShowAbout: () -> Void
                    let onSignOut: (_ completion: @escaping () -> Void) -> Void
                }
                struct FormatBarFactory {
                    static let height = 44.0
                    var name: String { "format" }
                    func formatBar() -> UIView { UIView() }
                }
                final class DraftFormatter: NSObject {}
                class BaseFormatter: NSObject {}
                final class DateLabelFormatter: BaseFormatter {}
                final class PictureTaker: NSObject {
                    weak var delegate: PictureTakerDelegate?
                    init(delegate: PictureTakerDelegate) { self.delegate = delegate }
                    func start() { delegate?.present(UIAlertController()) }
                }
                """]),
        // Services are collaborators, by the suffix of their type or protocol.
        Example("""
            final class ReaderViewController: UIViewController {
                var connectionService: ConnectionServiceProtocol!
                private var client: GithubClient!
                private lazy var emailManager = EmailManager()
                private var urlProvider: URLProviderType?
                var vpnGateway: VpnGatewayProtocol!
            }
            """),
        // A data source object holds the list for the screen; a child controller is a screen
        // of its own; a project class that keeps a service is a collaborator.
        Example("""
            final class BookmarksViewController: UIViewController {
                private lazy var dataSource: BookmarksDataSource = { BookmarksDataSource() }()
                private var emptyItemListDataSource: OCDataSourceArray?
                var rolesSectionDatasource: OCDataSourceArray?
                var screenTime = STWebpageController()
                private var player: STPlayerController?
                private var context: AppContext!
                private lazy var deviceMotion: DeviceMotion = { DeviceMotion() }()
                var authenticationController: AuthenticationController?
                func showPlayer() { addChild(self.player!) }
            }
            final class AppContext {
                let apiService: APIService
                var launches = 0
            }
            final class DeviceMotion {
                private let motion = CMMotionManager()
                weak var delegate: DeviceMotionDelegate?
            }
            final class AuthenticationController {
                var authenticationSession: ASWebAuthenticationSession?
                var isAuthenticating = false
            }
            """, otherFiles: ["BookmarksViewController+ScreenTime.swift": """
                extension BookmarksViewController {
                    func showScreenTime() { addChild(screenTime) }
                }
                """]),
        // A framework's or library's session is the client of a service; its recorder or
        // player is a media worker.
        Example("""
            final class ScannerViewController: UIViewController {
                private var session = AVCaptureSession()
                private var recorder: AVAudioRecorder?
                private var player: AVPlayer?
                private var matrixSession: MXSession!
            }
            extension MXSession {
                var isPaused: Bool { state == .paused }
            }
            """),
        // Or by the property's name, when the type (from Objective-C, or a factory) does not tell.
        Example("""
            final class KeyBackupViewController: UIViewController {
                private var errorPresenter: MXKErrorPresentation!
                private lazy var navigationService = factory.makeNavigationService()
                var viewModel: OnboardingModel?
                var interactor: (BackupBusinessLogic & BackupDataStore)?
            }
            """),
        // A helper that keeps a view, a cell or a controller works on the UI: a collaborator.
        Example("""
            final class AboutViewController: UIViewController {
                private var viewSpinner: ViewSpinner?
                private var itemSection: ListSection?
                private var tabs: [TabItem] = []
            }
            """, otherFiles: ["Helpers.swift": """
                final class ViewSpinner { private let view: UIView; init(view: UIView) { self.view = view } }
                final class ListSection { weak var controller: ListViewController? }
                struct TabItem { let title: String; let controller: ListViewController }
                final class ListViewController: UIViewController {}
                """]),
        // A view kept behind a protocol named for it, so that tests can pass a mock.
        Example("""
            final class ProfileViewController: UIViewController {
                private var _mockScreen: ProfileScreenProtocol?
                var screen: ProfileScreenProtocol { _mockScreen ?? view as! ProfileScreen }
            }
            """, otherFiles: ["ProfileScreen.swift": """
                protocol ProfileScreenProtocol: AnyObject {}
                class Screen: UIView {}
                final class ProfileScreen: Screen {}
                extension ProfileScreen: ProfileScreenProtocol {}
                """]),
    ]
}
