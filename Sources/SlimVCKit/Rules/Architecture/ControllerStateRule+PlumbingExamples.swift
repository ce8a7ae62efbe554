/// `controller_state` examples of plumbing, which keeps no state: a diffable data source, a
/// flag that makes a registration happen once, a key-value observing context, an event
/// channel, and a type without stored properties, or with callbacks and weak references alone.
enum ControllerStatePlumbingExamples {
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
                @IBAction func subscribe(_ sender: Any) {
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
                @IBAction func edit(_ sender: Any) {
                }
            }
            """, exempts: ["registration_flags"]),
        // A key-value observing context is used by its address alone; a value read is state.
        Example("""
            final class BrowserViewController: UIViewController {
                private var myContext = 0
                @IBAction func observe(_ sender: Any) { webView.addObserver(self, forKeyPath: "url", options: .new, context: &myContext) }
                func change(_ context: UnsafeMutableRawPointer?) {
                    if context != &self.myContext { return }
                    print(other.myContext)
                }
            }
            """, exempts: ["address_only_contexts"]),
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
                @IBAction func edit(_ sender: Any) {
                    finished = editor.edited(finished)
                    taps = editor.edited(taps)
                    results = editor.edited(results)
                    formatBarFactory = editor.edited(formatBarFactory)
                    formatter = editor.edited(formatter)
                    dates = editor.edited(dates)
                    imagePicker = editor.edited(imagePicker)
                    routing = editor.edited(routing)
                }
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
                """], exempts: ["plumbing_types", "stateless_project_types"]),
    ]
}
