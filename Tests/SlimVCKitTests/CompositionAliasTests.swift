import Testing
@testable import SlimVCKit

/// Aliases of protocol compositions (`typealias Modal = Content & Actions`): a type that
/// adopts one adopts each part, across files.
@Suite struct CompositionAliasTests {
    @Test func aFileListsItsAliasesOfPlainNamesAndCompositions() {
        let file = SourceFile(path: "a.swift", text: """
            typealias Modal = ModalContent
                & ModalActions
            typealias Handler = (Int) -> Void
            typealias Rows = [Row]
            typealias Both = Swift.Codable & Hashable & Any
            typealias Boxed = Box<Int> & Shown
            typealias Base = UIKit.UIViewController
            struct Row {}
            """)
        #expect(CompositionAlias.all(in: file) == [
            CompositionAlias(name: "Base", parts: ["UIKit.UIViewController"]),
            CompositionAlias(name: "Both", parts: ["Swift.Codable", "Hashable", "Any"]),
            CompositionAlias(name: "Modal", parts: ["ModalContent", "ModalActions"]),
        ])
        #expect(CompositionAlias.all(in: SourceFile(path: "b.swift", text: "// no alias here\nstruct Row {}\n")).isEmpty)
    }

    @Test func aTypeAdoptsEachPartOfAnAliasDeclaredInAnotherFile() {
        let index = self.index([
            "Modal.swift": """
                typealias Modal = ModalContent & ModalActions
                typealias Sheet = Modal & Dismissible
                protocol ModalContent { var title: String { get } }
                protocol ModalActions: Tappable {}
                protocol Tappable {}
                protocol Dismissible {}
                """,
            "Success.swift": "final class SuccessViewModel: Sheet {}\nfinal class Plain: Modal {}\n",
        ])
        #expect(adopted(by: "SuccessViewModel", in: index) == ["Dismissible", "ModalActions", "ModalContent", "Tappable"])
        #expect(adopted(by: "Plain", in: index) == ["ModalActions", "ModalContent", "Tappable"])
    }

    /// Protocols that view models adopt through an alias are made for them, unless another
    /// type adopts them too, through the alias or not.
    @Test func protocolsAdoptedThroughAnAliasCanBeMadeForViewModels() {
        let modal = "typealias Modal = ModalContent & ModalActions\nprotocol ModalContent {}\nprotocol ModalActions {}\n"
        let alone = index(["Modal.swift": modal, "A.swift": "final class PaidViewModel: Modal {}\n"])
        #expect(alone.viewModelProtocols == ["ModalActions", "ModalContent"])
        let shared = index(["Modal.swift": modal, "A.swift": "final class PaidViewModel: Modal {}\nfinal class PaidViewController: UIViewController, Modal {}\n"])
        #expect(shared.viewModelProtocols.isEmpty)
    }

    /// A name aliased to two different compositions (private aliases of two files) is
    /// followed in neither; a project protocol of the same name wins over an alias.
    @Test func anAmbiguousAliasIsNotFollowed() {
        let index = self.index([
            "A.swift": "private typealias Actions = Tappable & Dismissible\nprotocol Tappable {}\nprotocol Dismissible {}\n",
            "B.swift": "private typealias Actions = Tappable\nfinal class Row: Actions {}\n",
            "C.swift": "typealias Shown = Tappable & Dismissible\nprotocol Shown {}\nfinal class Cell: Shown {}\n",
        ])
        #expect(adopted(by: "Row", in: index).isEmpty)
        #expect(adopted(by: "Cell", in: index) == ["Shown"])
    }

    /// Aliases of each other end at the index's bound rather than loop.
    @Test func aLoopOfAliasesEnds() {
        let index = self.index([
            "A.swift": "typealias First = Second & Tappable\ntypealias Second = First & Dismissible\nprotocol Tappable {}\nprotocol Dismissible {}\nfinal class Row: First {}\n",
        ])
        #expect(adopted(by: "Row", in: index) == ["Dismissible", "Tappable"])
    }

    /// A chain of aliases is followed through 8 of them: each costs a lookup of every
    /// part, for every view model that adopts one.
    @Test func aChainOfAliasesIsFollowedThroughEight() {
        let text = (0..<20).map { "typealias A\($0) = A\($0 + 1) & P\($0)\nprotocol P\($0) {}\n" }.joined() + "final class Row: A0 {}\n"
        #expect(adopted(by: "Row", in: index(["a.swift": text])) == (0..<8).map { "P\($0)" }.sorted())
    }

    private func index(_ sources: [String: String]) -> ProjectIndex {
        let files = sources.keys.sorted().map { SourceFile(path: $0, text: sources[$0]!) }
        return ProjectIndex(facts: files.flatMap { TypeFacts.all(in: $0) }, compositions: files.flatMap { CompositionAlias.all(in: $0) })
    }

    private func adopted(by name: String, in index: ProjectIndex) -> [String] {
        guard let type = index[name] else { return ["missing \(name)"] }
        return index.adoptedProtocols(of: type).map(\.name).sorted()
    }
}
