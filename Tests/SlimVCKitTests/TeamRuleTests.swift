import Foundation
import Testing
@testable import SlimVCKit

/// Team rules (`architecture` in rules.json): every selector and assertion, both ways, and
/// the team rule as SlimVC's own rules are treated everywhere.
@Suite struct TeamRuleTests {
    static let files = [
        "Domain/Fetcher.swift": "import Foundation\nimport UIKit\n\nstruct Fetcher {\n    func fetch() {}\n}\n",
        "Domain/Clean.swift": "import Foundation\n\nstruct Clean {}\n",
        "App/Base.swift": "import UIKit\n\nclass BaseViewModel {}\nprotocol Screen {}\nprotocol Tracked: Screen {}\n",
        "App/Feed.swift": """
            import UIKit

            final class FeedViewModel: BaseViewModel {
                weak var controller: FeedViewController?
                func show(_ cell: FeedCell) { let label = UILabel() }
            }

            class ProfileViewModel {
                let title = "profile"
            }

            class FeedViewController: UIViewController, Tracked {
                let viewModel = FeedViewModel()
                func load() {
                    let a = 1
                    let b = 2
                }
            }

            final class FeedCell: UITableViewCell {}
            struct ProfileView {}
            extension FeedViewController {
                func refresh() {}
            }

            """,
    ]

