/// `controller_state` examples of state that looks like UI, plumbing or a collaborator:
/// UIKit's types that carry what is shown, a project's own `Task`, a type nested in the
/// controller, a protocol or a type named like a view, subjects that keep a value, and a
/// value an extension makes adopt a capability.
enum ControllerStateLookalikeExamples {
    static let triggering = [
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
                @IBAction func edit(_ sender: Any) {
                    photo = editor.edited(photo)
                    tint = editor.edited(tint)
                    mode = editor.edited(mode)
                    titles = editor.edited(titles)
                    details = editor.edited(details)
                    suggestions = editor.edited(suggestions)
                    selectedItem = editor.edited(selectedItem)
                    isHeaderView = editor.edited(isHeaderView)
                    isStripeHiddenInView = editor.edited(isStripeHiddenInView)
                    tags = editor.edited(tags)
                    items = editor.edited(items)
                }
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
                @IBAction func edit(_ sender: Any) {
                    tasks = editor.edited(tasks)
                    rows = editor.edited(rows)
                    lastSender = editor.edited(lastSender)
                    spacing = editor.edited(spacing)
                    font = editor.edited(font)
                    actions = editor.edited(actions)
                }
            }
            """, otherFiles: ["Task.swift": "struct Task { var title: String }\nstruct Row { var id: Int }"]),
        // A type nested in a controller is not UI, as one nested in a view is.
        Example("class FeedViewController: UIViewController {\n    enum Mode { case list, grid }\n    var ↓mode: FeedViewController.Mode = .list\n    @IBAction func showGrid(_ sender: Any) { mode = .grid }\n}"),
        // A protocol stands for a view only when it is named for a view that adopts it.
        Example("""
            final class ProfileViewController: UIViewController {
                private var ↓source: SourceProtocol?
                private var ↓header: HeaderProtocol?
                @IBAction func edit(_ sender: Any) { source = editor.edited(source); header = editor.edited(header) }
            }
            """, otherFiles: ["Types.swift": """
                protocol SourceProtocol {}
                final class Source: SourceProtocol {}
                protocol HeaderProtocol {}
                final class Header: UIView {}
                """]),
        // A type that keeps content named like a view (`RepositoryLabel`), or an image, is
        // not one that works on the UI.
        Example("""
            final class IssuesViewController: UIViewController {
                private var ↓models: [IssueModel] = []
                private var ↓cover: Cover?
                @IBAction func edit(_ sender: Any) { models = editor.edited(models); cover = editor.edited(cover) }
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
                @IBAction func edit(_ sender: Any) {
                    text = editor.edited(text)
                    draft = editor.edited(draft)
                    tally = editor.edited(tally)
                    reportCrashes = editor.edited(reportCrashes)
                    showsTips = editor.edited(showsTips)
                    selectedStore = editor.edited(selectedStore)
                }
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
                @IBAction func edit(_ sender: Any) { lastRefresh = editor.edited(lastRefresh); tab = editor.edited(tab) }
            }
            """, otherFiles: ["Capabilities.swift": """
                protocol CurrentDateProviding {}
                protocol TabNotifying {}
                extension Date: CurrentDateProviding {}
                final class Tab { var url: URL? }
                extension Tab: TabNotifying {}
                """]),
    ]
}
