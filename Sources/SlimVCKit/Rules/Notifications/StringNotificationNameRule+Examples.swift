enum StringNotificationNameExamples {
    static let triggering = [
        Example("""
            final class CounterModel {
                func update() {
                    NotificationCenter.default.post(name: ↓.init("textCount"), object: self, userInfo: [↓"count": 1, Keys.total: 2])
                }
            }
            """),
        Example("""
            final class CounterViewController: UIViewController {
                func observe() {
                    token = NotificationCenter.default.addObserver(forName: ↓Notification.Name("textCount"), object: nil, queue: nil) { note in
                        let count = ↓note.userInfo?["count"] as? Int
                    }
                    center.addObserver(self, selector: #selector(f), name: ↓NSNotification.Name(rawValue: "x"), object: nil)
                }
            }
            """),
        Example("""
            final class Parser {
                @objc func parse(_ note: Notification) -> Int? { ↓note.userInfo?["count"] as? Int }
                static var didParse = Notification.Name("didParse")
            }
            """),
        // Every spelling of a name made from a string, where it is posted and where it is observed.
        Example("""
            final class SyncService {
                func finish() {
                    NotificationCenter.default.post(name: ↓Foundation.Notification.Name(rawValue: "didSync"), object: nil)
                    NotificationCenter.default.post(name: ↓Notification.Name(rawValue: "didSync"), object: nil)
                    NotificationCenter.default.post(name: ↓NSNotification.Name("didSync"), object: nil)
                    NotificationCenter.default.post(name: ↓Notification.Name.init("didSync"), object: nil)
                }
                func observe() {
                    cancellable = NotificationCenter.default.publisher(for: ↓.init(rawValue: "didSync")).sink { _ in }
                    task = Task { for await _ in NotificationCenter.default.notifications(named: ↓.init("didSync")) {} }
                }
            }
            """),
        Example("""
            func broadcast() {
                let name = ↓Notification.Name("didSync")
                NotificationCenter.default.post(name: name, object: nil)
            }
            """),
        Example("""
            final class SyncViewController: UIViewController {
                var synced = ↓Notification.Name("synced")
                func sync() {
                    let name = ↓Notification.Name("didSync")
                    NotificationCenter.default.post(name: name, object: nil)
                }
            }
            """),
        // A userInfo read through a name bound to it in the function (`let`, `guard let`,
        // `if let`, an `as?` cast).
        Example("""
            final class UploadViewController: UIViewController {
                @objc func uploadFailed(_ note: Notification) {
                    guard let ui = note.userInfo else { return }
                    let message = ↓ui["error"] as? String
                    if let info = note.userInfo as? [String: Any], let code = ↓info["code"] as? Int { show(code) }
                    let raw = note.userInfo
                    print(↓raw?["retry"] ?? false, message ?? "")
                }
            }
            """),
    ]

    static let nonTriggering = [
        // A name bound to a userInfo read with a constant key, one bound to something else,
        // and a name of another function.
        Example("""
            final class UploadViewController: UIViewController {
                @objc func uploadFailed(_ note: Notification) {
                    guard let info = note.userInfo else { return }
                    let message = info[UploadKeys.error] as? String
                    let labels = ["error": "Failed"]
                    print(labels["error"] ?? "", message ?? "")
                }
                @objc func uploadDone(_ note: Notification) {
                    let info = ["done": true]
                    print(info["done"] ?? false)
                }
            }
            """),
        Example("""
            extension Notification.Name {
                static let textCount = Notification.Name("textCount")
                static var didSync: Notification.Name { Notification.Name("didSync") }
            }
            let legacyName = NSNotification.Name(rawValue: "legacy")
            enum Keys { static let count = "count" }
            final class CounterViewController: UIViewController {
                func observe() {
                    center.addObserver(self, selector: #selector(f), name: .textCount, object: nil)
                    NotificationCenter.default.post(name: .textCount, object: nil, userInfo: [Keys.count: 1])
                    let count = note.userInfo?[Keys.count] as? Int
                }
            }
            """, exempts: ["constants"]),
        Example("""
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func start() { NotificationCenter.default.post(name: .didStart, object: nil) }
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
                    let aps = userInfo["aps"] as? [String: Any]
                }
            }
            final class Player {
                func describe(_ error: NSError) -> String? { error.userInfo["NSDebugDescription"] as? String }
                func artwork(_ image: UIImage) { userInfo["icon"] = image }
            }
            """, exempts: ["other_user_info"]),
        // A constant member is declared once, and used through the property.
        Example("""
            final class SidebarViewController: NSViewController {
                let tabChanged = Notification.Name("SidebarTabChanged")
                func select() { NotificationCenter.default.post(name: tabChanged, object: self) }
            }
            """, exempts: ["constants"]),
        Example("""
            func request() {
                client.post(name: "Ada", path: "/users")
                let error = NSError(domain: "Sync", code: 1, userInfo: ["reason": "offline"])
                NotificationCenter.default.post(name: .didFail, object: nil, userInfo: info)
                let view = UIView.init(frame: .zero)
            }
            """),
    ]
}
