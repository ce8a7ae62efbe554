/// View controllers without the DataController that should hold their state.
public struct MissingDataControllerRule: Rule {
    public static let description = RuleDescription(
        id: "missing_data_controller", name: "Missing Data Controller",
        summary: "Every `<Stem>ViewController` has a `<Stem>DataController` in the project and holds it in a stored property. A team on MVVM or VIPER may let the screen's view model, presenter or interactor count instead (`other_holders`). A SwiftUI view's host (a `UIHostingController`, or a controller that holds nothing and builds one) needs none.",
        rationale: """
            A view controller that keeps its own state, loads its own data and talks to the \
            network grows with every feature. Pair each one with a DataController that holds \
            all of the screen's state and hands networking to a communication layer; the \
            controller keeps a reference to it and only mediates between it and the views.
            """,
        kind: .architecture,
        triggeringExamples: [
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
        ],
        nonTriggeringExamples: [
            Example("final class AccountViewController: UIViewController {\n    private let dataController: AccountDataController\n}",
                    otherFiles: ["AccountDataController.swift": "final class AccountDataController {}"]),
            Example("final class AccountViewController: BaseViewController {\n    private lazy var data = AccountDataController()\n}",
                    otherFiles: ["AccountDataController.swift": "final class AccountDataController {}",
                                 "BaseViewController.swift": "class BaseViewController: UIViewController {}"]),
            Example("final class AccountViewController: UIViewController {}",
                    otherFiles: ["AccountDataController.swift": "struct AccountDataController {}"],
                    options: #"{"require_reference": false}"#),
            Example("final class MainNavigationController: UINavigationController {}\nfinal class RootTabBarController: UITabBarController {}"),
            // A SwiftUI view's host holds no screen state: the view's own model does.
            Example("final class SettingsViewController: UIHostingController<SettingsView> {}\nclass ThemedHostingController<V>: UIHostingController<V> {}\nfinal class HistoryViewController: ThemedHostingController<HistoryView> {}"),
            // So does a controller that holds nothing and hosts one (a share extension's).
            Example("""
                final class ShareViewController: UIViewController {
                    override func viewDidLoad() {
                        let host = UIHostingController(rootView: ShareView(context: extensionContext))
                        addChild(host)
                        view.addSubview(host.view)
                    }
                }
                """),
            // AppKit's containers and host too.
            Example("final class MainSplitViewController: NSSplitViewController {}\nfinal class WhatsNewViewController: NSHostingController<WhatsNewView> {}"),
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
                    options: Self.mvvm),
        ])

    static let mvvm = #"{"other_holders": ["ViewModel", "Presenter", "Interactor"]}"#

    public struct Options: VocabularyOptions {
        public var requireReference = true
        /// View controller name suffix → DataController name suffix.
        public var suffixes = ["ViewController": "DataController"]
        /// Added to the vocabulary's `container_controllers`.
        public var containerClasses = Vocabulary.standard[.containerControllers]
        /// What else holds a screen's state, for a team on another architecture
        /// (`["ViewModel", "Presenter", "Interactor"]`): a controller (or its project base
        /// class) that keeps, in a stored property, a project type named with its stem and
        /// one of these (`LoginViewModel` for `LoginViewController`), one of these in a
        /// property named for it (`let viewModel: UserListViewModel`), or one named as it
        /// alone (`ViewModel<LoginActionHandler>`) needs no DataController. None by default:
        /// one DataController per ViewController.
        public var otherHolders: [String] = []
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.containerClasses, .containerControllers)]
        }
    }

    public let options: Options
    /// Whether a controller holds its DataController, or one of `other_holders`.
    private let holders: StateHolders

    /// `container_classes` extends the vocabulary's `container_controllers`.
    public init(options: Options, vocabulary: Vocabulary) {
        let options = vocabulary.extending(options)
        self.options = options
        holders = StateHolders(otherHolders: options.otherHolders)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        return file.structure.classIndices.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            guard let entry = project[names[index]], entry.roles.contains(.viewController),
                  entry.isPrimary(at: file.location(of: type.span.name), in: file.path),
                  !project.isBaseClass(entry.name),
                  !project.superclasses(of: entry.name).contains(where: options.containerClasses.contains),
                  let (stem, expected) = expectedName(type.name), !holders.holdsOtherHolder(entry, stem: stem, in: project),
                  !hostsSwiftUIAlone(entry, body: type.span, in: file) else { return nil }
            guard let paired = project.resolve(expected, from: nil) else {
                return finding("'\(type.name)' has no \(expected); add one to hold the screen's state and talk to the network",
                               in: file, at: type.span.name, symbol: names[index])
            }
            guard options.requireReference, !holders.holds(paired.name, entry) else { return nil }
            return finding("'\(type.name)' holds no \(expected); keep it in a stored property and let it hold the state",
                           in: file, at: type.span.name, symbol: names[index])
        }
    }

    /// `AccountViewController` → `AccountDataController` (the longest matching suffix wins).
    private func expectedName(_ name: String) -> (stem: String, expected: String)? {
        let suffix = options.suffixes.keys.filter { name.hasSuffix($0) && name.count > $0.count }.max { $0.count < $1.count }
        guard let suffix, let replacement = options.suffixes[suffix] else { return nil }
        let stem = String(name.dropLast(suffix.count))
        return (stem, stem + replacement)
    }

    /// A controller that holds nothing (no stored property in any declaration) and builds
    /// a SwiftUI host in its body (`UIHostingController(rootView: ShareView(…))`, as a share
    /// extension's principal class must): a host by composition, whose view keeps its model.
    private static let hostingControllers = FrameworkVocabulary.hostingControllers.map { Array($0.utf8) }

    private func hostsSwiftUIAlone(_ controller: IndexedType, body span: DeclarationSpan, in file: SourceFile) -> Bool {
        guard let open = span.open, let close = span.close,
              !controller.properties.contains(where: { !$0.isStatic && !$0.isComputed }) else { return false }
        return (open..<close).contains { index in
            file.tokens[index].kind == .identifier && Self.hostingControllers.contains { file.spells(index, bytes: $0) }
        }
    }
}
