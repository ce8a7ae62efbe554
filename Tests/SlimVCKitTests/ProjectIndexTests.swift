import Foundation
import Testing
@testable import SlimVCKit

@Suite struct ProjectIndexTests {
    /// Found by a helper on Home Assistant: one `extension UIViewController` in a project
    /// made every view controller lose its role.
    @Test func foldersAroundAPathDeepestFirst() {
        #expect(IndexedType.folders(of: "/a/b/c.swift") == ["/a/b/", "/a/", "/", ""])
        #expect(IndexedType.folders(of: "b/c.swift") == ["b/", ""])
        #expect(IndexedType.folders(of: "c.swift") == [""])
    }

    @Test func extendingAFrameworkClassKeepsTheRolesOfItsSubclasses() {
        let sources = [
            "Helpers.swift": "extension UIViewController {\n    func hideKeyboard() {}\n}\nextension UILabel {}\n",
            "Login.swift": "final class LoginViewController: UIViewController {}\nfinal class TitleLabel: UILabel {}\n",
        ]
        let facts = sources.keys.sorted().flatMap { TypeFacts.all(in: SourceFile(path: $0, text: sources[$0]!)) }
        let index = ProjectIndex(facts: facts)
        #expect(index["LoginViewController"]?.roles.contains(.viewController) == true)
        #expect(index["TitleLabel"]?.roles.contains(.view) == true)
    }

    /// A name written unqualified finds the nested type it names when only one type has
    /// that last component; with two, it finds none rather than a guess.
    @Test func unqualifiedNamesResolveOnlyWhenUnique() {
        let sources = [
            "A.swift": "enum Feed {\n    final class ListViewController: UIViewController {}\n    struct Cell {}\n}\nstruct Twice {}\n",
            "B.swift": "enum Chat {\n    struct Cell {}\n}\nfinal class Host: ListViewController {}\nstruct Twice {}\n",
        ]
        // Handed over out of path order: the index sorts them.
        let facts = sources.keys.sorted(by: >).flatMap { TypeFacts.all(in: SourceFile(path: $0, text: sources[$0]!)) }
        let index = ProjectIndex(facts: facts)
        #expect(index.resolve("ListViewController")?.name == "Feed.ListViewController")
        #expect(index.resolve("Cell") == nil)
        #expect(index.resolve("Cell", from: "Chat")?.name == "Chat.Cell")
        #expect(index["Host"]?.superclass == "Feed.ListViewController")
        #expect(index["Host"]?.roles.contains(.viewController) == true)
        #expect(index["Twice"]?.primaries.map(\.path) == ["A.swift", "B.swift"])
    }

    /// The Linter hands facts over file by file; in any file order, the index is the one
    /// the same facts give in one array.
    @Test func factsByFileGiveTheSameIndex() {
        let sources = [
            "A.swift": "struct Twice {}\nextension Feed {\n    struct Cell {}\n}\n",
            "B.swift": "enum Feed {}\nstruct Twice {}\nextension Twice {}\n",
            "C.swift": "extension Feed {}\nstruct Twice {}\n",
        ]
        let byFile = sources.keys.sorted().map { TypeFacts.all(in: SourceFile(path: $0, text: sources[$0]!)) }
        let flat = ProjectIndex(facts: byFile.flatMap { $0 })
        for order in [byFile, byFile.reversed(), [byFile[1], byFile[0], byFile[2]]] {
            let index = ProjectIndex(factsByFile: order, settings: RoleSettings(), jobs: 2)
            #expect(index.types.keys.sorted() == ["Feed", "Feed.Cell", "Twice"])
            for (name, type) in flat.types {
                #expect(index[name]?.primaries.map(\.path) == type.primaries.map(\.path), "\(name)")
                #expect(index[name]?.extensions.map(\.path) == type.extensions.map(\.path), "\(name)")
            }
        }
        #expect(flat["Twice"]?.primaries.map(\.path) == ["A.swift", "B.swift", "C.swift"])
        #expect(flat["Feed"]?.extensions.map(\.path) == ["A.swift", "C.swift"])
    }

