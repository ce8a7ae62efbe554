enum ControllerStateExamples {
    static let triggering = ControllerStateTypeExamples.triggering + ControllerStateOptionExamples.triggering
        + ControllerStateWrapperExamples.triggering + [
        // A name says nothing of a plain value, a collection or a project's struct or enum.
        Example("""
            final class BrowserViewController: UIViewController {
                private lazy var ↓userClient: String = { "Trust/" + version }()
                var ↓dataProvider = [Message]()
                var ↓selectedProvider: ProviderOption = .google
                private var ↓lastPresenter: (Alert & Dismissing, Int)?
            }
            enum ProviderOption { case google, bing }
            """),
        // A controller not added as a child, and a list of what keeps a service, may be state.
        Example("""
            final class PlayerViewController: UIViewController {
                var ↓webpage = STWebpageController()
                private var ↓downloads: [Download] = []
                private var ↓queued = [Download]()
                private var ↓finished: Set<Download> = []
                func show() { present(webpage, animated: true) }
            }
            final class Download {
                let client: DownloadClient
                var progress = 0.0
            }
            final class OptionsViewController: UIViewController {
                var ↓passwordOption: OptionItem?
            }
            final class OptionItem {
                var contentProvider: ContentProvider?
                var enabled = false
            }
            """),
        // A list of sessions, and a project's own session, may be the screen's data.
        Example("""
            final class TabTrayController: UIViewController {
                private var ↓sessionList = [OpenDistantSession]()
                private var ↓workout: WorkoutSession?
                private var ↓players: [AVPlayer] = []
                var ↓opponent: Player?
            }
            struct WorkoutSession { var laps: [Double] }
            struct Player { let name: String }
            """),
        // What a method of the controller returns may be state too.
        Example("""
            final class TokensViewController: UIViewController {
                private lazy var ↓tokens = makeTokens()
                private func makeTokens() -> [Token] { [] }
            }
            struct Token { let symbol: String }
            """),
        // A value read, besides its address taken, is state.
        Example("""
            final class PlayerViewController: UIViewController {
                private var ↓observing = 0
                func observe() { player.addObserver(self, forKeyPath: "rate", options: .new, context: &observing) }
                func stop() { if observing > 0 { print(self.observing) } }
            }
            """),
        // UIKit's types that carry what is shown, and a project's own `UI…` type, may be state.
        Example("""
            class PhotoViewController: UIViewController {
                var ↓photo: UIImage?
                private var ↓tint: UIKit.UIColor = .black
                private var ↓mode = UIState()
                private var ↓titles = [UIAlertAction: String]()
                private lazy var ↓details: Details = { Details(id: 1) }()
                var ↓suggestions: [AutocompleteCompletion] = []
                var ↓selectedItem = Article(id: 1)
                var ↓isHeaderView = false
                private var ↓isStripeHiddenInView = Defaults.stripeHiddenInView()
                var ↓tags = Set<String>()
                private var ↓items: [FeedItem] = []
                func flip() { isHeaderView.toggle() }
            }
            """, otherFiles: ["UIState.swift": "final class UIState { var step = 0 }"]),
        // A project's own `Task`, a type alias of state, and a value kept as `AnyObject`
        // under a name that says nothing are state.
        Example("""
            final class TodoViewController: UIViewController {
                typealias Rows = [Row]
                var ↓tasks: [Task] = []
                var ↓rows: Rows = []
                var ↓lastSender: AnyObject?
                var ↓spacing = 8 as CGFloat
                var ↓font = UIFont.preferredFont(forTextStyle: .body)
                var ↓actions = Settings.playerActions()
            }
            """, otherFiles: ["Task.swift": "struct Task { var title: String }\nstruct Row { var id: Int }"]),
        // A type nested in a controller is not UI, as one nested in a view is.
        Example("class FeedViewController: UIViewController {\n    enum Mode { case list, grid }\n    var ↓mode: FeedViewController.Mode = .list\n}"),
        // A protocol stands for a view only when it is named for a view that adopts it.
        Example("""
            final class ProfileViewController: UIViewController {
                private var ↓store: StoreProtocol?
                private var ↓header: HeaderProtocol?
            }
            """, otherFiles: ["Types.swift": """
                protocol StoreProtocol {}
                final class Store: StoreProtocol {}
                protocol HeaderProtocol {}
                final class Header: UIView {}
                """]),
        // A type that keeps content named like a view (`RepositoryLabel`), or an image, is
        // not one that works on the UI.
        Example("""
            final class IssuesViewController: UIViewController {
                private var ↓models: [IssueModel] = []
                private var ↓cover: Cover?
            }
            """, otherFiles: ["Models.swift": """
                struct RepositoryLabel { let name: String }
                final class IssueModel { let labels: [RepositoryLabel] = [] }
                struct Cover { var image: UIImage }
                """]),
        // Subjects that keep a value, and a type whose superclass keeps one, are state.
        Example("""
            final class EditorViewController: UIViewController {
                var ↓text = CurrentValueSubject<String, Never>("")
                var ↓draft = BehaviorRelay<String>(value: "")
                var ↓tally: WordTally?
                private var ↓reportCrashes = CrashSettings.didOptIn
                private var ↓showsTips: Bool = CrashSettings.showsTips
                private var ↓selectedStore: Store?
            }
            """, otherFiles: ["WordTally.swift": """
                class Counter { var count = 0 }
                final class WordTally: Counter {}
                struct CrashSettings { static var didOptIn = false; static var showsTips = true }
                """]),
        // A value that an extension makes adopt a capability is still a value.
        Example("""
            final class HistoryViewController: UIViewController {
                private var ↓lastRefresh: Date
                private var ↓tab: Tab
            }
            """, otherFiles: ["Capabilities.swift": """
                protocol CurrentDateProviding {}
                protocol TabNotifying {}
                extension Date: CurrentDateProviding {}
                final class Tab { var url: URL? }
                extension Tab: TabNotifying {}
                """]),
    ]

    static let nonTriggering = ControllerStateTypeExamples.nonTriggering + ControllerStateOptionExamples.nonTriggering
        + ControllerStateWrapperExamples.nonTriggering + [
        // A container of screens has no screen, and no DataController, of its own.
        Example("""
            final class ThemeNavigationController: UINavigationController {
                var style: ThemeStyle = .dark
            }
            final class CheckoutFlowController: FlowNavigationController {
                var step = 0
            }
            final class AddWalletNavigationController: UINavigationController {
                var wallet: Wallet?
            }
            """, otherFiles: ["FlowNavigationController.swift": "class FlowNavigationController: UINavigationController {}",
                              // The same name in another target, on another base: this declaration is a container.
                              "AddWallet.swift": "final class AddWalletNavigationController: CNavigationController {}\nclass CNavigationController: UIViewController {}"]),
        Example("""
            final class ArticlesViewController: UIViewController {
                @IBOutlet private var tableView: UITableView!
                private lazy var refreshControl = UIRefreshControl()
                private var heightConstraint: NSLayoutConstraint?
                private var longPress: UILongPressGestureRecognizer!
                private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(close))
                private var stack = UIStackView(arrangedSubviews: [])
                private lazy var header: ArticleHeaderView = { ArticleHeaderView() }()
                private var child: UIViewController?
                weak var delegate: ArticlesDelegate?
                private var dataController: ArticlesDataController
                private var coordinator: AppCoordinator!
                lazy var backButton: UIBarButtonItem = { UIBarButtonItem() }()
                private let disposeBag = DisposeBag()
                private var cancellables = Set<AnyCancellable>()
                private var bag = [AnyCancellable]()
                private var subscription: OCDataSourceSubscription?
                private var observer: NSObjectProtocol?
                var onFinish: (() -> Void)?
                let pageSize = 20
                static var shared = 0
                var count: Int { dataController.count }
                private var content: UIViewController & PopoverContent
                var activeChild: (UIViewController & CameraStreamHandler)?
                private var registration: UICollectionView.CellRegistration<UICollectionViewCell, Item>?
                var buttonConfiguration: UIButton.Configuration?
                private var dataSource: UITableViewDiffableDataSource<Section, Item>!
                private lazy var picker = UIImagePickerController()
                private var insets: UIEdgeInsets = .zero
                private let feedback = UIImpactFeedbackGenerator(style: .light)
                var symbols: UIImage.SymbolConfiguration?
                var transition: UIViewControllerTransitioningDelegate?
                var doneHandler: DoneHandler?
                lazy var progress: Completion = { result in print(result) }
                var makeCommand = { () -> Command in Command() }
                private var observations = Set<NSKeyValueObservation>()
                private var resultsToken: NotificationToken?
                var searchDelegate: SearchViewControllerDelegate?
                private var multicastDelegate = MulticastDelegate<UINavigationControllerDelegate>()
                private var overlayWindowController: ConnectingWindowController?
                private var transitionAnimator = SheetAnimator()
                private lazy var playButton = {
                    let symbols = UIImage.SymbolConfiguration(pointSize: 64)
                    return UIButton(configuration: .plain())
                }()
                private var iconImageView = ResourceViewHost()
            }
            """),
        Example("final class Store {\n    var articles: [Article] = []\n}\nextension ArticlesViewController {\n    var title2: String { \"\" }\n}"),
        Example("final class ArticleCardView: UIView {\n    var article: Article?\n}"),
        // UIKit's types the project extends, or builds its own on, are UI all the same; so are
        // its layout types named `NS…` (`NSDirectionalEdgeInsets`, `NSCollectionLayoutSection`).
        Example("""
            final class ShareViewController: UIViewController {
                private var shareItem: ShareItem?
                private var insets: UIEdgeInsets = .zero
                private var containerInsets: NSDirectionalEdgeInsets?
                private var section: NSCollectionLayoutSection?
                private var anchor: NSLayoutYAxisAnchor?
                private var pendingSearch: DispatchWorkItem?
                private var dataSource: FeedDataSource?
                private lazy var entityObserver = EntityObserver(context: context)
            }
            """, otherFiles: ["UIKit+App.swift": """
                extension UIEdgeInsets {}
                final class ShareItem: UIBarButtonItem {}
                final class FeedDataSource: UITableViewDiffableDataSource<Int, Item> {}
                """]),
        // Timers, tasks, operations and queues are plumbing, alone, in a list or as a
        // dictionary's values; so are a file's aliases of UI or callback
        // types, and tokens kept as `Any` under an observer's name. A view cast from
        // another, or made by a static method named for its type, is a view. An `override`
        // observes a property its superclass holds.
        Example("""
            final class SearchViewController: UIViewController {
                typealias DataSource = UITableViewDiffableDataSource<Int, Item>
                typealias Done = (Bool)
                    -> Void
                private var searchTimer: Timer?
                private var loadTask: Task<Void, Never>?
                private var fetches: [Task<Data, Error>] = []
                private var thumbnailFetches: [IndexPath: BlockOperation] = [:]
                private var observations = [String: NSKeyValueObservation]()
                private var subscriptions: [UUID: Set<AnyCancellable>] = [:]
                private let queue = DispatchQueue(label: "search")
                private var group = DispatchGroup()
                private lazy var operations: OperationQueue = { OperationQueue() }()
                private var keyboardObserver: AnyObject?
                private var themeListener: Any?
                private lazy var dataSource = DataSource(tableView: tableView) { _, _, _ in nil }
                var onDone: Done?
                lazy var searchView = self.view as? SearchView
                lazy var detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                private lazy var closeItem = UIBarButtonItem.makeCloseBarButtonItem(target: self)
                override var title: String? { didSet { titleLabel.text = title } }
            }
            """),
        // A service behind a capability protocol (`…ing`), or a type declared adopting one.
        Example("""
            final class ListingsViewController: UIViewController {
                var faviconLoader: FaviconLoading
                var provider: Networking!
                var store: Store
            }
            """, otherFiles: ["Services.swift": """
                protocol FaviconLoading {}
                protocol NetworkingType {}
                struct Networking: NetworkingType { let provider: Provider }
                protocol Store: KeyValueStoring {}
                protocol KeyValueStoring {}
                """]),
    ]
}
