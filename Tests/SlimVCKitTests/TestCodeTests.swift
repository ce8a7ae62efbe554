import Foundation
import Testing
@testable import SlimVCKit

/// Test code gets the size rules and the suppression checks alone: its doubles do not
/// follow the app's design, nor are they meant to.
@Suite struct TestCodeTests {
    static let mock = """
        import XCTest
        @testable import Feed

        final class MockFeedViewController: UIViewController {
            var didReload = false
            func reload() {
                didReload = true
                view.backgroundColor = .red
            }
            func long() {
        \(String(repeating: "        step()\n", count: 25))    }
        }
        """

    static func rules(_ source: String) -> Set<String> {
        let linter = Linter(configuration: Configuration.defaults(folder: FileManager.default.currentDirectoryPath))
        return Set(linter.lint(sources: ["MockFeedViewController.swift": source]).findings.map(\.ruleID))
    }

    @Test func aTestFileGetsTheSizeRulesAlone() {
        #expect(Self.rules(Self.mock.replacingOccurrences(of: "import XCTest", with: "import UIKit"))
            == ["controller_state", "missing_data_controller", "view_work_in_controller", "method_length"])
        for framework in ["XCTest", "Testing", "Quick", "Nimble"] {
            #expect(Self.rules(Self.mock.replacingOccurrences(of: "import XCTest", with: "import " + framework)) == ["method_length"],
                    "\(framework)")
        }
    }
}
