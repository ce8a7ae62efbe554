/// Block-based observers whose token is thrown away, so they can never be removed.
public struct DiscardedObserverTokenRule: Rule {
    public static let description = RuleDescription(
        id: "discarded_observer_token", name: "Discarded Observer Token",
        summary: "The token returned by a block-based `addObserver(forName:object:queue:using:)` is kept, so the observer can be removed.",
        rationale: """
            `addObserver(forName:object:queue:using:)` registers the block, not `self`: \
            `removeObserver(self)` does not remove it, and only the returned token can. Thrown \
            away, the observer lives as long as the app, keeps what its block captures alive, \
            and fires once more each time the screen is shown again. Keep the token and pass it \
            to `removeObserver(_:)`, or use a Combine publisher stored in a cancellable.
            """,
        kind: .notifications, defaultSeverity: .error, exemptions: DiscardedTokenExemption.described,
        triggeringExamples: [
            Example("""
                func viewDidLoad() {
                    ↓NotificationCenter.default.addObserver(forName: .didLogIn, object: nil, queue: .main) { _ in
                        self.reload()
                    }
                    _ = ↓center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil, using: handle)
                    let _ = ↓NotificationCenter.default
                        .addObserver(forName: .x, object: nil, queue: nil) { _ in }
                }
                """),
            // A center handed on or kept may outlive the function.
            Example("""
                func startMonitor() {
                    let center = NotificationCenter()
                    ↓center.addObserver(forName: .x, object: nil, queue: nil) { _ in }
                    monitor = Monitor(center: center)
                }
                func startOther() {
                    var center = NotificationCenter()
                    ↓center.addObserver(forName: .x, object: nil, queue: nil) { _ in }
                    self.center = center
                }
                """),
            // A scene delegate, and a type nested in the app delegate, may come and go.
            Example("""
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidBecomeActive(_ scene: UIScene) {
                        ↓NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in }
                        reload()
                    }
                }
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    final class Helper {
                        init() {
                            ↓NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in }
                            reload()
                        }
                    }
                }
                """),
            // A singleton's method that others call, or that is called after its set-up,
            // adds an observer each time; a type that others can make is no singleton.
            Example("""
                final class SessionStore {
                    static let shared = SessionStore()
                    private init() { observeLogOut() }
                    func startObserving() {
                        ↓NotificationCenter.default.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in }
                        isObserving = true
                    }
                    func reset() { observeLogOut() }
                    private func observeLogOut() {
                        ↓NotificationCenter.default.addObserver(forName: .didLogOut, object: nil, queue: nil) { _ in }
                        isObserving = true
                    }
                }
                final class PlayerService {
                    static let shared = PlayerService()
                    init() {
                        ↓NotificationCenter.default.addObserver(forName: .memoryWarning, object: nil, queue: nil) { _ in }
                        load()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                func viewDidLoad() {
                    observer = NotificationCenter.default.addObserver(forName: .didLogIn, object: nil, queue: .main) { _ in }
                    tokens.append(center.addObserver(forName: .x, object: nil, queue: nil) { _ in })
                    NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .didLogIn, object: nil)
                }
                """),
            // The app delegate, in its declaration or an extension, lives as long as the app.
            Example("""
                extension AppDelegate {
                    func addAnalyticsObservers() {
                        NotificationCenter.default.addObserver(forName: .didLogIn, object: nil, queue: .main) { _ in }
                        NotificationCenter.default.addObserver(forName: .didLogOut, object: nil, queue: .main) { _ in }
                    }
                }
                """, otherFiles: ["AppDelegate.swift": """
                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        override init() {
                            super.init()
                            NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in }
                        }
                    }
                    """], exempts: ["app_delegate"]),
            // A singleton (its one instance kept by the type, every initializer private) lives
            // as long as the app too: so do the observers its initializer adds, itself or
            // through a private method called only from there.
            Example("""
                final class FeedCache {
                    static let shared = FeedCache()
                    private init() {
                        NotificationCenter.default.addObserver(forName: .didLogOut, object: nil, queue: nil) { _ in }
                        observeLifecycle()
                    }
                    private func observeLifecycle() {
                        NotificationCenter.default.addObserver(forName: .willResignActive, object: nil, queue: nil) { _ in }
                        NotificationCenter.default.addObserver(forName: .didBecomeActive, object: nil, queue: nil) { _ in }
                    }
                }
                """, exempts: ["singleton_set_ups"]),
            // A center made in the function and kept to it (a test's) goes with its observers.
            Example("""
                func testDownloadPostsProgress() {
                    let center = NotificationCenter()
                    center.addObserver(forName: .progress, object: nil, queue: nil) { _ in count += 1 }
                    DownloadManager(center: .default).start()
                    center.post(name: .progress, object: nil)
                }
                """, exempts: ["local_centers"]),
            Example("""
                func observe() -> NSObjectProtocol {
                    NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in }
                }
                lazy var token = { NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in } }()
                let tokens = names.map { name in
                    center.addObserver(forName: name, object: nil, queue: nil) { _ in }
                }
                func start() -> NSObjectProtocol {
                    return center.addObserver(forName: .x, object: nil, queue: nil) { _ in }
                }
                """),
        ])

    public let options: NoOptions
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<DiscardedTokenExemption>()
    public init(options: NoOptions, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        var tokens = DiscardedTokens(file: file, exemptions: exemptions)
        var lifetimes = AppLifetimeObservers(file: file, names: names, exemptions: exemptions)
        return NotificationCall.all(in: file).compactMap { call -> Finding? in
            guard call.isBlockObserver, tokens.isThrownAway(call), !lifetimes.livesAsLongAsTheApp(call, in: project) else { return nil }
            let name = call.name.map(file.quote) ?? "…"
            return finding("The token of addObserver(forName: \(name), …) is thrown away, so the observer is never "
                           + "removed; keep it and pass it to removeObserver(_:)",
                           in: file, at: call.first, through: call.method, symbol: DeclarationLookup(file: file).symbol(at: call.method, names: names))
        }
    }
}
