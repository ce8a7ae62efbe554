/// `controller_state` examples of the rulebook's "not state": view bookkeeping, child
/// modules' handles, collaborators of any name; and of what stays state beside them.
enum ControllerStateBookkeepingExamples {
    static let triggering = [
        // A flag the controller sets around its own data work is state, even beside view
        // bookkeeping; a number assigned in a scroll callback may be a page. The message
        // names the screen's view model where it keeps one, else the short DataController.
        Example("""
            final class StatusTableViewController: UITableViewController {
                private var ↓isLoading = false
                private var ↓page = 0
                func load() { isLoading = true; api.fetch { self.isLoading = false } }
                override func scrollViewDidScroll(_ scrollView: UIScrollView) { page += 1 }
            }
            """),
        // A value the screen changes itself, beside what its presenter hands it, is state;
        // so is one set where the presenter hands nothing.
        Example("""
            protocol FeedViewInput: AnyObject {
                func display(items: [FeedItem])
                func start()
            }
            final class FeedViewController: UIViewController, FeedViewInput {
                private var ↓items: [FeedItem] = []
                private var ↓startedAt: Date?
                func display(items: [FeedItem]) { self.items = items }
                func remove(at index: Int) { items.remove(at: index) }
                func start() { startedAt = Date() }
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
        // Observer tokens kept as `Any`, in a list too.
        Example("""
            final class InboxViewController: UIViewController {
                private var observers: [Any] = []
                private var notificationTokens: [AnyObject] = []
                private var tokens: [NSObjectProtocol] = []
            }
            """, exempts: ["named_tokens"]),
        // A child module's handles, alone or in a list, are screens within the screen.
        Example("""
            final class WizardViewController: UIViewController {
                private var stepModulesInputs: [Any] = []
                private var childModuleInput: ProfileModuleInput?
                private var outputs: [StepModuleOutputProtocol] = []
            }
            """, exempts: ["child_controllers"]),
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
            }
            """, exempts: ["collaborators", "library_workers"]),
        Example("""
            final class FeedViewController: UIViewController {
                private var api: FeedAPI?
                private var health: HealthStore?
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
