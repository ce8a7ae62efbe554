/// Examples of `discarded_observer_token`: its docs and its tests.
enum DiscardedObserverTokenExamples {
    static let triggering = [
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
        // In any statement position: a one-line body of a function that returns nothing,
        // an initializer, an `if`, `guard` or loop body, after `;`, and a closure handed to a
        // call whose value nothing keeps.
        Example("""
            final class ComposeModel {
                init() { ↓center.addObserver(forName: .didLogIn, object: nil, queue: nil) { _ in } }
                func observe() { ↓NotificationCenter.default.addObserver(forName: .didLogOut, object: nil, queue: nil) { _ in } }
                func observe(_ names: [Notification.Name], isOn: Bool) {
                    if isOn { ↓center.addObserver(forName: .x, object: nil, queue: nil) { _ in } }
                    guard isOn else { ↓center.addObserver(forName: .y, object: nil, queue: nil) { _ in }; return }
                    for name in names { ↓center.addObserver(forName: name, object: nil, queue: nil) { _ in } }
                    reload(); ↓center.addObserver(forName: .z, object: nil, queue: nil) { _ in }
                    DispatchQueue.main.async { ↓center.addObserver(forName: .w, object: nil, queue: nil) { _ in } }
                    names.forEach { name in ↓center.addObserver(forName: name, object: nil, queue: nil) { _ in } }
                }
            }
            """),
    ]

    static let nonTriggering = [
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
            var token: NSObjectProtocol { center.addObserver(forName: .x, object: nil, queue: nil) { _ in } }
            func keep(_ names: [Notification.Name]) {
                register(center.addObserver(forName: .x, object: nil, queue: nil) { _ in })
                register(token: center.addObserver(forName: .x, object: nil, queue: nil) { _ in })
                observations.append(contentsOf: names.map { name in
                    center.addObserver(forName: name, object: nil, queue: nil) { _ in }
                })
                names.map { center.addObserver(forName: $0, object: nil, queue: nil) { _ in } }.forEach { keep($0) }
            }
            """),
    ]
}
