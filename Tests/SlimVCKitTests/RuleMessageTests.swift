import Testing
@testable import SlimVCKit

/// What the rules' messages tell the user to do.
@Suite struct RuleMessageTests {
    static func messages(_ source: String) -> [String] {
        Linter(rules: [ControllerStateRule(options: .init())]).lint(sources: ["A.swift": source]).findings.map(\.message)
    }

    @Test func stateIsSentToTheDataControllerNamedForTheScreen() {
        #expect(Self.messages("final class FeedViewController: UIViewController {\n    var count = 0\n}\n")
            == ["'count' is state held by FeedViewController; move it to FeedDataController"])
        // A controller named `ViewController` alone, or not `…ViewController`, has no stem to name one by.
        #expect(Self.messages("final class ViewController: UIViewController {\n    var count = 0\n}\n")
            == ["'count' is state held by ViewController; move it to its DataController"])
        #expect(Self.messages("final class FeedController: UIViewController {\n    var count = 0\n}\n")
            == ["'count' is state held by FeedController; move it to its DataController"])
    }
}