    /// What code hands a cell is kept by the cell it names, resolved from the type whose
    /// code binds it: a cell through the project's base classes, whatever its name; a
    /// local of a type that is no project cell is left out.
    @Test func cellFeedsAreKeptByTheCellTheyName() {
        let sources = [
            "Cells.swift": "class BaseCell: UITableViewCell {}\nfinal class ContactRow: BaseCell {}\nfinal class Screen {\n    final class RowCell: UICollectionViewCell {}\n}\n",
            "Screen.swift": """
                extension Screen {
                    func fill(_ row: ContactRow, _ cell: RowCell, _ request: URLRequest, _ plain: UITableViewCell) {
                        row.nameLabel.text = contact.name
                        cell.item = item
                        request.httpBody = body
                        plain.textLabel?.text = title
                    }
                }
                """,
        ]
        let facts = sources.keys.sorted().flatMap { TypeFacts.all(in: SourceFile(path: $0, text: sources[$0]!)) }
        let index = ProjectIndex(facts: facts)
        #expect(index.cellFeeds.sites(of: "ContactRow").map(\.scope) == ["Screen"])
        #expect(index.cellFeeds.sites(of: "Screen.RowCell").map(\.site.cell) == ["RowCell"])
        #expect(index.cellFeeds.sites(of: "BaseCell").isEmpty)
        #expect(index.cellFeeds.sites(of: "URLRequest").isEmpty && index.cellFeeds.sites(of: "UITableViewCell").isEmpty)
    }

    /// A type declared or extended in many places has what its declarations add up to
    /// gathered once (`IndexedType.gathered`); fewer declarations add them up at each ask.
    /// Both give the same answers, and the same View work findings, across the threshold.
    @Test func manyDeclarationsAddUpAsFewDo() throws {
        for extensionCount in [1, IndexedType.gatheredFrom - 2, IndexedType.gatheredFrom - 1, 20] {
            var sources = [
                "Feed.swift": "final class FeedViewController: UIViewController, P0Delegate {\n    let banner: Banner\n"
                    + "    let badge: Badge\n    func configure(_ item: Item) {}\n}\nfinal class Banner: UIView {}\nstruct Badge {}\n",
            ]
            for index in 1...extensionCount {
                // The second extension declares `badge` again, as a view: the first declared wins.
                let badge = index == 2 ? "    var badge: UILabel { UILabel() }\n" : ""
                sources["E\(index).swift"] = "extension FeedViewController: P\(index)Delegate {\n    var part\(index): PartView? { nil }\n"
                    + badge + "    func show\(index)(_ value: Value\(index)) {\n        banner.alpha = 0\n        badge.isHidden = true\n    }\n}\n"
            }
            let facts = sources.keys.sorted().flatMap { TypeFacts.all(in: SourceFile(path: $0, text: sources[$0]!)) }
            let type = try #require(ProjectIndex(facts: facts)["FeedViewController"])
            let declarations = type.primaries + type.extensions
            #expect(type.declarations.map(\.path) == declarations.map(\.path))
            #expect(type.inherits == declarations.flatMap(\.inherits))
            #expect(type.properties.map(\.name) == declarations.flatMap { $0.properties.map(\.name) })
            #expect(type.inherits.count == extensionCount + 2)
            #expect(type.isGathered == (declarations.count >= IndexedType.gatheredFrom))
            #expect(type.propertiesByName["badge"]?.typeName == "Badge")
            let findings = Linter(configuration: .defaults(folder: "/")).lint(sources: sources).findings
                .filter { $0.ruleID == ViewWorkInControllerRule.description.id }
            #expect(findings.map(\.path) == (1...extensionCount).map { "E\($0).swift" }.sorted(), "\(extensionCount)")
            #expect(findings.allSatisfy { $0.related.first?.message.hasPrefix("'banner.alpha") == true }, "\(extensionCount)")
        }
    }

