/// `controller_state` examples of the rulebook's "not state": view bookkeeping, child
/// modules' handles, collaborators of any name; and of what stays state beside them.
enum ControllerStateBookkeepingExamples {
    static let triggering = [
        // A flag the controller sets around its own data work is state, and so is a page it
        // turns when the user asks for more. The message says when it is set, and names the
        // screen's view model where it keeps one, else the short DataController.
        Example("""
            final class StatusTableViewController: UITableViewController {
                private var ↓isLoading = false
                private var ↓page = 0
                func load() { isLoading = true; api.fetch { self.isLoading = false } }
                @objc func loadMore() { page += 1; load() }
                override func viewDidLoad() { moreButton.addTarget(self, action: #selector(loadMore), for: .touchUpInside) }
            }
            """),
        // A value the screen changes itself on a user's action, beside what its presenter
        // hands it, is state.
        Example("""
            protocol FeedViewInput: AnyObject {
                func display(items: [FeedItem])
                func start()
            }
            final class FeedViewController: UIViewController, FeedViewInput {
                private var ↓items: [FeedItem] = []
                func display(items: [FeedItem]) { self.items = items }
                func tableView(_ tableView: UITableView, commit style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                    items.remove(at: indexPath.row)
                }
                func start() {}
            }
            """),
    ]

    static let nonTriggering = [
        // View bookkeeping: values written only in view life-cycle, layout, keyboard and
        // scroll callbacks, and sizes or offsets kept for layout.
        Example("""
            final class ComposeViewController: UIViewController {
                private var didLayout = false
                private var isFirstAppearance = true
                private var keyboardHeight: CGFloat = 0
                private var lastContentOffset: CGFloat = 0
                private var isDragging = false
                private var didSetupConstraints = false
                private var isSearchBarConfigured = false
                override func updateViewConstraints() {
                    if !didSetupConstraints { didSetupConstraints = true }
                    super.updateViewConstraints()
                }
                override func viewDidLayoutSubviews() {
                    didLayout = true
                    if !isSearchBarConfigured { isSearchBarConfigured = true }
                }
                override func viewDidAppear(_ animated: Bool) { isFirstAppearance = false }
                @objc func keyboardWillShow(_ notification: Notification) { keyboardHeight = frame.height }
                func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { isDragging = true }
                func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate: Bool) { isDragging = false }
            }
            """, exempts: ["view_bookkeeping"]),
        // Display state: what the presenter hands the view interface it calls, kept to
        // draw again.
        Example("""
            protocol FeedViewInput: AnyObject {
                func display(items: [FeedItemViewModel])
                func showError(_ message: String)
            }
            final class FeedViewController: UIViewController, FeedViewInput {
                var presenter: FeedPresenter!
                private var items: [FeedItemViewModel] = []
                private var errorText: String?
                func display(items: [FeedItemViewModel]) { self.items = items; tableView.reloadData() }
                func showError(_ message: String) { errorText = message }
            }
            """, exempts: ["display_state"]),
        // Observer tokens kept as `Any`, in a list too, set once while the screen is set up.
        Example("""
            final class InboxViewController: UIViewController {
                private var observers: [Any] = []
                private var notificationTokens: [AnyObject] = []
                private var tokens: [NSObjectProtocol] = []
            }
            """, exempts: ["unchanged_options"]),
        // A child module's handles, alone or in a list, set while the screen is built.
        Example("""
            final class WizardViewController: UIViewController {
                private var stepModulesInputs: [Any] = []
                private var childModuleInput: ProfileModuleInput?
                private var outputs: [StepModuleOutputProtocol] = []
            }
            """, exempts: ["unchanged_options"]),
        // Collaborators whatever their name: adapters, defaults, remote configuration,
        // dependency containers, trackers; a framework's store; the project's own networking
        // type, and a project type that keeps a framework's store.
        Example("""
            final class HealthViewController: UIViewController {
                private var healthStore: HKHealthStore?
                private lazy var adapter: ListAdapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
                private var defaults = UserDefaults.standard
                private var remoteConfig: FirebaseRemoteConfig = FirebaseRemoteConfig.shared
                private var dependencies: AppDependencies!
                private var tracker: ScreenTracker?
                @IBAction func edit(_ sender: Any) {
                    healthStore = editor.edited(healthStore)
                    adapter = editor.edited(adapter)
                    defaults = editor.edited(defaults)
                    remoteConfig = editor.edited(remoteConfig)
                    dependencies = editor.edited(dependencies)
                    tracker = editor.edited(tracker)
                }
            }
            """, exempts: ["collaborators", "library_workers"]),
        Example("""
            final class FeedViewController: UIViewController {
                private var api: FeedAPI?
                private var health: HealthStore?
                @IBAction func edit(_ sender: Any) { api = editor.edited(api); health = editor.edited(health) }
            }
            final class HealthStore {
                private var samples: [Sample] = []
                private let store = HKHealthStore()
            }
            final class FeedAPI {
                private var cache: [String: Data] = [:]
                func feed() { URLSession.shared.dataTask(with: feedURL).resume() }
            }
            """, exempts: ["services"]),
    ]
}