    /// Findings of the team's rules alone, as `path:line rule: message`.
    static func lint(_ architecture: String, extra: String = "", files: [String: String] = files) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", #"{"architecture": "# + architecture + extra + "}")
        for (path, text) in files { try folder.write(path, text) }
        let configuration = try ConfigurationLoader.load(folder.path + "/rules.json")
        let ids = Set(configuration.teamRules.map(\.id))
        let run = Linter(configuration: configuration).lint(paths: try SwiftFileFinder.find([folder.path]))
        return run.findings.filter { ids.contains($0.ruleID) }.map { finding in
            "\(finding.path.dropFirst(folder.path.count + 1)):\(finding.start.line) \(finding.ruleID): \(finding.message)"
        }
    }

    static func rule(_ select: String, _ assert: String) throws -> [String] {
        try lint(#"{"r": {"select": "# + select + #", "assert": "# + assert + "}}")
    }

    @Test func theIssuesExampleFindsWhatItShouldAndNothingElse() throws {
        let architecture = """
            {"domain_is_ui_free": {"message": "Domain code imports no UI framework", "severity": "error",
               "select": {"paths": ["Domain/**"]}, "assert": {"must_not_import": ["UIKit", "SwiftUI", "AppKit"]}},
             "view_models_do_not_know_screens": {"select": {"kind": ["class", "struct"], "name": "*ViewModel"},
               "assert": {"must_not_reference": ["*ViewController", "*View", "*Cell"]}},
             "view_models_share_a_base": {"select": {"kind": ["class"], "name": "*ViewModel", "except": ["BaseViewModel"]},
               "assert": {"must_inherit_from": "BaseViewModel"}},
             "screens_are_final": {"select": {"role": "view_controller"}, "assert": {"must_be_final": true}}}
            """
        #expect(try Self.lint(architecture) == [
            "App/Feed.swift:4 view_models_do_not_know_screens: 'FeedViewModel' references 'FeedViewController'",
            "App/Feed.swift:5 view_models_do_not_know_screens: 'FeedViewModel' references 'FeedCell'",
            "App/Feed.swift:8 view_models_share_a_base: 'ProfileViewModel' does not inherit from 'BaseViewModel'",
            "App/Feed.swift:12 screens_are_final: 'FeedViewController' is not final",
            "Domain/Fetcher.swift:2 domain_is_ui_free: Domain code imports no UI framework: imports 'UIKit'",
        ])
    }

    @Test func kindSelectsDeclarationsOfThoseKindsOnly() throws {
        #expect(try Self.rule(#"{"kind": "struct"}"#, #"{"name_must_match": "*View"}"#) == [
            "Domain/Clean.swift:3 r: 'Clean' does not match '*View'", "Domain/Fetcher.swift:4 r: 'Fetcher' does not match '*View'",
        ])
        #expect(try Self.rule(#"{"kind": "protocol"}"#, #"{"name_must_match": "Tracked"}"#) == ["App/Base.swift:4 r: 'Screen' does not match 'Tracked'"])
        #expect(try Self.rule(#"{"kind": "extension"}"#, #"{"name_must_match": "*Model"}"#) == [
            "App/Feed.swift:22 r: 'FeedViewController' does not match '*Model'",
        ])
        #expect(try Self.rule(#"{"kind": "function", "role": "view_controller"}"#, #"{"max_code_lines": 1}"#) == [
            "App/Feed.swift:14 r: 'load' spans 2 code lines (limit 1)",
        ])
        #expect(try Self.rule(#"{"kind": "function", "role": "view_controller"}"#, #"{"max_code_lines": 2}"#).isEmpty)
    }

    @Test func withoutAKindARuleSelectsFilesForImportsAndElseEveryTypeButExtensions() throws {
        #expect(try Self.rule(#"{"paths": "App/**"}"#, #"{"max_code_lines": 1}"#) == [
            "App/Feed.swift:3 r: 'FeedViewModel' spans 2 code lines (limit 1)", "App/Feed.swift:12 r: 'FeedViewController' spans 5 code lines (limit 1)",
        ])
        #expect(try Self.rule(#"{"name": "*ViewModel"}"#, #"{"must_not_import": "UIKit"}"#) == [
            "App/Base.swift:1 r: imports 'UIKit'", "App/Feed.swift:1 r: imports 'UIKit'",
        ])
        #expect(try Self.rule(#"{"name": "Clean"}"#, #"{"must_not_import": "UIKit"}"#).isEmpty)
    }

    @Test func nameExceptAndPathsNarrowTheSelection() throws {
        #expect(try Self.rule(#"{"kind": "class", "name": ["Feed*", "Profile*"], "except": ["*Cell", "*Controller"]}"#, #"{"must_be_final": true}"#)
            == ["App/Feed.swift:8 r: 'ProfileViewModel' is not final"])
        #expect(try Self.rule(#"{"kind": "struct", "paths": "Domain/Fetch*"}"#, #"{"name_must_match": "X"}"#) == [
            "Domain/Fetcher.swift:4 r: 'Fetcher' does not match 'X'",
        ])
        #expect(try Self.rule(#"{"paths": ["App/**"]}"#, #"{"must_not_import": "UI*"}"#) == [
            "App/Base.swift:1 r: imports 'UIKit'", "App/Feed.swift:1 r: imports 'UIKit'",
        ])
    }

    @Test func rolesInheritanceAndConformanceSelectThroughTheProject() throws {
        #expect(try Self.rule(#"{"kind": "class", "role": ["cell", "view_model"]}"#, #"{"must_be_final": true}"#)
            == ["App/Base.swift:3 r: 'BaseViewModel' is not final", "App/Feed.swift:8 r: 'ProfileViewModel' is not final"])
        #expect(try Self.rule(#"{"kind": "class", "inherits_from": "UIViewController"}"#, #"{"must_be_final": true}"#)
            == ["App/Feed.swift:12 r: 'FeedViewController' is not final"])
        // Screen through Tracked, which the controller adopts.
        #expect(try Self.rule(#"{"kind": "class", "conforms_to": "Screen"}"#, #"{"name_must_match": "*Cell"}"#)
            == ["App/Feed.swift:12 r: 'FeedViewController' does not match '*Cell'"])
        #expect(try Self.rule(#"{"kind": "class", "conforms_to": "Sendable"}"#, #"{"name_must_match": "*Cell"}"#).isEmpty)
    }

    @Test func eachAssertionHoldsOrSaysWhy() throws {
        let viewModels = #"{"kind": "class", "name": "*ViewModel", "except": "Base*"}"#
        #expect(try Self.rule(viewModels, #"{"must_conform_to": "Screen"}"#) == [
            "App/Feed.swift:3 r: 'FeedViewModel' does not conform to 'Screen'", "App/Feed.swift:8 r: 'ProfileViewModel' does not conform to 'Screen'",
        ])
        #expect(try Self.rule(#"{"kind": "class", "name": "FeedViewController"}"#, #"{"must_conform_to": "Screen", "must_inherit_from": "UIViewController"}"#).isEmpty)
        #expect(try Self.rule(viewModels, #"{"must_not_reference": ["UI*"]}"#) == ["App/Feed.swift:5 r: 'FeedViewModel' references 'UILabel'"])
        #expect(try Self.rule(viewModels, #"{"must_not_import": ["UIKit"]}"#) == ["App/Feed.swift:1 r: imports 'UIKit'"])
        #expect(try Self.rule(viewModels, #"{"max_code_lines": 1, "name_must_match": "*ViewModel"}"#) == [
            "App/Feed.swift:3 r: 'FeedViewModel' spans 2 code lines (limit 1)",
        ])
        #expect(try Self.rule(#"{"kind": ["struct", "enum"]}"#, #"{"must_be_final": true}"#).isEmpty)
    }

    @Test func aReferenceIsFoundWhereverTheTypeIsNamedButNotInTextOrItsOwnName() throws {
        let source = """
            final class StoreViewModel: ListViewModel<ItemView>, Observer where Item: Cell {
                var items: [ItemView] = []
                func render() -> ItemView? { ItemView.make() }
                // ItemView in a comment
                let text = "ItemView in a string"
                var tableView: Int = 0
            }

            """
        let found = try Self.lint(#"{"r": {"select": {"kind": "class"}, "assert": {"must_not_reference": ["*View", "Cell", "StoreViewModel"]}}}"#,
                                  files: ["App/S.swift": source])
        #expect(found == [
            "App/S.swift:1 r: 'StoreViewModel' references 'ItemView'", "App/S.swift:1 r: 'StoreViewModel' references 'Cell'",
            "App/S.swift:2 r: 'StoreViewModel' references 'ItemView'", "App/S.swift:3 r: 'StoreViewModel' references 'ItemView'",
        ])
    }
}
