/// `controller_state` examples of collaborators, which are no state: services, data source
/// objects, child controllers, a framework's session or media worker, what a property's name
/// says is one, a helper that keeps a view, and a view behind a protocol named for it.
enum ControllerStateCollaboratorExamples {
    static let nonTriggering = [
        // Services are collaborators, by the suffix of their type or protocol.
        Example("""
            final class ReaderViewController: UIViewController {
                var connectionService: ConnectionServiceProtocol!
                private var client: GithubClient!
                private lazy var emailManager = EmailManager()
                private var urlProvider: URLProviderType?
                var vpnGateway: VpnGatewayProtocol!
            }
            """),
        // A type named for a collaborator is one, whatever the property is named.
        Example("""
            final class RepositoryViewController: UIViewController {
                private var github: GithubClient!
                private lazy var mail = EmailManager()
                @IBAction func edit(_ sender: Any) { github = editor.edited(github); mail = editor.edited(mail) }
            }
            """, exempts: ["collaborators"]),
        // A data source object holds the list for the screen; a child controller is a screen
        // of its own; a project class that keeps a service is a collaborator.
        Example("""
            final class BookmarksViewController: UIViewController {
                private lazy var dataSource: BookmarksDataSource = { BookmarksDataSource() }()
                private var emptyItemListDataSource: OCDataSourceArray?
                var rolesSectionDatasource: OCDataSourceArray?
                var screenTime = STWebpageController()
                private var player: STPlayerController?
                private var context: AppContext!
                private lazy var deviceMotion: DeviceMotion = { DeviceMotion() }()
                var authenticationController: AuthenticationController?
                func showPlayer() { addChild(self.player!) }
                @IBAction func edit(_ sender: Any) {
                    dataSource = editor.edited(dataSource)
                    player = editor.edited(player)
                    context = editor.edited(context)
                    deviceMotion = editor.edited(deviceMotion)
                    authenticationController = editor.edited(authenticationController)
                }
            }
            final class AppContext {
                let apiService: APIService
                var launches = 0
            }
            final class DeviceMotion {
                private let motion = CMMotionManager()
                weak var delegate: DeviceMotionDelegate?
            }
            final class AuthenticationController {
                var authenticationSession: ASWebAuthenticationSession?
                var isAuthenticating = false
                @IBAction func edit(_ sender: Any) { authenticationSession = editor.edited(authenticationSession); isAuthenticating = editor.edited(isAuthenticating) }
            }
            """, otherFiles: ["BookmarksViewController+ScreenTime.swift": """
                extension BookmarksViewController {
                    func showScreenTime() { addChild(screenTime) }
                }
                """], exempts: ["unchanged_options", "services", "child_controllers"]),
        // A framework's or library's session is the client of a service; its recorder or
        // player is a media worker.
        Example("""
            final class ScannerViewController: UIViewController {
                private var session = AVCaptureSession()
                private var recorder: AVAudioRecorder?
                private var player: AVPlayer?
                private var matrixSession: MXSession!
                @IBAction func edit(_ sender: Any) {
                    session = editor.edited(session)
                    recorder = editor.edited(recorder)
                    player = editor.edited(player)
                    matrixSession = editor.edited(matrixSession)
                }
            }
            extension MXSession {
                var isPaused: Bool { state == .paused }
            }
            """, exempts: ["library_workers"]),
        // Set up once and never changed, whatever the type (from Objective-C, or a factory).
        Example("""
            final class KeyBackupViewController: UIViewController {
                private var errorPresenter: MXKErrorPresentation!
                private lazy var navigationService = factory.makeNavigationService()
                var viewModel: OnboardingModel?
                var interactor: (BackupBusinessLogic & BackupDataStore)?
            }
            """, exempts: ["unchanged_options"]),
        // A helper that keeps a view, a cell or a controller works on the UI: a collaborator.
        Example("""
            final class AboutViewController: UIViewController {
                private var viewSpinner: ViewSpinner?
                private var itemSection: ListSection?
                private var tabs: [TabItem] = []
                @IBAction func edit(_ sender: Any) {
                    viewSpinner = editor.edited(viewSpinner)
                    itemSection = editor.edited(itemSection)
                    tabs = editor.edited(tabs)
                }
            }
            """, otherFiles: ["Helpers.swift": """
                final class ViewSpinner { private let view: UIView; init(view: UIView) { self.view = view } }
                final class ListSection { weak var controller: ListViewController? }
                struct TabItem { let title: String; let controller: ListViewController }
                final class ListViewController: UIViewController {}
                """], exempts: ["ui_helpers"]),
        // A view kept behind a protocol named for it, so that tests can pass a mock.
        Example("""
            final class ProfileViewController: UIViewController {
                private var _mockScreen: ProfileScreenProtocol?
                var screen: ProfileScreenProtocol { _mockScreen ?? view as! ProfileScreen }
                @IBAction func edit(_ sender: Any) { _mockScreen = editor.edited(_mockScreen); screen = editor.edited(screen) }
            }
            """, otherFiles: ["ProfileScreen.swift": """
                protocol ProfileScreenProtocol: AnyObject {}
                class Screen: UIView {}
                final class ProfileScreen: Screen {}
                extension ProfileScreen: ProfileScreenProtocol {}
                """], exempts: ["views_and_ui_objects"]),
    ]
}
