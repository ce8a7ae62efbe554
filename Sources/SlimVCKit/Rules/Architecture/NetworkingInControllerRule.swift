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
        kind: .architecture,
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
                    options: #"{"networking_apis": ["URLRequest"]}"#),
            Example("final class PreviewViewController: UIViewController {\n    func open(_ url: URL) { tab.load(PrivilegedRequest(url: url) as URLRequest) }\n}",
                    options: #"{"networking_apis": ["URLRequest"]}"#),
            Example("final class HelpViewController: UIViewController, WKNavigationDelegate {\n    var request: URLRequest?\n}",
                    options: #"{"networking_apis": ["URLRequest"]}"#),
            Example("extension LoginViewController {\n    func handle(_ completion: (URLSession.AuthChallengeDisposition) -> Void) {}\n}"),
            // A delegate method that is handed a session and leaves it alone.
            Example("""
                extension ShareViewController {
                    func challenged(_ session: URLSession, didReceive challenge: URLAuthenticationChallenge) {
                        CertificateStore.shared.check(challenge)
                    }
                }
                """, otherFiles: ["Share.swift": "final class ShareViewController: UIViewController {}"]),
            // What a project extension keeps on the API's type, not a session: here the sessions' delegate.
            Example("final class DebugViewController: UIViewController {\n    func toggle() { URLSession.evaluator.usesPinning.toggle() }\n}",
                    otherFiles: pinningExtension),
            // The session's cache and cookies are kept on the device: emptying them sends nothing.
            Example("final class SettingsViewController: UIViewController {\n    func forgetData() { URLSession.shared.configuration.urlCache?.removeAllCachedResponses() }\n}"),
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

    public struct Options: RuleOptions {
        /// Type names (`URLSession`) or dotted prefixes (`AF.request`, `Alamofire.`). Not
        /// `URLRequest` by default: a request only described (a link for a tab or a web
        /// view) is no networking, and one sent is found at its `URLSession`.
        public var networkingApis = Vocabulary.standard[.networkingAPIs]
        public init() {}
    }

    public let options: Options
    /// `AF.request` → (`AF`, `request`); `Alamofire.` → (`Alamofire`, ``); `URLSession` → (`URLSession`, nil).
    private let apis: [(first: String, member: String?)]
    /// The APIs' first names, to reject the many other names as bytes.
    private let firstNameSet: NameSet
    /// The APIs' first names as UTF-8 bytes, by position in `apis`.
    private let firstNames: [[UInt8]]

    /// `networking_apis` extends the vocabulary's `networking_apis`.
    public init(options: Options, vocabulary: Vocabulary) {
        var options = options
        options.networkingApis = vocabulary.names(.networkingAPIs, adding: options.networkingApis)
        self.options = options
        apis = options.networkingApis.map { api in
            let parts = api.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : nil)
        }
        firstNameSet = NameSet(apis.map(\.first))
        firstNames = apis.map { Array($0.first.utf8) }
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let owners = file.structure.types.indices.filter {
            !project.roles(ofWritten: names[$0]).isDisjoint(with: [.viewController, .dataController])
        }
        var findings: [Finding] = []
        // Made once, for a file with a match.
        var signatures: Innermost?
        for (type, ranges) in DeclarationLookup(file: file).bodies(of: owners) {
            var hasWebView: Bool?
            for range in ranges {
                for index in range where file.tokens[index].kind == .identifier && matches(index, in: file) {
                    // A web view loads its pages from a URLRequest: that is the view's job, not networking.
                    if file.spells(index, "URLRequest") {
                        let showsPages = hasWebView ?? showsWebPages(project[names[type]])
                        hasWebView = showsPages
                        if showsPages || isLoadArgument(index, in: file) { continue }
                    }
                    if isProjectMember(index, in: file, project: project) { continue }
                    let parameterLists = signatures ?? Self.signatures(of: file)
                    signatures = parameterLists
                    if isUnusedParameterType(index, in: file, signatures: parameterLists) { continue }
                    let end = TokenNavigation(file: file).chainEnd(from: index)
                    let quote = file.quote(index..<end + 1)
                    let owner = TypeName.lastComponent(names[type])
                    findings.append(finding("'\(quote)' is networking in \(owner); hand it to a communication layer (an API client)",
                                            in: file, at: index, through: end, symbol: DeclarationLookup(file: file).symbol(at: index, names: names)))
                }
            }
        }
        return findings
    }

    /// Whether the identifier at `index` starts a use of a networking API, and is not
    /// itself a member (`.URLSession`).
    private func matches(_ index: Int, in file: SourceFile) -> Bool {
        guard index == 0 || file.tokens[index - 1].kind != .dot else { return false }
        // Compared as bytes: no String (nor array) is made for the many names that are no API's.
        guard firstNameSet.contains(index, in: file) else { return false }
        let named = apis.indices.filter { file.spells(index, bytes: firstNames[$0]) }
        // `URLSession.AuthChallengeDisposition` names a type nested in the API, not a use of it.
        if index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot,
           file.text(of: index + 2).first?.isUppercase == true { return false }
        if reachesLocalStore(from: index, in: file) { return false }
        return named.contains { position in
            guard let member = apis[position].member else { return true }
            guard index + 1 < file.tokens.count, file.tokens[index + 1].kind == .dot else { return false }
            return member.isEmpty || (index + 2 < file.tokens.count && file.text(of: index + 2) == member)
        }
    }

    /// `URLSession.evaluator`: a static property a project extension adds to the API's
    /// type that holds something else (`static let evaluator = CertificateEvaluator()`, the
    /// sessions' delegate), not a session. One that holds a session (`static let pinned:
    /// URLSession`) is still networking.
    private func isProjectMember(_ index: Int, in file: SourceFile, project: ProjectIndex) -> Bool {
        guard index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot, file.tokens[index + 2].kind == .identifier,
              let type = project[file.text(of: index)] else { return false }
        let member = file.text(of: index + 2)
        return type.properties.contains { property in
            guard property.isStatic, property.name == member, let held = property.typeName ?? property.initializerType else {
                return false
            }
            return TypeName.lastComponent(TypeName.element(held)) != TypeName.lastComponent(type.name)
        }
    }


    /// Whether the member chain from `index` goes through `configuration` to a local store.
    private func reachesLocalStore(from index: Int, in file: SourceFile) -> Bool {
        let end = TokenNavigation(file: file).chainEnd(from: index)
        guard end > index else { return false }
        let names = (index + 1...end).filter { file.tokens[$0].kind == .identifier }.map { file.text(of: $0) }
        guard let configuration = names.firstIndex(of: "configuration") else { return false }
        return names[(configuration + 1)...].first.map(FrameworkVocabulary.sessionLocalStores.contains) == true
    }

    /// A controller that keeps a web view (`WKWebView` or a subclass named `…WebView`) or
    /// is a web view's delegate loads pages with `URLRequest`s.
    private func showsWebPages(_ controller: IndexedType?) -> Bool {
        guard let controller else { return false }
        let hasWebView = controller.properties.contains { property in
            [property.typeName, property.initializerType].contains { $0?.hasSuffix("WebView") == true }
        }
        return hasWebView || controller.inherits.contains { inherited in FrameworkVocabulary.webViewDelegateSuffixes.contains(where: inherited.hasSuffix) }
    }

    /// `func challenged(_ session: URLSession, …) { trust(challenge) }`: the type of a
    /// parameter the function's body never names. A delegate method that takes a session
    /// and does nothing with it sends nothing; one that uses it is still reported there.
    private func isUnusedParameterType(_ index: Int, in file: SourceFile, signatures: Innermost) -> Bool {
        guard index >= 2, file.tokens[index - 1].kind == .colon, file.tokens[index - 2].kind == .identifier,
              let position = signatures.around(index), let open = file.structure.functions[position].span.open,
              let close = file.structure.functions[position].span.close else { return false }
        let name = file.bytes(of: index - 2)
        return !(open..<close).contains { file.tokens[$0].kind == .identifier && file.spells($0, bytes: name) }
    }

    /// Each function's tokens between its name and its body's `{`: a search among them
    /// finds the function whose parameters a token is in.
    private static func signatures(of file: SourceFile) -> Innermost {
        Innermost(file.structure.functions.map { function in
            guard let open = function.span.open, function.span.name + 1 < open else { return nil }
            return (function.span.name + 1)...(open - 1)
        })
    }

    /// `….load(URLRequest(url: url))`, `load(request as URLRequest)`: a page load.
    private func isLoadArgument(_ index: Int, in file: SourceFile) -> Bool {
        var cursor = index - 1
        var depth = 0
        while cursor >= 0, index - cursor < 64 {
            switch file.tokens[cursor].kind {
            case .rightParen: depth += 1
            case .leftParen:
                if depth == 0 { return cursor > 0 && file.spells(cursor - 1, "load") }
                depth -= 1
            case .leftBrace, .rightBrace, .semicolon: return false
            default: break
            }
            cursor -= 1
        }
        return false
    }
}
