/// `controller_state` examples of what is no state: a container of screens, views, UI
/// objects, plumbing and collaborators.
enum ControllerStateUIExamples {
    static let nonTriggering = [
        // A container of screens has no screen, and no DataController, of its own.
        Example("""
            final class ThemeNavigationController: UINavigationController {
                var style: ThemeStyle = .dark
                @IBAction func edit(_ sender: Any) { style = editor.edited(style) }
            }
            final class CheckoutFlowController: FlowNavigationController {
                var step = 0
                @IBAction func edit(_ sender: Any) { step = editor.edited(step) }
            }
            final class AddWalletNavigationController: UINavigationController {
                var wallet: Wallet?
                @IBAction func edit(_ sender: Any) { wallet = editor.edited(wallet) }
            }
            """, otherFiles: ["FlowNavigationController.swift": "class FlowNavigationController: UINavigationController {}",
                              // The same name in another target, on another base: this declaration is a container.
                              "AddWallet.swift": "final class AddWalletNavigationController: CNavigationController {}\nclass CNavigationController: UIViewController {}"],
                exempts: ["container_controllers"]),
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
                @IBAction func edit(_ sender: Any) {
                    tableView = editor.edited(tableView)
                    refreshControl = editor.edited(refreshControl)
                    heightConstraint = editor.edited(heightConstraint)
                    longPress = editor.edited(longPress)
                    tap = editor.edited(tap)
                    stack = editor.edited(stack)
                    header = editor.edited(header)
                    child = editor.edited(child)
                    delegate = editor.edited(delegate)
                    dataController = editor.edited(dataController)
                    coordinator = editor.edited(coordinator)
                    backButton = editor.edited(backButton)
                    cancellables = editor.edited(cancellables)
                    bag = editor.edited(bag)
                    subscription = editor.edited(subscription)
                    observer = editor.edited(observer)
                    onFinish = editor.edited(onFinish)
                    count = editor.edited(count)
                    content = editor.edited(content)
                    activeChild = editor.edited(activeChild)
                    registration = editor.edited(registration)
                    buttonConfiguration = editor.edited(buttonConfiguration)
                    dataSource = editor.edited(dataSource)
                    picker = editor.edited(picker)
                    insets = editor.edited(insets)
                    symbols = editor.edited(symbols)
                    transition = editor.edited(transition)
                    doneHandler = editor.edited(doneHandler)
                    progress = editor.edited(progress)
                    makeCommand = editor.edited(makeCommand)
                    observations = editor.edited(observations)
                    resultsToken = editor.edited(resultsToken)
                    searchDelegate = editor.edited(searchDelegate)
                    multicastDelegate = editor.edited(multicastDelegate)
                    overlayWindowController = editor.edited(overlayWindowController)
                    transitionAnimator = editor.edited(transitionAnimator)
                }
            }
            """, exempts: ["callbacks", "plumbing_types", "views_and_ui_objects"]),
        Example("final class Store {\n    var articles: [Article] = []\n}\nextension ArticlesViewController {\n    var title2: String { \"\" }\n}"),
        Example("final class ArticleCardView: UIView {\n    var article: Article?\n}"),
    ]
}

/// More `controller_state` examples of what is no state: UI objects, plumbing and collaborators.
enum ControllerStateMoreUIExamples {
    static let nonTriggering = [
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
                @IBAction func edit(_ sender: Any) {
                    shareItem = editor.edited(shareItem)
                    insets = editor.edited(insets)
                    containerInsets = editor.edited(containerInsets)
                    section = editor.edited(section)
                    anchor = editor.edited(anchor)
                    pendingSearch = editor.edited(pendingSearch)
                    dataSource = editor.edited(dataSource)
                    entityObserver = editor.edited(entityObserver)
                }
            }
            """, otherFiles: ["UIKit+App.swift": """
                extension UIEdgeInsets {}
                final class ShareItem: UIBarButtonItem {}
                final class FeedDataSource: UITableViewDiffableDataSource<Int, Item> {}
                """], exempts: ["plumbing_types", "views_and_ui_objects"]),
        // A weak or unowned reference leaves the value to whoever holds it.
        Example("""
            final class InvoiceViewController: UIViewController {
                weak var invoice: Invoice?
                unowned var account: Account
                @IBAction func edit(_ sender: Any) { invoice = editor.edited(invoice); account = editor.edited(account) }
            }
            """, exempts: ["held_elsewhere"]),
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
                @IBAction func edit(_ sender: Any) {
                    searchTimer = editor.edited(searchTimer)
                    loadTask = editor.edited(loadTask)
                    fetches = editor.edited(fetches)
                    thumbnailFetches = editor.edited(thumbnailFetches)
                    observations = editor.edited(observations)
                    subscriptions = editor.edited(subscriptions)
                    group = editor.edited(group)
                    operations = editor.edited(operations)
                    dataSource = editor.edited(dataSource)
                    onDone = editor.edited(onDone)
                    searchView = editor.edited(searchView)
                    detail = editor.edited(detail)
                    closeItem = editor.edited(closeItem)
                    title = editor.edited(title)
                }
            }
            """, exempts: ["held_elsewhere", "callbacks", "plumbing_types", "views_and_ui_objects"]),
        // A service behind a capability protocol (`…ing`), or a type declared adopting one.
        Example("""
            final class ListingsViewController: UIViewController {
                var faviconLoader: FaviconLoading
                var provider: Networking!
                var store: Store
                @IBAction func edit(_ sender: Any) {
                    faviconLoader = editor.edited(faviconLoader)
                    provider = editor.edited(provider)
                    store = editor.edited(store)
                }
            }
            """, otherFiles: ["Services.swift": """
                protocol FaviconLoading {}
                protocol NetworkingType {}
                struct Networking: NetworkingType { let provider: Provider }
                protocol Store: KeyValueStoring {}
                protocol KeyValueStoring {}
                """], exempts: ["services"]),
    ]
}
