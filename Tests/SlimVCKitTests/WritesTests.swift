import Testing
@testable import SlimVCKit

/// What each type's body writes (`WriteScan.writesByType`): the names it assigns (and
/// what it hands cells, `CellFeedsTests`).
@Suite struct WritesTests {
    private static func writes(_ body: String, kind: String = "final class") -> Writes {
        let file = SourceFile(path: "a.swift", text: "\(kind) Screen {\n\(body)\n}\n")
        return WriteScan(file: file).writesByType(setUp: [])[0]
    }

    private static func hashes(_ names: String...) -> [UInt64] { names.map(WrittenNames.assignedHash).sorted() }

    @Test func assignmentsInTheBodyAreSeen() {
        let body = """
            var count = 0
            var isOn = false
            func f(_ a: inout Int) {
                count += 1
                self?.title = "x"
                isOn.toggle()
                swap(&limit, &a)
                if count == 1, count != 2, count <= 3, count >= 0 { print(count) }
            }
            """
        #expect(Self.writes(body).assigned == Self.hashes("count", "title", "isOn", "limit", "a"))
        // Only classes and extensions are asked.
        #expect(Self.writes(body, kind: "struct").assigned.isEmpty)
    }

    /// A name assigned only in set-up methods is marked (the last bit of its hash); one
    /// assigned elsewhere too is not.
    @Test func assignmentsInSetUpAloneAreMarked() throws {
        let text = """
            final class Screen: Base {
                init() { a = 1; b = 1 }
                override func viewDidLoad() { c = true }
                override func awakeFromNib() { d = 2 }
                override func loadView() { e = 3 }
                func viewDidLoadLater() { f = 4 }
                func reset() { b = 0 }
            }
            """
        let facts = try #require(TypeFacts.all(in: SourceFile(path: "a.swift", text: text)).first)
        let setUpOnly = Set(["a", "c", "d", "e"].map { WrittenNames.assignedHash($0) | 1 })
        let elsewhere = Set(["b", "f"].map(WrittenNames.assignedHash))
        #expect(Set(facts.assignedNames) == setUpOnly.union(elsewhere))
        #expect(facts.assignedNames == facts.assignedNames.sorted())
        // The index finds either mark with one search, and tells them apart.
        let screen = try #require(ProjectIndex(facts: [facts])["Screen"])
        for name in ["a", "b", "c", "d", "e", "f", "g", "viewDidLoad"] {
            #expect(screen.assigns(name) == ["a", "b", "c", "d", "e", "f"].contains(name), "\(name)")
            #expect(screen.assignsOutsideSetup(name) == ["b", "f"].contains(name), "\(name)")
        }
    }

    @Test func aNestedTypeWritesForItself() {
        let body = "func f() { a = 1 }\nfinal class Inner {\n    func g() { b = 2 }\n}\nfunc h() { c = 3 }"
        let file = SourceFile(path: "a.swift", text: "final class Screen {\n\(body)\n}\n")
        #expect(WriteScan(file: file).writesByType(setUp: []).map(\.assigned) == [Self.hashes("a", "c"), Self.hashes("b")])
    }
}
