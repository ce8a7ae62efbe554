/// `missing_data_controller` examples it leaves alone: a screen that keeps its holder,
/// one with nothing to hold, a base class, a container.
enum MissingDataControllerExemptExamples {
    static let nonTriggering = [
        // A kept object of a project class that holds state is the screen's holder,
        // whatever its name; one that networks itself is a service, not a holder.
        Example("""
            final class ContactsViewController: UIViewController {
                private let store = ContactStore()
                private var query = ""
                @IBAction func search(_ sender: UITextField) { query = sender.text ?? "" }
            }
            final class ContactStore {
                private(set) var contacts: [Contact] = []
                let client = ContactsClient()
            }
            """, exempts: ["kept_holders"]),
        Example("final class AccountViewController: UIViewController {\n    private let dataController: AccountDataController\n}",
                otherFiles: ["AccountDataController.swift": "final class AccountDataController {}"]),
        // The short pair of a controller named for its kind of view.
        Example("final class StatusTableViewController: UITableViewController {\n    private let data = StatusDataController()\n    private var page = 0\n}",
                otherFiles: ["StatusDataController.swift": "final class StatusDataController {}"]),
        // A screen with nothing to hold needs no holder: a one-field form that hands its
        // value to a delegate keeps views, a delegate and an option set when it is built.
        Example("""
            final class RenameViewController: UIViewController {
                @IBOutlet private var nameField: UITextField!
                weak var delegate: RenameDelegate?
                var placeholder = "Name"
                private var keyboardObserver: NSObjectProtocol?
                @IBAction private func done() { delegate?.rename(to: nameField.text ?? "") }
            }
            """, exempts: ["nothing_to_hold"]),
        Example("final class AccountViewController: BaseViewController {\n    private lazy var data = AccountDataController()\n}",
                otherFiles: ["AccountDataController.swift": "final class AccountDataController {}",
                             "BaseViewController.swift": "class BaseViewController: UIViewController {\n    var isLoading = false\n    @IBAction func load(_ sender: Any) { isLoading = true }\n}"],
                exempts: ["base_classes"]),
        Example("final class AccountViewController: UIViewController {}",
                otherFiles: ["AccountDataController.swift": "struct AccountDataController {}"],
                options: #"{"require_reference": false}"#),
        Example("final class MainNavigationController: UINavigationController {}\nfinal class RootTabBarController: UITabBarController {}"),
        // A SwiftUI view's host holds no screen state: the view's own model does.
        Example("""
            final class SettingsViewController: UIHostingController<SettingsView> {
                private var lastShown: Date?
                @IBAction func edit(_ sender: Any) { lastShown = editor.edited(lastShown) }
            }
            class ThemedHostingController<V>: UIHostingController<V> {}
            final class HistoryViewController: ThemedHostingController<HistoryView> {}
            """,
                exempts: ["containers"]),
        // A controller that holds nothing and hosts one (a share extension's) has nothing to hold.
        Example("""
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    let host = UIHostingController(rootView: ShareView(context: extensionContext))
                    addChild(host)
                    view.addSubview(host.view)
                }
            }
            """, exempts: ["nothing_to_hold"]),
        // AppKit's containers and host too.
        Example("""
            final class MainSplitViewController: NSSplitViewController {
                private var collapsed = false
                @IBAction func edit(_ sender: Any) { collapsed = editor.edited(collapsed) }
            }
            final class WhatsNewViewController: NSHostingController<WhatsNewView> {}
            """,
                exempts: ["containers"]),
        Example("final class ShareViewController: UIActivityViewController {}", options: #"{"suffixes": {"VC": "DC"}}"#),
        // By default the screen's view model, presenter or interactor of the project holds
        // its state (`other_holders`); a subclass shares its base's.
        Example("""
            final class ReceiptViewController: UIViewController {
                private let viewModel: LegacyReceiptViewModel
                private var page = 0
                @IBAction func edit(_ sender: Any) { page = editor.edited(page) }
            }
            final class CheckinsInfoViewController: UIViewController {
                private let model: CheckInsInfoViewModel
                private var page = 0
                @IBAction func edit(_ sender: Any) { page = editor.edited(page) }
            }
            final class LoginViewController: UIViewController {
                var presenter: LoginPresenter!
                private var page = 0
                @IBAction func edit(_ sender: Any) { presenter = editor.edited(presenter); page = editor.edited(page) }
            }
            final class OnboardingViewController: UIViewController {
                private let login: ViewModel<LoginActionHandler>
                private var page = 0
                @IBAction func edit(_ sender: Any) { page = editor.edited(page) }
            }
            final class BackupViewController: UIViewController {
                private var viewModel: BackupViewModelType!
                private var page = 0
                @IBAction func edit(_ sender: Any) { viewModel = editor.edited(viewModel); page = editor.edited(page) }
            }
            final class EditViewController: UIViewController {
                private let interactor: EditInteractorProtocol
                private var page = 0
                @IBAction func edit(_ sender: Any) { page = editor.edited(page) }
            }
            class PassphraseViewController: UIViewController {
                let viewModel = PassphraseViewModel()
                private var page = 0
                @IBAction func edit(_ sender: Any) { page = editor.edited(page) }
            }
            final class DarkPassphraseViewController: PassphraseViewController {}
            """,
                otherFiles: ["Models.swift": """
                    final class LegacyReceiptViewModel {}
                    final class CheckInsInfoViewModel {}
                    protocol BackupViewModelType {}
                    protocol EditInteractorProtocol {}
                    final class LoginPresenter {}
                    final class ViewModel<Handler> {}
                    final class PassphraseViewModel {}
                    """],
                exempts: ["other_holders"]),
    ]
}