    /// A superclass chain is followed through 64 classes at most: a generated chain of
    /// thousands would cost each class a walk to its end.
    @Test func superclassChainsAreFollowedThrough64Classes() {
        let text = (0..<70).map { "class C\($0): C\($0 + 1) {}\n" }.joined() + "class C70: UIViewController {}\n"
        let index = ProjectIndex(facts: TypeFacts.all(in: SourceFile(path: "a.swift", text: text)))
        #expect(index.superclasses(of: "C0").count == 64)
        #expect(index.superclasses(of: "C10") == (11...70).map { "C\($0)" } + ["UIViewController"])
        #expect(index["C10"]?.roles.contains(.viewController) == true)
        #expect(index["C0"]?.roles.contains(.viewController) == false)
    }

    /// Superclasses and roles are resolved on several threads: the index must not change.
    @Test func theIndexIsTheSameForAnyNumberOfJobs() throws {
        let files = try SwiftFileFinder.find([PackageRoot.path("Fixtures/SampleApp")])
        let facts = try files.flatMap { TypeFacts.all(in: SourceFile(path: $0, bytes: try FileReader.read($0))) }
        let single = ProjectIndex(facts: facts, jobs: 1)
        #expect(single.types.values.contains { $0.roles.contains(.viewController) && $0.superclass != nil })
        for jobs in [2, 3, 16] {
            let parallel = ProjectIndex(facts: facts, jobs: jobs)
            #expect(parallel.types.keys.sorted() == single.types.keys.sorted())
            for (name, type) in single.types {
                #expect(parallel[name]?.roles == type.roles && parallel[name]?.superclass == type.superclass, "\(name)")
            }
            #expect(parallel.baseClasses == single.baseClasses)
        }
    }

    /// Written type names are looked up without generic arguments, optionality, white
    /// space and ownership words, whatever characters they hold.
    @Test func typeNamesAreNormalizedForLookup() {
        let cases = [
            ("UIView", "UIView"), ("Outer.Inner", "Outer.Inner"), ("UILabel?", "UILabel"), ("UIButton!", "UIButton"),
            ("UIKit.UITableViewController<Item>?", "UIKit.UITableViewController"), ("Box<Array<Int>>", "Box"),
            ("any DataSource", "DataSource"), ("some View", "View"), ("weak var", "var"), ("[Cell]?", "[Cell]"),
            ("[String: Any]", "[String:Any]"), ("Café<Ü>", "Café"), ("Vue 👁️?", "Vue👁️"), ("inout Model", "Model"),
            ("@escaping @Sendable () -> Void", "()-Void"), ("someView", "View"), ("some", "some"),
            // A mark after a word joins its last letter: the word is not there.
            ("any\u{301}Thing<T>", "any\u{301}Thing"), ("weak any\u{301}X?", "any\u{301}X"),
        ]
        for (written, normalized) in cases {
            #expect(TypeName.normalized(written) == normalized, "\(written)")
        }
        #expect(TypeName.element("[UILabel]?") == "UILabel")
        #expect(TypeName.element("[[UILabel]]") == "UILabel")
        #expect(TypeName.element("[]") == "")
        #expect(TypeName.element("[\u{301}UILabel]") == "[\u{301}UILabel]")
        #expect(TypeName.element("[Vue👁️]") == "Vue👁️")
    }

    /// An inheritance clause's attributes are no part of the protocol's name.
    @Test func inheritedTypesAreKeptWithoutAttributes() {
        let source = """
            final class WebViewController: UIViewController, @preconcurrency WKNavigationDelegate, @unchecked Sendable,
                @retroactive @MainActor Codable, @available(iOS 15, *) Loading {}
            """
        let facts = TypeFacts.all(in: SourceFile(path: "Web.swift", text: source))
        #expect(facts.first?.inherits == ["UIViewController", "WKNavigationDelegate", "Sendable", "Codable", "Loading"])
        #expect(TypeName.withoutAttributes("@") == "@")
        #expect(TypeName.withoutAttributes("@objc(Name) P") == "P")
    }
}
