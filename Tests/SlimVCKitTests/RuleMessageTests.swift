import Testing
@testable import SlimVCKit

/// What the rules' messages tell the user to do.
@Suite struct RuleMessageTests {
    static func messages(_ source: String) -> [String] {
        Linter(rules: [ControllerStateRule(options: .init())]).lint(sources: ["A.swift": source]).findings.map(\.message)
    }

    /// The names a loop registers are listed one by one; a list the loop is handed is one name.
    @Test func observersRegisteredInALoopAreListedByName() {
        let source = """
            class ChatViewController: UIViewController {
                func observe(_ names: [Notification.Name]) {
                    let session = [Notification.Name.didSignIn, .didSignOut]
                    session.forEach { name in center.addObserver(self, selector: #selector(reload), name: name, object: nil) }
                    for name in names { center.addObserver(self, selector: #selector(reload), name: name, object: nil) }
                    for n: Notification.Name in [.didConnect] { center.addObserver(self, selector: #selector(reload), name: n, object: nil) }
                }
            }
            """
        let run = Linter(rules: [NotificationObserverCountRule(options: .init())]).lint(sources: ["A.swift": source])
        #expect(run.findings.map(\.message) == ["'ChatViewController' registers 4 NotificationCenter observers (limit 3): "
            + "Notification.Name.didSignIn, .didSignOut, name, .didConnect"])
        // A list the loop reaches through another value is not the local list of that name.
        let other = """
            class FeedViewController: UIViewController {
                func observe() {
                    let names = [Notification.Name.a, .b, .c]
                    for name in settings.names { center.addObserver(self, selector: #selector(reload), name: name, object: nil) }
                    groups[0].forEach { name in center.addObserver(self, selector: #selector(reload), name: name, object: nil) }
                    self.names.forEach { name in center.addObserver(self, selector: #selector(reload), name: name, object: nil) }
                    center.addObserver(self, selector: #selector(reload), name: names[0], object: nil)
                }
            }
            """
        var options = NotificationObserverCountRule.Options()
        options.max = 0
        #expect(Linter(rules: [NotificationObserverCountRule(options: options)]).lint(sources: ["B.swift": other]).findings.map(\.message)
            == ["'FeedViewController' registers 4 NotificationCenter observers (limit 0): name, name, name, names[0]"])
    }

    @Test func stateIsSentToTheDataControllerNamedForTheScreen() {
        #expect(Self.messages("final class FeedViewController: UIViewController {\n    var count = 0\n    @IBAction func add(_ sender: Any) { count += 1 }\n}\n")
            == ["'count' is state held by FeedViewController, set on a user action in 'add(_:)'; move it to FeedDataController"])
        // A controller named `ViewController` alone has no stem to name one by.
        #expect(Self.messages("final class ViewController: UIViewController {\n    var count = 0\n    @IBAction func add(_ sender: Any) { count += 1 }\n}\n")
            == ["'count' is state held by ViewController, set on a user action in 'add(_:)'; move it to its DataController"])
        // A screen is known by its inheritance: one named `…Controller` pairs by its stem.
        #expect(Self.messages("final class FeedController: UIViewController {\n    var count = 0\n    func load() { api.loadCount { self.count = $0 } }\n}\n")
            == ["'count' is state held by FeedController, set when data arrives in 'load()'; move it to FeedDataController"])
    }
}
