import Testing
@testable import SlimVCKit

/// The vocabulary: one place for the frameworks' names, which a team extends in
/// `rules.json` and a rule's list option extends for that rule.
@Suite struct VocabularyTests {
    /// A screen keeping a store of the team's, a view on the team's `HUD` (from its design
    /// system's package), and a service, each made again when the user refreshes.
    static let screen = """
        class FeedViewController: UIViewController {
            let data = FeedDataController()
            var store: FeedStore?
            var hud: Spinner?
            var service: FeedService?
            @IBAction func refresh(_ sender: Any) { store = FeedStore(); hud = Spinner(); service = FeedService() }
        }
        struct FeedDataController {}
        final class FeedStore { var items: [String] = [] }
        final class Spinner: HUD { var turns = 0 }
        final class FeedService { var token = "" }

        """

    static func stateFindings(_ json: String) throws -> [String] {
        try ConfigurationTests.lint(json, ["App/Feed.swift"], source: screen).filter { $0.hasSuffix("controller_state") }
    }

    @Test func aTeamsNamesJoinTheirGroupForEveryRule() throws {
        #expect(try Self.stateFindings("{}") == ["App/Feed.swift:3 warning controller_state", "App/Feed.swift:4 warning controller_state"])
        // A team's collaborator suffix, and its own base view, make both properties no state.
        let json = #"{"vocabulary": {"collaborator_suffixes": ["Store"], "view_classes": ["HUD"]}}"#
        #expect(try Self.stateFindings(json) == [])
    }

    @Test func aRulesListOptionExtendsItsGroup() throws {
        // `Store` is added; `Service`, a standard suffix the option does not list, still counts.
        let json = #"{"rules": {"controller_state": {"collaborator_suffixes": ["Store"]}}}"#
        #expect(try Self.stateFindings(json) == ["App/Feed.swift:4 warning controller_state"])
    }

    @Test func theRolesListsExtendTheirGroups() throws {
        let json = #"{"roles": {"view_base_classes": ["HUD"]}}"#
        #expect(try Self.stateFindings(json) == ["App/Feed.swift:3 warning controller_state"])
        let configuration = try ConfigurationLoader.parse(json, file: "rules.json", folder: "/repo")
        #expect(configuration.roles.viewBaseClasses == Vocabulary.standard[.viewClasses] + ["HUD"])
    }

    @Test func namesAreAddedOnceAfterTheStandardOnes() {
        var vocabulary = Vocabulary()
        vocabulary.add(["Store", "Service", "Store"], to: .collaboratorSuffixes)
        #expect(vocabulary[.collaboratorSuffixes] == Vocabulary.standard[.collaboratorSuffixes] + ["Store"])
        #expect(vocabulary.names(.collaboratorSuffixes, adding: ["Hub", "Manager"]) == vocabulary[.collaboratorSuffixes] + ["Hub"])
        #expect(vocabulary[.viewClasses] == Vocabulary.standard[.viewClasses])
    }

    @Test func everyGroupSaysWhatBelongsInItAndHasNames() {
        for group in Vocabulary.Group.allCases {
            #expect(group.meaning.hasSuffix("."), "\(group)")
            #expect(!group.standardNames.isEmpty, "\(group)")
            #expect(Set(group.standardNames).count == group.standardNames.count, "\(group) lists a name twice")
        }
    }

    @Test(arguments: [
        (#"{"vocabulary": {"view_clases": ["HUD"]}}"#, "rules.json:1:17: error: vocabulary.view_clases: unknown group 'view_clases'; "
            + "did you mean 'view_classes'? (groups: " + Vocabulary.Group.allCases.map(\.rawValue).joined(separator: ", ") + ")"),
        (#"{"vocabulary": {"view_classes": "HUD"}}"#,
         "rules.json:1:33: error: vocabulary.view_classes: expected an array of names, found a string"),
        (#"{"vocabulary": {"view_classes": ["HUD", 1, ""]}}"#,
         "rules.json:1:41: error: vocabulary.view_classes[1]: expected a non-empty name, found an integer"),
        (#"{"vocabulary": []}"#, "rules.json:1:16: error: vocabulary: expected an object of name lists by group, found an array"),
    ])
    func aBadVocabularyIsAnErrorNamingTheKey(_ json: String, _ expected: String) {
        #expect(ConfigurationValidationTests.problems(json).first == expected)
    }

    @Test func anEmptyNameIsAnErrorToo() {
        #expect(ConfigurationValidationTests.problems(#"{"vocabulary": {"view_classes": [""]}}"#)
                == ["rules.json:1:34: error: vocabulary.view_classes[0]: expected a non-empty name, found a string"])
    }
}
