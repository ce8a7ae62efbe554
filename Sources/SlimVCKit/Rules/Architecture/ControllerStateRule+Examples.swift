enum ControllerStateExamples {
    static let triggering = [
        Example("""
            final class ArticlesViewController: UIViewController {
                private var ↓articles: [Article] = []
                var ↓selectedIndex = 0
                private var ↓isLoading: Bool = false {
                    didSet { spinner.isHidden = !isLoading }
                }
                private var ↓results: NSFetchedResultsController<Item>?
            }
            """),
        Example("class FeedViewController: BaseViewController {\n    var ↓page = 1\n}",
                otherFiles: ["Base.swift": "class BaseViewController: UIViewController {}"]),
    ]

    static let nonTriggering = [
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
            }
            """),
        Example("final class Store {\n    var articles: [Article] = []\n}\nextension ArticlesViewController {\n    var title2: String { \"\" }\n}"),
        Example("final class ArticleCardView: UIView {\n    var article: Article?\n}"),
    ]
}
