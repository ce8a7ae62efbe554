import Testing
@testable import SlimVCKit

@Suite struct StructureTests {
    @Test func typesWithInheritanceAttributesAndNesting() {
        let source = """
            import UIKit

            /// Doc comments are not part of the declaration.
            @MainActor
            final class ArticlesViewController: UIViewController, UITableViewDataSource {
                struct Row<T>: Hashable where T: Equatable {
                    let id: Int
                }

                enum Mode: String, CaseIterable { case list, grid }
            }
            extension Array<Int>: @unchecked Sendable where Element == Int {}
            extension Foo . Bar {}
            protocol Loading: AnyObject, ~Copyable {}
            """
        #expect(Rendering.structure(source) == """
            class ArticlesViewController: UIViewController, UITableViewDataSource 4-11 5/4
            struct Row: Hashable in ArticlesViewController 6-8 1/1
            enum Mode: String, CaseIterable in ArticlesViewController 10-10 0/0
            extension Array<Int>: @unchecked Sendable 12-12 0/0
            extension Foo . Bar 13-13 0/0
            protocol Loading: AnyObject, ~Copyable 14-14 0/0
            """)
    }

    @Test func functionsInitializersAndOperators() {
        let source = """
            struct Money {
                init?(cents: Int) {
                    guard cents >= 0 else { return nil }
                }
                deinit {}
                static func ==<T>(lhs: Money, rhs: T) -> Bool { true }
                static func < (lhs: Money, rhs: Money) -> Bool {
                    // a comment line is not code
                    return false
                }
                func `default`(
                    value: Int = { 1 }()
                ) -> Int
                where Self: Sendable
                {
                    value
                }
            }
            """
        #expect(Rendering.structure(source) == """
            struct Money 1-18 16/15
            init init in Money 2-4 1/1
            deinit deinit in Money 5-5 0/0
            func == in Money 6-6 0/0
            func < in Money 7-10 2/1
            func `default` in Money 11-17 1/1
            """)
    }

    @Test func accessorsOfPropertiesAndSubscripts() {
        let source = """
            class Box {
                var count = 0 {
                    willSet { print(newValue) }
                    didSet {
                        print(oldValue)
                    }
                }
                var isEmpty: Bool { count == 0 }
                var value: Int {
                    @inlinable get { 1 }
                    set(newValue) {}
                }
                subscript(index: Int) -> Int {
                    get { index }
                    set {}
                }
                lazy var view: View = {
                    class Local {}
                    return View()
                }()
            }
            """
        #expect(Rendering.structure(source) == """
            class Box 1-21 19/19
            class Local in Box local 18-18 0/0
            accessor count willSet in Box 3-3 0/0
            accessor count didSet in Box 4-6 1/1
            accessor isEmpty get(implicit) in Box 8-8 0/0
            accessor value get in Box 10-10 0/0
            accessor value set in Box 11-11 0/0
            subscript subscript in Box 13-16 2/2
            """)
    }

    /// A property wrapper may give a property its type: then observers follow the name
    /// (element-ios's `@UserDefault(…) var enableLiveLocationSharing { didSet { … } }`).
    @Test func observersOfAWrappedPropertyWithoutAType() {
        let source = """
            final class Settings {
                @UserDefault(key: "sharing", defaultValue: false)
                var isSharing {
                    didSet { notify() }
                }
                func load() {
                    if let value {
                        print(value)
                    }
                }
            }
            """
        #expect(Rendering.structure(source) == """
            class Settings 1-11 9/9
            accessor isSharing didSet in Settings 4-4 0/0
            func load in Settings 6-10 3/3
            """)
    }

    /// An initial value may begin on the line after the type, its observers on the next
    /// (dp3t's `var uiState: UIStateModel.Homescreen` then `= .init() {`).
    @Test func observersAfterAnInitialValueOnItsOwnLine() {
        let source = """
            class ReportsView: UIView {
                var uiState: UIStateModel.Homescreen
                    = .init() {
                    didSet { updateLayout() }
                }
                var count: Int
                    = 2
                {
                    didSet { updateLayout() }
                }
                var title: String
                func updateLayout() {}
            }
            """
        #expect(Rendering.structure(source) == """
            class ReportsView: UIView 1-13 11/11
            accessor uiState didSet in ReportsView 4-4 0/0
            accessor count didSet in ReportsView 9-9 0/0
            func updateLayout in ReportsView 12-12 0/0
            """)
    }

    @Test func protocolRequirementsHaveNoBody() {
        let source = """
            protocol Store {
                associatedtype Item
                var items: [Item] { get set }
                init(items: [Item])
                func load(
                    page: Int
                ) async throws -> [Item]
                subscript(index: Int) -> Item { get }
                @discardableResult func save() -> Bool
            }
            """
        #expect(Rendering.structure(source) == """
            protocol Store 1-10 8/8
            init init in Store 4-4 no body
            func load in Store 5-7 no body
            subscript subscript in Store 8-8 0/0
            func save in Store 9-9 no body
            """)
    }

    /// Swift 6.4's `borrow` and `mutate` accessors, and value generic parameters, which
    /// are not properties (both from swift-collections and swift-nio).
    @Test func borrowAccessorsAndValueGenerics() {
        let source = """
            struct Box<let size: Int, Value> {
                var value: Value {
                    borrow { storage }
                    mutate {
                        yield &storage
                    }
                }
                func read<
                    let count: Int
                >(as: Int) -> Int {
                    count
                }
            }
            """
        #expect(Rendering.structure(source) == """
            struct Box 1-13 11/11
            accessor value borrow in Box 3-3 0/0
            accessor value mutate in Box 4-6 1/1
            func read in Box 8-12 1/1
            """)
        #expect(Rendering.properties(source) == "var value : Value { borrow mutate }")
    }

    /// From swift-testing: an attribute's arguments of any length, an operator named
    /// `..<`, and a module selector (`Module::Type`).
    @Test func longAttributesRangeOperatorsAndModuleSelectors() {
        let arguments = (1...300).map { "(\($0), \"\($0)\")" }.joined(separator: ",\n        ")
        let source = """
            struct Bound {
                @Test("Case",
                    arguments: [
                    \(arguments)
                    ]
                )
                func check(value: Int, name: String) {}
                static func ..<(lhs: Bound, rhs: Bound) -> Range<Int> { 0..<1 }
                static func ==<T>(lhs: T, rhs: T) -> Bool { true }
            }
            extension Testing::Bound {
                struct Nested {}
            }
            """
        #expect(Rendering.structure(source) == """
            struct Bound 1-309 307/307
            extension Testing::Bound 310-312 1/1
            struct Nested in Testing::Bound 311-311 0/0
            func check in Bound 2-306 0/0
            func ..< in Bound 307-307 0/0
            func == in Bound 308-308 0/0
            """)
    }

    /// `@abi(…)` holds a declaration, as SwiftSyntax reads it (from swift-foundation).
    @Test func abiAttributesDeclareTheirFunction() {
        let source = """
            struct Data {
                @abi(init(slow elements: [UInt8]))
                init(_ elements: [UInt8]) {}
                @abi(func load())
                func fetch() {}
            }
            """
        #expect(Rendering.structure(source) == """
            struct Data 1-6 4/4
            init init in Data 2-3 0/0
            init init in Data 2-2 no body
            func fetch in Data 4-5 0/0
            func load in Data 4-4 no body
            """)
    }

    /// A keyword may label a parameter (from damus's FlatBuffers code).
    @Test func keywordsLabellingParametersDeclareNothing() {
        let source = """
            struct Buffer {
                mutating func push<T>(struct value: T, func size: Int) {
                    write(value)
                }
                func create(_ a: Int, class b: Int, extension c: Int) -> Int { a }
            }
            """
        #expect(Rendering.structure(source) == """
            struct Buffer 1-6 4/4
            func push in Buffer 2-4 1/1
            func create in Buffer 5-5 0/0
            """)
    }

    /// Contextual keywords may name types (from swift-protobuf's naming tests); after
    /// `class`, a modifier still starts a class member.
    @Test func contextualKeywordsNameTypes() {
        let source = """
            enum any: Int { case one }
            struct get {
                nonisolated enum mutating<T> where T: Equatable {}
            }
            class Layer: CALayer {
                class override var layerClass: AnyClass { Layer.self }
                class final func make() -> Layer { Layer() }
            }
            """
        #expect(Rendering.structure(source) == """
            enum any: Int 1-1 0/0
            struct get 2-4 1/1
            enum mutating in get 3-3 0/0
            class Layer: CALayer 5-8 2/2
            accessor layerClass get(implicit) in Layer 6-6 0/0
            func make in Layer 7-7 0/0
            """)
    }

    /// A labelled argument in an interpolation is no second binding (from swift-log).
    @Test func interpolationArgumentsStartNoBinding() {
        let source = """
            struct Log {
                func check() {
                    let value: Value = "\\(42, attributes: { $0[A.self] = .a })"
                }
                let text = "\\(1, radix: 2)" + #"\\#(x, b: { 1 })"#
            }
            """
        #expect(Rendering.structure(source) == """
            struct Log 1-6 4/4
            func check in Log 2-4 1/1
            """)
        #expect(Rendering.properties(source) == "let text = …")
    }

    /// A global actor named through its type starts the declaration, as any attribute.
    @Test func qualifiedAttributesStartTheirDeclaration() {
        let source = """
            protocol ToneManager {
                @ToneStore.ConversionActor
                @discardableResult
                func addTone(from url: URL) throws -> URL
                @Module.Wrapper(key: "a") var tone: Int { get }
            }
            """
        #expect(Rendering.structure(source) == """
            protocol ToneManager 1-6 4/4
            func addTone in ToneManager 2-4 no body
            """)
        #expect(Rendering.properties(source) == "var tone @Module.Wrapper : Int { get }")
    }

    @Test func localDeclarationsInsideCodeBlocks() {
        let source = """
            func outer() {
                var total: Int { 2 }
                struct Inner {
                    func method() {}
                }
                let handler = { func nested() {} }
                if let a = b,
                   let c = d {
                    print(a, c, total)
                }
            }
            """
        #expect(Rendering.structure(source) == """
            struct Inner local 3-5 1/1
            func outer 1-11 9/9
            accessor total get(implicit) local 2-2 0/0
            func method in Inner 4-4 0/0
            func nested local 6-6 0/0
            """)
    }

    @Test func keywordsUsedAsNamesAreNotDeclarations() {
        let source = """
            let actor = Actor()
            foo(class: 1, func: 2, extension: 3)
            x = .init(value: 1)
            self.init()
            let list = items.map { set in set.count }
            import class Foundation.NSString
            protocol P: class {}
            class func make() {}
            """
        #expect(Rendering.structure(source) == """
            protocol P: class 7-7 0/0
            func make 8-8 0/0
            """)
    }

    @Test func propertiesKeepModifiersAttributesTypesAndAccessors() {
        let source = """
            class ViewController: UIViewController {
                @IBOutlet private weak var nameLabel: UILabel!
                private(set) var articles: [Article] = []
                static let shared = ViewController()
                lazy var table = UITableView()
                var a = 1, b: Dictionary<String, Int> = [:]
                var title: String { "x" }
                func load() { var local = 1 }
            }
            """
        #expect(Rendering.properties(source) == """
            var nameLabel private weak @IBOutlet : UILabel!
            var articles private : [Article] = …
            let shared static = …
            var table lazy = …
            var a = …
            var b : Dictionary<String, Int> = …
            var title : String { get(implicit) }
            """)
    }

    @Test func importsKeepTheirModulePath() {
        let file = SourceFile(path: "t.swift", text: "import UIKit\n@testable import SlimVCKit\nimport struct Foundation.Date\n")
        #expect(file.structure.imports.map(\.module) == ["UIKit", "SlimVCKit", "Foundation.Date"])
    }
}
