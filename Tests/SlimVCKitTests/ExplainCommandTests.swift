import Foundation
import Testing
@testable import SlimVCKit

/// `slimvc explain FILE:LINE`: the facts and the verdict at a line, read with the project.
@Suite struct ExplainCommandTests {
    static let screen = """
        final class ContactViewController: UIViewController {
            var contactID: String!
            private var contact: Contact?
            private var onscreen = false
            override func viewDidLoad() { store.load(contactID) { self.contact = $0 } }
            override func viewDidAppear(_ animated: Bool) { onscreen = true }
        }
        """

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("rules.json", "{\"version\": 1}")
        try FileManager.default.createDirectory(atPath: folder.path + "/.git", withIntermediateDirectories: true)
        try folder.write("App/Contact.swift", screen)
        try folder.write("App/Store.swift", "final class Store { func load(_ id: String, _ done: (Contact) -> Void) {} }\n")
        return folder
    }

    @Test func aPropertyWrittenWhenDataArrivesIsState() throws {
        let folder = try Self.project()
        let run = CommandRun("explain", folder.path + "/App/Contact.swift:3")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("property ContactViewController.contact\n"))
        #expect(run.output.contains("App/Contact.swift:5 in 'viewDidLoad()': async_result (when data arrives)"))
        #expect(run.output.contains("  verdict: state\n"))
        #expect(run.output.contains("set when data arrives in 'viewDidLoad()'; move it to ContactDataController"))
    }

    /// A SwiftUI view's `@State`: state_in_view's decision, and the view's role.
    @Test func aViewsStateIsStateInViewsToDecide() throws {
        let folder = try Self.project()
        try folder.write("App/Feed.swift", """
            struct FeedView: View {
                @State private var items: [Item] = []
                @State private var isEditing = false
                var body: some View {
                    List(items) { Text($0.title) }
                        .task { items = await Store().items() }
                        .toolbar { Button("Edit") { isEditing = true } }
                }
            }
            """)
        let items = CommandRun("explain", folder.path + "/App/Feed.swift:2")
        #expect(items.output.contains("App/Feed.swift:6 in 'body': async_result (when data arrives)"))
        #expect(items.output.contains("  verdict: state\n  reason: 'items' is state held by FeedView, set when data arrives in 'body'"))
        let flag = CommandRun("explain", folder.path + "/App/Feed.swift:3")
        #expect(flag.output.contains("  verdict: silent\n  reason: state_in_view reports"))
        #expect(CommandRun("explain", folder.path + "/App/Feed.swift:1").output.contains("  roles: SwiftUI view\n"))
    }

    /// A private helper that other code's entry reaches takes that entry's context; only
    /// one nothing reaches is `unknown`.
    @Test func aPrivateHelperReachedFromAnEntryIsNotUnknown() throws {
        let folder = try Self.project()
        try folder.write("App/Picker.swift", """
            final class PickerViewController: UIViewController {
                private var chosen: [String] = []
                private var spare: [String] = []
                func choose(_ name: String) { toggle(name) }
                private func toggle(_ name: String) { chosen.append(name) }
                private func unused(_ name: String) { spare.append(name) }
            }
            """)
        let chosen = CommandRun("explain", folder.path + "/App/Picker.swift:2")
        #expect(chosen.output.contains("App/Picker.swift:5 in 'toggle(_:)': injected"), "\(chosen.output)")
        #expect(!chosen.output.contains("unknown"), "\(chosen.output)")
        let spare = CommandRun("explain", folder.path + "/App/Picker.swift:3")
        #expect(spare.output.contains("App/Picker.swift:6 in 'unused(_:)': unknown"), "\(spare.output)")
    }

    @Test func optionsAndBookkeepingNameTheirExemptions() throws {
        let folder = try Self.project()
        let option = CommandRun("explain", folder.path + "/App/Contact.swift:2")
        #expect(option.output.contains("  verdict: not state\n  reason: unchanged_options: "))
        let bookkeeping = CommandRun("explain", folder.path + "/App/Contact.swift:4", "--format", "json")
        let json = try JSONParser.parse(bookkeeping.output)
        guard case let .object(members) = json.value else { Issue.record("not an object: \(bookkeeping.output)"); return }
        let values = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.node.value) })
        #expect(values["verdict"] == .string("not state"))
        guard case let .string(reason)? = values["reason"] else { Issue.record("no reason"); return }
        #expect(reason.hasPrefix("view_bookkeeping: "))
        guard case let .array(writes)? = values["writes"] else { Issue.record("no writes"); return }
        #expect(writes.count == 1)
    }

    @Test func aScreenSaysWhatItPairsWithAndWhy() throws {
        let folder = try Self.project()
        let run = CommandRun("explain", folder.path + "/App/Contact.swift:1")
        #expect(run.output.hasPrefix("screen ContactViewController\n"))
        #expect(run.output.contains("  roles: view controller\n"))
        #expect(run.output.contains("  its DataController would be: ContactDataController\n"))
        #expect(run.output.contains("has no ContactDataController"))
    }

    @Test func badArgumentsAreNamed() throws {
        let folder = try Self.project()
        #expect(CommandRun("explain", folder.path + "/App/Contact.swift").errors.contains("expected one <file>:<line>"))
        #expect(CommandRun("explain", folder.path + "/App/Nope.swift:3").errors == "error: \(folder.path)/App/Nope.swift: no such file\n")
        let empty = CommandRun("explain", folder.path + "/App/Contact.swift:7")
        #expect(empty.status == 2 && empty.errors.contains("Contact.swift:7: no stored property or type is declared on this line"))
        #expect(CommandRun("explain", folder.path + "/App/Contact.swift:3", "--format", "xml").errors.contains("unknown format 'xml'"))
    }
}
