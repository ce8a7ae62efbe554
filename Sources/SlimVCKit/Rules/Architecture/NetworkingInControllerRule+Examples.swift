/// Examples of `networking_in_controller`: its docs and its tests.
enum NetworkingInControllerExamples {
    static let triggering = [
        Example("""
            final class ArticlesViewController: UIViewController {
                private let session: ↓URLSession = .shared
                func load() {
                    var request = URLRequest(url: url)
                    ↓URLSession.shared.dataTask(with: request) { _, _, _ in }.resume()
                    ↓AF.request(url).responseDecodable(of: [Article].self) { _ in }
                }
            }
            """),
        Example("final class FeedDataController {\n    let provider = ↓MoyaProvider<FeedAPI>()\n}"),
        // A session handed in and used: the body sends the request.
        Example("final class FeedViewController: UIViewController {\n    func load(with session: ↓URLSession) { session.dataTask(with: url).resume() }\n}"),
        Example("final class FeedViewController: UIViewController {\n    func sign() { ↓URLSession.shared.configuration.httpAdditionalHeaders = headers }\n}"),
        Example("extension ChatViewController {\n    func connect() { socket = ↓WebSocket(request: request) }\n}",
                otherFiles: ["Chat.swift": "final class ChatViewController: UIViewController {}"]),
        Example("final class FeedViewController: UIViewController {\n    func load() { api.send(↓URLRequest(url: url)) }\n}",
                options: #"{"networking_apis": ["URLRequest"]}"#),
        // A session a project extension keeps is a session.
        Example("final class DebugViewController: UIViewController {\n    func load() { ↓URLSession.pinned.dataTask(with: url).resume() }\n}",
                otherFiles: pinningExtension),
        // The project's own networking type, called by the screen through a property or its
        // shared instance: the calls belong to the screen's state holder, one finding per
        // function and type.
        Example("""
            final class FeedViewController: UIViewController {
                private let api = APIClient()
                func load() {
                    ↓api.fetchFeed { _ in }
                    self.api.fetchFeed { _ in }
                    ↓NetworkManager.shared.request(.feed) { _ in }
                }
            }
            """, otherFiles: networkingTypes),
    ] + NetworkingInControllerMethodExamples.triggering

    static let nonTriggering = [
        // A list a model type keeps, which also fetches something, is no call of its networking.
        Example("""
            final class BookmarksViewController: UIViewController {
                func position(of id: Int) -> Int { Bookmark.all.firstIndex(of: id) ?? Bookmark.all.count }
            }
            final class Bookmark {
                static var all: [Int] = []
                func loadIcon() { URLSession.shared.dataTask(with: url).resume() }
            }
            """),
        // The screen calls its view model or DataController, which call the networking type;
        // naming the type to hand it to the holder, or reading a value of it, calls nothing;
        // an app's delegate is no networking type, whatever it fetches.
        Example("""
            final class FeedViewController: UIViewController {
                private let viewModel = FeedViewModel()
                private let api: APIClient
                private lazy var dataController = FeedDataController(api: NetworkManager.shared)
                func load() {
                    viewModel.load()
                    title = api.name
                    if api.isReady { dataController.reload() }
                    AppDelegate.shared.refresh()
                }
            }
            final class FeedDataController {
                let api: NetworkManager
                func reload() { api.request(.feed) { _ in } }
            }
            """, otherFiles: networkingTypes),
        Example("""
            final class APIClient {
                let session = URLSession.shared
                func get(_ request: URLRequest) async throws -> Data { try await session.data(for: request).0 }
            }
            final class ArticlesDataController {
                private let api: APIClient
                // URLSession stays in APIClient.
                func load() async throws -> [Article] { try await api.articles() }
            }
            """),
        Example("final class ArticlesViewController: UIViewController {\n    let urlSessionLabel = UILabel()\n    func request() {}\n}"),
        // A URLRequest describes a request; a link opened in a tab or a web view is no
        // networking. Teams that want it flagged add it, and web pages stay exempt.
        Example("final class TalkViewController: UIViewController {\n    var linkTapped: ((URLRequest) -> Void)?\n    func open() { tabs.add(URLRequest(url: url)) }\n}"),
        Example("final class WebViewController: UIViewController {\n    let webView = WKWebView()\n    func open(_ url: URL) { webView.load(URLRequest(url: url)) }\n}",
                options: #"{"networking_apis": ["URLRequest"]}"#, exempts: ["web_pages"]),
        Example("final class PreviewViewController: UIViewController {\n    func open(_ url: URL) { tab.load(PrivilegedRequest(url: url) as URLRequest) }\n}",
                options: #"{"networking_apis": ["URLRequest"]}"#, exempts: ["web_pages"]),
        Example("final class HelpViewController: UIViewController, WKNavigationDelegate {\n    var request: URLRequest?\n}",
                options: #"{"networking_apis": ["URLRequest"]}"#, exempts: ["web_pages"]),
        Example("extension LoginViewController {\n    func handle(_ completion: (URLSession.AuthChallengeDisposition) -> Void) {}\n}",
                otherFiles: ["Login.swift": "final class LoginViewController: UIViewController {}"], exempts: ["nested_types"]),
        // A delegate method that is handed a session and leaves it alone.
        Example("""
            extension ShareViewController {
                func challenged(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) {
                    CertificateStore.shared.check(challenge)
                }
            }
            """, otherFiles: ["Share.swift": "final class ShareViewController: UIViewController {}"], exempts: ["unused_parameters"]),
        // What a project extension keeps on the API's type, not a session: here the sessions' delegate.
        Example("final class DebugViewController: UIViewController {\n    func toggle() { URLSession.evaluator.usesPinning.toggle() }\n}",
                otherFiles: pinningExtension, exempts: ["project_members"]),
        // The session's cache and cookies are kept on the device: emptying them sends nothing.
        Example("final class SettingsViewController: UIViewController {\n    func forgetData() { URLSession.shared.configuration.urlCache?.removeAllCachedResponses() }\n}",
                exempts: ["local_stores"]),
    ] + NetworkingInControllerMethodExamples.nonTriggering

    /// A project's own networking types, and a view model that does networking (which no
    /// screen is reported for calling), for the examples.
    static let networkingTypes = [
        "Networking.swift": """
            final class APIClient {
                let name = "Feed"
                var isReady = true
                private let session = URLSession.shared
                func fetchFeed(_ done: @escaping (Data?) -> Void) { session.dataTask(with: feedURL) { data, _, _ in done(data) }.resume() }
                func cachePath(for key: String) -> String { NSTemporaryDirectory() + key }
                func parse(_ data: Data) -> [Article] { (try? JSONDecoder().decode([Article].self, from: data)) ?? [] }
            }
            final class NetworkManager {
                static let shared = NetworkManager()
                private let provider = MoyaProvider<FeedAPI>()
                func request(_ target: FeedAPI, _ done: @escaping (Data?) -> Void) { provider.request(target) { _ in done(nil) } }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static let shared = AppDelegate()
                func refresh() { URLSession.shared.dataTask(with: configURL).resume() }
            }
            final class FeedViewModel {
                func load() { URLSession.shared.dataTask(with: feedURL).resume() }
            }
            """,
    ]

    /// A project's extension of `URLSession`, for the examples.
    static let pinningExtension = [
        "URLSession+Pinning.swift": """
            extension URLSession {
                static let evaluator = CertificateEvaluator()
                static let pinned: URLSession = URLSession(configuration: .default)
            }
            """,
    ]

}
