/// View controllers and DataControllers that talk to the network themselves.
public struct NetworkingInControllerRule: Rule {
    public static let description = RuleDescription(
        id: "networking_in_controller", name: "Networking in Controller",
        summary: "View controllers and DataControllers leave networking (`URLSession`, Alamofire, Moya, web sockets) to a communication layer.",
        rationale: """
            Requests built and sent from a controller tie the screen to URLs, headers, \
            decoding and retry policy, and make it untestable without a server. The \
            DataController asks a communication layer (an API client) for models; only that \
            layer knows the network.
            """,
        kind: .architecture, fat: .networking, exemptions: NetworkingExemption.described,
        triggeringExamples: [
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
        ],
        nonTriggeringExamples: [
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
        ])

    /// A project's extension of `URLSession`, for the examples.
    private static let pinningExtension = [
        "URLSession+Pinning.swift": """
            extension URLSession {
                static let evaluator = CertificateEvaluator()
                static let pinned: URLSession = URLSession(configuration: .default)
            }
            """,
    ]

    public struct Options: VocabularyOptions {
        /// Type names (`URLSession`) or dotted prefixes (`AF.request`, `Alamofire.`). Not
        /// `URLRequest` by default: a request only described (a link for a tab or a web
        /// view) is no networking, and one sent is found at its `URLSession`.
        public var networkingApis = Vocabulary.standard[.networkingAPIs]
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.networkingApis, .networkingAPIs)]
        }
    }

    public let options: Options
    /// The APIs, to match their uses.
    private let apis: NetworkingAPIs
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<NetworkingExemption>()

    /// `networking_apis` extends the vocabulary's `networking_apis`.
    public init(options: Options, vocabulary: Vocabulary) {
        let options = vocabulary.extending(options)
        self.options = options
        apis = NetworkingAPIs(options.networkingApis)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let owners = file.structure.types.indices.filter {
            !project.roles(ofWritten: names[$0]).isDisjoint(with: [.viewController, .dataController])
        }
        var findings: [Finding] = []
        var lookalikes = NetworkingLookalikes(file: file)
        for (type, ranges) in DeclarationLookup(file: file).bodies(of: owners) {
            var hasWebView: Bool?
            for range in ranges {
                for index in range where file.tokens[index].kind == .identifier && apis.matches(index, in: file, exemptions: exemptions) {
                    // A web view loads its pages from a URLRequest: that is the view's job, not networking.
                    if exemptions.applies(.webPages), file.spells(index, "URLRequest") {
                        let showsPages = hasWebView ?? lookalikes.showsWebPages(project[names[type]])
                        hasWebView = showsPages
                        if showsPages || lookalikes.isLoadArgument(index) { continue }
                    }
                    if exemptions.applies(.projectMembers) && lookalikes.isProjectMember(index, in: project) { continue }
                    if exemptions.applies(.unusedParameters) && lookalikes.isUnusedParameterType(index) { continue }
                    let end = TokenNavigation(file: file).chainEnd(from: index)
                    let quote = MessageText.shortened(file.quote(index..<end + 1))
                    let owner = TypeName.lastComponent(names[type])
                    findings.append(finding("'\(quote)' is networking in \(owner); hand it to a communication layer (an API client)",
                                            in: file, at: index, through: end, symbol: DeclarationLookup(file: file).symbol(at: index, names: names)))
                }
            }
        }
        return findings
    }
}
