import Foundation
import Testing
@testable import SlimVCKit

/// `Project`, the read-only query API for architecture rules written as tests.
@Suite struct ProjectAPITests {
    static let files = [
        "App/Base.swift": "import UIKit\n\nclass BaseViewModel {}\nprotocol Screen {}\nprotocol Tracked: Screen {}\n",
        "App/Feed.swift": """
            import UIKit
            import Combine

            final class FeedViewModel: BaseViewModel {
                weak var controller: FeedViewController?
                let title: String = ""
                static var count = 0
                var isEmpty: Bool { title.isEmpty }
                func load() {
                    let a = 1
                    let b = 2
                }
            }

            class FeedViewController: UIViewController, Tracked {
                @IBOutlet var tableView: UITableView!
            }

            extension FeedViewController {
                struct Layout {}
            }

            """,
        "AppTests/FeedTests.swift": "import XCTest\n\nfinal class FeedTests: XCTestCase {}\n",
        "AppTests/MockFeedViewModel.swift": "final class MockFeedViewModel: FeedViewModel {}\n",
    ]

    static func project(_ files: [String: String] = files) throws -> (Project, TemporaryFolder) {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write(path, text) }
        return (try Project(at: folder.path), folder)
    }

    @Test func theIssuesExampleFindsViewModelsThatImportUIKit() throws {
        let (project, _) = try Self.project()
        let offenders = project.types.named("*ViewModel").filter { $0.imports.contains("UIKit") }
        #expect(offenders.map(\.location) == ["App/Base.swift:3", "App/Feed.swift:4"])
        #expect(project.types.named("*ViewModel").excludingTests.count == 2)
    }

    @Test func aTypeTellsItsPlaceKindInheritanceAndRole() throws {
        let (project, _) = try Self.project()
        let viewModel = try #require(project.type(named: "FeedViewModel"))
        #expect(viewModel.kind == .class && viewModel.isFinal && viewModel.file == "App/Feed.swift" && viewModel.line == 4)
        #expect(viewModel.inheritance == ["BaseViewModel"] && viewModel.inherits(from: "BaseViewModel") && viewModel.roles == [.viewModel])
        #expect(viewModel.imports == ["UIKit", "Combine"] && viewModel.codeLines == 8)
        let controller = try #require(project.type(named: "FeedViewController"))
        #expect(controller.superclasses == ["UIViewController"] && controller.roles == [.viewController] && !controller.isFinal)
        #expect(controller.conforms(to: "Screen") && controller.conforms(to: "Tracked") && !viewModel.conforms(to: "Screen"))
        let mock = try #require(project.type(named: "MockFeedViewModel"))
        #expect(mock.isTestCode && mock.inherits(from: "BaseViewModel") && mock.superclasses == ["FeedViewModel", "BaseViewModel"])
    }

    @Test func membersAndReferencesAreListed() throws {
        let (project, _) = try Self.project()
        let viewModel = try #require(project.type(named: "FeedViewModel"))
        #expect(viewModel.properties.map(\.name) == ["controller", "title", "count", "isEmpty"])
        #expect(viewModel.properties.map(\.typeName) == ["FeedViewController?", "String", nil, "Bool"])
        #expect(viewModel.properties.map(\.isStatic) == [false, false, true, false] && viewModel.properties[3].isComputed)
        #expect(viewModel.functions == [ProjectType.Function(name: "load", line: 9, codeLines: 2)])
        #expect(viewModel.references == ["BaseViewModel", "FeedViewController", "String", "Bool"])
        let outlet = try #require(project.type(named: "FeedViewController")?.properties.first)
        #expect(outlet.attributes == ["@IBOutlet"] && outlet.typeName == "UITableView!")
    }

    @Test func queriesNarrowByNameFileRoleAndKind() throws {
        let (project, _) = try Self.project()
        #expect(project.types.named("Feed*").excluding("*Controller").excluding("*Tests").map(\.qualifiedName) == ["FeedViewModel"])
        #expect(project.types.named("FeedViewController.*").map(\.qualifiedName) == ["FeedViewController.Layout"])
        #expect(project.types.inFiles("AppTests/**").map(\.name) == ["FeedTests", "MockFeedViewModel"])
        #expect(project.types.withRole(.viewController).ofKind(.class).map(\.name) == ["FeedViewController"])
        #expect(project.types.ofKind(.extension).map(\.name) == ["FeedViewController"])
        #expect(project.files.map(\.path) == ["App/Base.swift", "App/Feed.swift", "AppTests/FeedTests.swift", "AppTests/MockFeedViewModel.swift"])
        #expect(project.files.map(\.isTestCode) == [false, false, true, true])
    }

    @Test func aProjectThatCannotBeReadSaysWhy() throws {
        #expect(throws: ProjectError.self) { try Project(at: "/no/such/folder") }
        let folder = try TemporaryFolder()
        try folder.write("rules.json", #"{"rulez": {}}"#)
        do {
            _ = try Project(at: folder.path)
            Issue.record("a broken rules.json was used")
        } catch {
            #expect(error.path.hasSuffix("rules.json") && error.reason.contains("unknown key 'rulez'"))
        }
    }

    @Test func theSampleAppReadsAsLintSeesIt() throws {
        let project = try Project(at: PackageRoot.path("Fixtures/SampleApp"))
        #expect(project.types.withRole(.viewController).ofKind(.class).count >= 8)
        #expect(project.types.named("*DataController").allSatisfy { !$0.imports.contains("SwiftUI") })
    }
}
