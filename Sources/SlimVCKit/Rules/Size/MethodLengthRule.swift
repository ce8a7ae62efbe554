/// Functions, initializers, subscripts and accessors whose body is too long.
public struct MethodLengthRule: Rule {
    public static let description = RuleDescription(
        id: "method_length", name: "Method Length",
        summary: "The body of a func, init, deinit, subscript or accessor stays under the line limit.",
        rationale: """
            A long method does several things at once, and in a view controller those things are \
            usually configuring views, transforming data and reacting to events. Give each its own \
            small, named method, or move it to the object it belongs to. Closures are not counted \
            on their own; they count toward the method that holds them. By default only the screen \
            layer is measured (view controllers, views, cells and their state holders), where long \
            methods make fat screens; SwiftLint's `function_body_length` covers the rest, or \
            `applies_to: "all"` measures every function.
            """,
        kind: .size, isMeasured: true,
        triggeringExamples: [
            Example("final class FeedViewController: UIViewController {\n    func ↓load() {\n        a()\n        b()\n        c()\n    }\n}",
                    options: #"{"warning": 2}"#),
            Example("class FeedViewModel {\n    var ↓total: Int {\n        let x = 1\n        let y = 2\n        return x + y\n    }\n}", options: #"{"warning": 2}"#),
            Example("struct FeedView: View {\n    ↓init() {\n        a()\n        b()\n        c()\n    }\n}", options: #"{"warning": 1, "error": 2}"#),
            // A type nested in a screen's is the screen's code; so is an extension of a cell.
            Example("final class FeedViewController: UIViewController {\n    struct Row {\n        func ↓make() {\n            a()\n            b()\n            c()\n        }\n    }\n}",
                    options: #"{"warning": 2}"#),
            Example("extension FeedCell {\n    func ↓fill() {\n        a()\n        b()\n        c()\n    }\n}",
                    otherFiles: ["FeedCell.swift": "final class FeedCell: UITableViewCell {}"], options: #"{"warning": 2}"#),
            Example("final class LoginPresenter {\n    func ↓submit() {\n        a()\n        b()\n        c()\n    }\n}", options: #"{"warning": 2}"#),
            // `applies_to: all` measures every function, as SwiftLint's `function_body_length` does.
            Example("func ↓spaced() {\n    a()\n\n\n}", options: #"{"warning": 2, "count": "all", "applies_to": "all"}"#),
            Example("final class PingUtility {\n    func ↓ping() {\n        a()\n        b()\n        c()\n    }\n}",
                    options: #"{"warning": 2, "applies_to": "all"}"#),
        ],
        nonTriggeringExamples: [
            Example("final class FeedViewController: UIViewController {\n    func load() {\n        a()\n        // comment\n\n        b()\n    }\n}",
                    options: #"{"warning": 2}"#),
            Example("final class FeedViewController: UIViewController {\n    func run() {\n        items.forEach { item in\n            a(item)\n        }\n    }\n}",
                    options: #"{"warning": 3}"#),
            Example("protocol P {\n    func a()\n}"),
            // Outside the screen layer (a utility, a free function), by default.
            Example("final class PingUtility {\n    func ping() {\n        a()\n        b()\n        c()\n    }\n}", options: #"{"warning": 2}"#),
            Example("func load() {\n    a()\n    b()\n    c()\n}", options: #"{"warning": 2}"#),
            // A SwiftUI view's `body` and its other view-building members are `view_body_length`'s.
            Example("struct FeedView: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n        }\n    }\n}", options: #"{"warning": 2}"#),
        ])

    public struct Options: RuleOptions, LineLimits {
        public var warning = 20
        public var error = 40
        public var count = LineCount.code
        public var appliesTo = MeasuredTypes.screens
        public static let choices = ["count": LineCount.allCases.map(\.rawValue), "applies_to": MeasuredTypes.allCases.map(\.rawValue)]
        public init() {}
    }

    public let options: Options
    public init(options: Options, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let lowest = min(options.warning, options.error)
        // A view's `body` and other view-building members are `view_body_length`'s.
        var builders: Set<Int>?
        return file.structure.functions.indices.compactMap { index -> Finding? in
            // Code lines are never more than lines: most bodies are judged on these figures alone.
            let body = file.functionBodies[index]
            guard Int(body.lines) > lowest, file.structure.functions[index].hasBody,
                  file.structure.functions[index].span.close != nil else { return nil }
            let value = options.lines(body)
            guard let (severity, limit) = options.judge(value) else { return nil }
            if builders == nil { builders = ViewBuilders(file: file).members(names: names, in: project) }
            guard builders?.contains(index) != true else { return nil }
            let function = file.structure.functions[index]
            let lookup = DeclarationLookup(file: file)
            let (outermost, path) = lookup.functionPath(index)
            guard options.appliesTo == .all || isOnScreenLayer(file.structure.functions[outermost].container, names, project) else { return nil }
            let (name, symbol) = (SignatureName.fitted(path), lookup.symbol(ofFunction: index, names: names))
            return finding("'\(name)' spans \(value) \(options.unit) (limit \(limit))", in: file, at: Self.nameToken(function, file),
                           symbol: symbol, severity: severity, measured: value, limit: limit)
        }
    }

    /// Whether a function declared in the type at `container` (none for a free function)
    /// is on the screen layer.
    private func isOnScreenLayer(_ container: Int?, _ names: [String], _ project: ProjectIndex) -> Bool {
        container.map { ScreenLayer(project: project).contains(names[$0]) } ?? false
    }

    /// Where a finding lands: the function's name, or an accessor's property name.
    static func nameToken(_ function: FunctionDeclaration, _ file: SourceFile) -> Int {
        guard function.accessorKind == "get(implicit)" else { return function.span.name }
        let first = function.span.first
        return (first..<(function.span.open ?? first)).first {
            file.tokens[$0].kind == .identifier && file.text(of: $0) == function.name
        } ?? first
    }
}
