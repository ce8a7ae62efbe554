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
            @IBAction func reload(_ sender: Any) {
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

    static let appImports = "import UIKit\nimport Feed\n"

    @Test func aTestFileGetsTheSizeRulesAlone() {
        #expect(Self.rules(Self.mock.replacingOccurrences(of: "import XCTest\n@testable import Feed\n", with: Self.appImports))
            == ["controller_state", "missing_data_controller", "view_work_in_controller", "method_length"])
        for framework in ["XCTest", "Testing", "Quick", "Nimble"] {
            #expect(Self.rules(Self.mock.replacingOccurrences(of: "import XCTest", with: "import " + framework)) == ["method_length"],
                    "\(framework)")
        }
        // Only a test target imports a module `@testable`.
        #expect(Self.rules(Self.mock.replacingOccurrences(of: "import XCTest", with: "import UIKit")) == ["method_length"])
    }

    /// The rule ids found in each file of a project whose configuration's folder is `folder`.
    static func rules(in sources: [String: String], folder: String = "/repo") -> [String: Set<String>] {
        let linter = Linter(configuration: Configuration.defaults(folder: folder))
        return Dictionary(grouping: linter.lint(sources: sources).findings) { $0.path }.mapValues { Set($0.map(\.ruleID)) }
    }

    @Test func aDoubleInATestTargetsFolderIsTestCode() {
        let double = Self.mock.replacingOccurrences(of: "import XCTest\n@testable import Feed\n", with: Self.appImports)
        let test = "import XCTest\nfinal class FeedTests: XCTestCase {}\n"
        for target in ["Tests", "FeedTests", "FeedUITests", "feed_unit_tests", "Modules/Feed/Tests/FeedTests"] {
            let found = Self.rules(in: ["/repo/\(target)/Mocks/MockFeedViewController.swift": double, "/repo/\(target)/FeedTests.swift": test])
            #expect(found["/repo/\(target)/Mocks/MockFeedViewController.swift"] == ["method_length"], "\(target)")
        }
        // A folder so named that holds no test (a feature), or whose test lies elsewhere, is the app's.
        let found = Self.rules(in: ["/repo/BloodTests/MockFeedViewController.swift": double, "/repo/FeedTests/FeedTests.swift": test])
        #expect(found["/repo/BloodTests/MockFeedViewController.swift"]?.contains("controller_state") == true)
        // Folders above the configuration's do not count: the whole project would be tests.
        let checkout = ["/ci/IntegrationTests/App/MockFeedViewController.swift": double, "/ci/IntegrationTests/App/AppTests/FeedTests.swift": test]
        #expect(Self.rules(in: checkout, folder: "/ci/IntegrationTests/App")["/ci/IntegrationTests/App/MockFeedViewController.swift"]?
            .contains("controller_state") == true)
    }

    @Test func namedFoldersAreThePathsPrefixes() {
        #expect(TestFolders.namedFolders(of: "App/FeedTests/Mocks/Tests.swift") == ["App/FeedTests"])
        #expect(TestFolders.namedFolders(of: "Tests/x_tests/a.swift") == ["Tests", "Tests/x_tests"])
        #expect(TestFolders.namedFolders(of: "/abs/Tests/a.swift").isEmpty)
        #expect(TestFolders.namedFolders(of: "Requests/Contest/a.swift").isEmpty)
    }
}
