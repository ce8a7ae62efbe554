/// `controller_state` examples of values the controller changes, which are state, and of
/// options it never changes, which are configuration.
enum ControllerStateOptionExamples {
    static let triggering = [
        // A flag, a number or a string the controller changes after it is built, on a user's
        // action or when data arrives, in its body or an extension's, is state.
        // (`didInitialFetch` and `isPinned` are changed by `fetch()`, which `start` calls.)
        Example("""
            final class UploadViewController: UIViewController {
                var ↓isUploading = false
                var ↓retries = 0
                var ↓progress: Double = 0
                var ↓offset = -1
                var ↓status = "Waiting"
                var ↓summary = "\\(count) files"
                private var ↓lastUploadID = "none"
                private var ↓didInitialFetch = false
                private(set) var ↓isPinned = false
                @IBAction func start(_ sender: Any) {
                    if !didInitialFetch, !isPinned { fetch() }
                    client.upload { [weak self] in self?.isUploading = false }
                    retries += 1
                    status = "Uploading"
                }
                private func fetch() { didInitialFetch = true; isPinned.toggle(); lastUploadID = ""; summary = "" }
            }
            """, otherFiles: ["UploadViewController+Progress.swift": """
                extension UploadViewController {
                    func observe() { client.onProgress = { value in self.update(value) } }
                    private func update(_ value: Double) { progress = value; advance(&offset) }
                }
                """]),
        Example("""
            final class ArticlesViewController: UIViewController {
                private var ↓articles: [Article] = []
                var ↓selectedIndex = 0
                private var ↓isLoading: Bool = false {
                    didSet { spinner.isHidden = !isLoading }
                }
                private var ↓results: NSFetchedResultsController<Item>?
                func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { select(indexPath.row) }
                private func select(_ index: Int) { selectedIndex = index }
                func reload() {
                    isLoading = true
                    store.fetch { articles, results in
                        self.articles = articles
                        self.results = results
                        self.isLoading = false
                    }
                }
            }
            """),
        // Observed, it is state others change, whatever sets it.
        Example("final class PlayerViewController: UIViewController {\n    var ↓isPlaying = false {\n        didSet { playButton.isSelected = isPlaying }\n    }\n    @IBAction func play(_ sender: Any) { isPlaying.toggle() }\n}"),
        Example("class FeedViewController: BaseViewController {\n    var ↓page = 1\n    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate: Bool) {}\n    @IBAction func next(_ sender: Any) { page += 1 }\n}",
                otherFiles: ["Base.swift": "class BaseViewController: UIViewController {}"]),
        // One that a method of the controller changes stays state beside a factory that sets it.
        Example("""
            final class LinkViewController: UIViewController {
                var ↓buttonText = "OK"
                static func broken() -> LinkViewController {
                    let screen = LinkViewController()
                    screen.buttonText = "Close"
                    return screen
                }
                @IBAction func retry(_ sender: UIButton) { buttonText = "Retry" }
            }
            """),
        // A base class's value that a subclass of a subclass changes after setting up is state.
        Example("""
            class SplitViewController: UIViewController {
                var ↓canShowAsSplitView = true
            }
            class TasksViewController: SplitViewController {}
            final class DailiesViewController: TasksViewController {
                @objc func toggleLayout() { canShowAsSplitView = false }
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Layout", style: .plain, target: self, action: #selector(toggleLayout))
                }
            }
            """),
    ]

    static let nonTriggering = [
        // Plain values the presenting code hands the screen, which it never changes: options
        // set once when the screen is built (rulebook, "State holders").
        Example("""
            final class FolderViewController: UIViewController {
                var folderID = ""
                var token = #""#
                var host: String?
                var itemID: Int!
                func load() { print(folderID, token, host ?? "", itemID ?? 0) }
            }
            """, exempts: ["unchanged_options"]),
        // A base class's option that its subclasses set while setting themselves up is theirs
        // to configure.
        Example("""
            class SplitViewController: UIViewController {
                var canShowAsSplitView = true
                var maxColumns = 2
            }
            final class PartyViewController: SplitViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    canShowAsSplitView = false
                }
            }
            final class ShopViewController: SplitViewController {
                init() { super.init(nibName: nil, bundle: nil); maxColumns = 3 }
            }
            """, exempts: ["unchanged_options"]),
        // An option set where the controller is presented, which the controller never
        // changes, is configuration: a flag, a number or a string given as a literal.
        Example("""
            final class AccountInspectorViewController: UIViewController {
                var isModal = false
                var maxAlertWidth: CGFloat = 320
                var screenName: String = "AccountInspector"
                var placeholder = #"Name "as shown""#
                override func viewDidLoad() {
                    if isModal == true, maxAlertWidth >= 100, maxAlertWidth != 0 { navigationItem.leftBarButtonItem = doneButton }
                    log.isVerbose = maxAlertWidth > 0
                }
                final class Header {
                    var isModal = false
                    func collapse() { isModal = true }
                }
            }
            """, otherFiles: ["Coordinator.swift": """
                final class Coordinator {
                    func showInspector() {
                        let inspector = AccountInspectorViewController()
                        inspector.isModal = true
                        present(inspector)
                    }
                }
                """], exempts: ["unchanged_options"]),
        // The controller's own factory sets up another instance, as a presenter does.
        Example("""
            final class InactiveLinkViewController: UIViewController {
                var buttonText: String = "OK"
                static func broken() -> InactiveLinkViewController {
                    let screen = InactiveLinkViewController()
                    screen.buttonText = "Close"
                    return screen
                }
                class func expired() -> InactiveLinkViewController {
                    let screen = InactiveLinkViewController()
                    screen.buttonText = "Renew"
                    return screen
                }
            }
            """, exempts: ["unchanged_options"]),
    ]
}
