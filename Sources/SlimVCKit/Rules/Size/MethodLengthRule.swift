/// Functions, initializers, subscripts and accessors whose body is too long.
public struct MethodLengthRule: Rule {
    public static let description = RuleDescription(
        id: "method_length", name: "Method Length",
        summary: "The body of a func, init, deinit, subscript or accessor stays under the line limit.",
        rationale: """
            A long method does several things at once, and in a view controller those things are \
            usually configuring views, transforming data and reacting to events. Give each its own \
            small, named method, or move it to the object it belongs to. Closures are not counted \
            on their own; they count toward the method that holds them.
            """,
        kind: .size, isMeasured: true,
        triggeringExamples: [
            Example("func ↓load() {\n    a()\n    b()\n    c()\n}", options: #"{"warning": 2}"#),
            Example("class A {\n    var ↓total: Int {\n        let x = 1\n        let y = 2\n        return x + y\n    }\n}", options: #"{"warning": 2}"#),
            Example("struct S {\n    ↓init() {\n        a()\n        b()\n        c()\n    }\n}", options: #"{"warning": 1, "error": 2}"#),
            Example("func ↓spaced() {\n    a()\n\n\n}", options: #"{"warning": 2, "count": "all"}"#),
        ],
        nonTriggeringExamples: [
            Example("func load() {\n    a()\n    // comment\n\n    b()\n}", options: #"{"warning": 2}"#),
            Example("func run() {\n    items.forEach { item in\n        a(item)\n    }\n}", options: #"{"warning": 3}"#),
            Example("protocol P {\n    func a()\n}"),
        ])

    public struct Options: RuleOptions, LineLimits {
        public var warning = 20
        public var error = 40
        public var count = LineCount.code
        public static let choices = ["count": LineCount.allCases.map(\.rawValue)]
        public init() {}
    }

    public let options: Options
    public init(options: Options, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let lowest = min(options.warning, options.error)
        return file.structure.functions.indices.compactMap { index -> Finding? in
            // Code lines are never more than lines: most bodies are judged on these figures alone.
            let body = file.functionBodies[index]
            guard Int(body.lines) > lowest, file.structure.functions[index].hasBody,
                  file.structure.functions[index].span.close != nil else { return nil }
            let value = options.lines(body)
            guard let (severity, limit) = options.judge(value) else { return nil }
            let function = file.structure.functions[index]
            let lookup = DeclarationLookup(file: file)
            let (name, symbol) = (SignatureName.fitted(lookup.functionPath(index).path), lookup.symbol(ofFunction: index, names: names))
            return finding("'\(name)' spans \(value) \(options.unit) (limit \(limit))", in: file, at: nameToken(function, file),
                           symbol: symbol, severity: severity, measured: value, limit: limit)
        }
    }

    /// Where a finding lands: the function's name, or an accessor's property name.
    private func nameToken(_ function: FunctionDeclaration, _ file: SourceFile) -> Int {
        guard function.accessorKind == "get(implicit)" else { return function.span.name }
        let first = function.span.first
        return (first..<(function.span.open ?? first)).first {
            file.tokens[$0].kind == .identifier && file.text(of: $0) == function.name
        } ?? first
    }
}
