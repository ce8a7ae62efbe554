/// Examples of `missing_data_controller`: its docs and its tests.
enum MissingDataControllerExamples {
    static let triggering = [
        Example("final class ↓ProfileViewController: UIViewController {}"),
        Example("final class ↓AccountViewController: UIViewController {\n    let api = APIClient()\n}",
                otherFiles: ["AccountDataController.swift": "final class AccountDataController {}"]),
        Example("final class ↓LoginVC: UIViewController {}", options: #"{"suffixes": {"VC": "DC"}}"#),
        // A controller that hosts a SwiftUI view but keeps state of its own holds it.
        Example("""
            final class ↓InboxViewController: UIViewController {
                private var unread = 0
                override func viewDidLoad() { view.addSubview(UIHostingController(rootView: InboxView()).view) }
            }
            """),
        // With other holders counted: a view model of a library, a static one, a list,
        // a part's, a helper that presents alerts, or another screen's presenter is none.
        Example("""
            final class ↓FeedViewController: UIViewController {
                let model: KitViewModel
                private let toolbar: ToolbarVisibilityViewModel
                static let shared = FeedViewModel()
                private var items: [FeedViewModel] = []
                private let header: FeedHeaderCellViewModel
                private let alerts = AlertPresenter()
                private let login: LoginPresenter
            }
            """, otherFiles: ["FeedViewModel.swift": """
                final class FeedViewModel {}
                final class ToolbarVisibilityViewModel {}
                final class FeedHeaderCellViewModel {}
                final class AlertPresenter {}
                final class LoginPresenter {}
                """], options: Self.mvvm),
        Example("final class ↓ListViewController: UIViewController {\n    let viewModel: ListViewModel\n}",
                otherFiles: ["ListViewModel.swift": "final class ListViewModel {}"]),
    ]

    static let nonTriggering = [
        Example("final class AccountViewController: UIViewController {\n    private let dataController: AccountDataController\n}",
                otherFiles: ["AccountDataController.swift": "final class AccountDataController {}"]),
        Example("final class AccountViewController: BaseViewController {\n    private lazy var data = AccountDataController()\n}",
                otherFiles: ["AccountDataController.swift": "final class AccountDataController {}",
                             "BaseViewController.swift": "class BaseViewController: UIViewController {}"],
                exempts: ["base_classes"]),
        Example("final class AccountViewController: UIViewController {}",
                otherFiles: ["AccountDataController.swift": "struct AccountDataController {}"],
                options: #"{"require_reference": false}"#),
        Example("final class MainNavigationController: UINavigationController {}\nfinal class RootTabBarController: UITabBarController {}"),
        // A SwiftUI view's host holds no screen state: the view's own model does.
        Example("final class SettingsViewController: UIHostingController<SettingsView> {}\nclass ThemedHostingController<V>: UIHostingController<V> {}\nfinal class HistoryViewController: ThemedHostingController<HistoryView> {}",
                exempts: ["containers"]),
        // So does a controller that holds nothing and hosts one (a share extension's).
        Example("""
            final class ShareViewController: UIViewController {
                override func viewDidLoad() {
                    let host = UIHostingController(rootView: ShareView(context: extensionContext))
                    addChild(host)
                    view.addSubview(host.view)
                }
            }
            """, exempts: ["swiftui_hosts"]),
        // AppKit's containers and host too.
        Example("final class MainSplitViewController: NSSplitViewController {}\nfinal class WhatsNewViewController: NSHostingController<WhatsNewView> {}",
                exempts: ["containers"]),
        Example("final class ShareViewController: UIActivityViewController {}", options: #"{"suffixes": {"VC": "DC"}}"#),
        // A team on MVVM or VIPER counts the screen's view model, presenter or
        // interactor of the project; a subclass shares its base's.
        Example("""
            final class ReceiptViewController: UIViewController {
                private let viewModel: LegacyReceiptViewModel
            }
            final class CheckinsInfoViewController: UIViewController {
                private let model: CheckInsInfoViewModel
            }
            final class LoginViewController: UIViewController {
                var presenter: LoginPresenter!
            }
            final class OnboardingViewController: UIViewController {
                private let login: ViewModel<LoginActionHandler>
            }
            final class BackupViewController: UIViewController {
                private var viewModel: BackupViewModelType!
            }
            final class EditViewController: UIViewController {
                private let interactor: EditInteractorProtocol
            }
            class PassphraseViewController: UIViewController {
                let viewModel = PassphraseViewModel()
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
                options: Self.mvvm, exempts: ["other_holders"]),
    ]

    static let mvvm = #"{"other_holders": ["ViewModel", "Presenter", "Interactor"]}"#
}
