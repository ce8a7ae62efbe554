import Testing
@testable import SlimVCKit

/// A file's type aliases, as `controller_state` reads them.
@Suite struct TypeAliasesTests {
    static func aliases(_ text: String) -> [String: String] {
        TypeAliases(in: SourceFile(path: "a.swift", text: text)).types
    }

    @Test func anAliasEndsWhereItsLineDoes() {
        let text = """
            typealias DataSource = UITableViewDiffableDataSource<Int, Item>
            var rows: Int = 0
            struct S { typealias Done = (Bool) -> Void }
            typealias Pair = (a: Int, b: Int); let x = 1
            """
        #expect(Self.aliases(text) == [
            "DataSource": "UITableViewDiffableDataSource<Int,Item>", "Done": "(Bool)->Void", "Pair": "(a:Int,b:Int)",
        ])
    }

    @Test func anAliasGoesOnOverLinesThatJoinIt() {
        let text = """
            typealias Delegate = PanelDelegate
                & UIGestureRecognizerDelegate
            typealias Handler<T> = (T)
                -> Void
            var next = 1
            """
        #expect(Self.aliases(text) == ["Delegate": "PanelDelegate&UIGestureRecognizerDelegate", "Handler": "(T)->Void"])
    }

    /// Each type's own aliases are kept by the type, so that `A.Item` reads as `A`'s.
    @Test func membersAliasesAreKeptByTheirType() {
        let text = """
            typealias Top = Int
            struct A { typealias Item = Int }
            struct B {
                typealias Item = String
                func f() { typealias Local = Bool }
                enum Inner { typealias Row = (Int) -> Void }
            }
            """
        let file = SourceFile(path: "a.swift", text: text)
        let facts = Dictionary(uniqueKeysWithValues: TypeFacts.all(in: file).map { ($0.name, $0.memberAliases) })
        #expect(facts == ["A": ["Item": "Int"], "B": ["Item": "String"], "B.Inner": ["Row": "(Int)->Void"]])
    }

    /// What a method returns, for `controller_state`'s `lazy var dataSource = makeDataSource()`.
    @Test func aMethodsReturnTypeEndsAtItsBodyOrWhereClause() {
        let text = """
            final class C {
                func a(completion: @escaping () -> Void) -> Source.DataSource { fatalError() }
                func b<T>(_ value: T) async throws -> [T] where T: Hashable { [] }
                func c(_ handler: (Int) -> String) {}
                init() {}
            }
            protocol P { func d() -> Int? }
            """
        let file = SourceFile(path: "a.swift", text: text)
        #expect(file.structure.functions.map(Signatures(file: file).returnType) == ["Source.DataSource", "[T]", nil, nil, "Int?"])
    }

    @Test func aNameAliasedTwiceDifferentlyIsLeftOut() {
        let text = "struct A { typealias Item = Int }\nstruct B { typealias Item = String }\nstruct C { typealias Row = Int }\nstruct D { typealias Row = Int }\n"
        #expect(Self.aliases(text) == ["Row": "Int"])
    }

    @Test func aliasesOfAliasesAreFollowedAndLoopsEnd() {
        let file = SourceFile(path: "a.swift", text: "typealias A = B\ntypealias B = C\ntypealias X = Y\ntypealias Y = X\n")
        let aliases = TypeAliases(in: file)
        #expect(aliases.resolve("A") == "C")
        #expect(aliases.resolve("C") == nil)
        #expect(aliases.resolve("X") == "X")
        let chain = (0..<1000).map { "typealias A\($0) = A\($0 + 1)\n" }.joined()
        #expect(TypeAliases(in: SourceFile(path: "a.swift", text: chain)).resolve("A0") == "A8")
    }

    @Test func anUnfinishedAliasIsNone() {
        #expect(Self.aliases("typealias A =").isEmpty)
        #expect(Self.aliases("typealias").isEmpty)
        #expect(Self.aliases("typealias A<T = B").isEmpty)
    }
}
