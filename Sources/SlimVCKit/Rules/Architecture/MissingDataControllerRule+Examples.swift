/// Examples of `missing_data_controller`: its docs and its tests.
enum MissingDataControllerExamples {
    static let triggering = [
        // State: a value the screen sets when data arrives, or on a user's action.
        Example("final class ↓ProfileViewController: UIViewController {\n    private var profile: Profile?\n    override func viewDidLoad() { store.load { self.profile = $0 } }\n}"),
        Example("final class ↓AccountViewController: UIViewController {\n    let api = APIClient()\n}",
                otherFiles: ["AccountDataController.swift": "final class AccountDataController {}"]),
        Example("final class ↓LoginVC: UIViewController {\n    private var attempts = 0\n    @IBAction func logIn(_ sender: Any) { attempts += 1 }\n}", options: #"{"suffixes": {"VC": "DC"}}"#),
        // A screen is known by its inheritance, whatever its name: `NewContactController`
        // pairs with `NewContactDataController`.
        Example("""
            final class ↓NewContactController: UITableViewController {
                private var contact = Contact()
                func textFieldDidChangeSelection(_ textField: UITextField) { contact.name = textField.text ?? "" }
            }
            struct Contact { var name = "" }
            """),
        // A view-kind word may drop from the stem: the message suggests `StatusDataController`,
        // and `StatusTableDataController` would pair too.
        Example("final class ↓StatusTableViewController: UITableViewController {\n    private var statuses: [Status] = []\n    func reload() { api.timeline { self.statuses = $0 } }\n}"),
        // Networking or persistence of its own, or the project's networking type it keeps:
        // something for a holder to do.
        Example("""
            final class ↓ReportViewController: UIViewController {
                func send() { URLSession.shared.dataTask(with: reportURL).resume() }
            }
            final class ↓OnboardingViewController: UIViewController {
                func finish() { UserDefaults.standard.set(true, forKey: "onboarded") }
            }
            final class ↓ArticleViewController: UIViewController {
                private let client: ArticleClient
            }
            final class ArticleClient {
                func article(id: String) async throws -> Data { try await URLSession.shared.data(from: url(id)).0 }
            }
            """),
        // A controller that hosts a SwiftUI view but keeps state of its own holds it.
        Example("""
            final class ↓InboxViewController: UIViewController {
                private var unread = 0
                override func viewDidLoad() { view.addSubview(UIHostingController(rootView: InboxView()).view) }
                @IBAction func markAllRead(_ sender: Any) { unread = 0 }
            }
            """),
        // With other holders counted: a view model of a library, a static one, a list,
        // a part's, a helper that presents alerts, or another screen's presenter is none.
        Example("""
            final class ↓FeedViewController: UIViewController {
                private var page = 0
                let model: KitViewModel
                private let toolbar: ToolbarVisibilityViewModel
                static let shared = FeedViewModel()
                private var items: [FeedViewModel] = []
                private let header: FeedHeaderCellViewModel
                private let alerts = AlertPresenter()
                private let login: LoginPresenter
                @IBAction func next(_ sender: Any) { page += 1 }
            }
            """, otherFiles: ["FeedViewModel.swift": """
                final class FeedViewModel {}
                final class ToolbarVisibilityViewModel {}
                final class FeedHeaderCellViewModel {}
                final class AlertPresenter {}
                final class LoginPresenter {}
                """]),
        // A team that wants a DataController on every screen sets `other_holders` to `[]`.
        Example("final class ↓ListViewController: UIViewController {\n    let viewModel: ListViewModel\n    private var page = 0\n    @IBAction func next(_ sender: Any) { page += 1 }\n}",
                otherFiles: ["ListViewModel.swift": "final class ListViewModel {}"], options: #"{"other_holders": []}"#),
    ]

    static let nonTriggering = MissingDataControllerExemptExamples.nonTriggering
}
