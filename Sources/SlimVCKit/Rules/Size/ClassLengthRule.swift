/// Types whose body, together with all their extensions, spans too many lines.
public struct ClassLengthRule: Rule {
    public static let description = RuleDescription(
        id: "class_length", name: "Class Length",
        summary: "A class, struct, enum or actor, with all of its extensions, stays under the line limit.",
        rationale: """
            A type that keeps growing has taken on more than one job; in a view controller that \
            usually means layout, data loading and formatting in one place. Splitting it into \
            extensions does not make it smaller, so its extensions count too. Move View work into \
            UIView subclasses, state and networking into a DataController, and presentation logic \
            into view models.
            """,
        kind: .size, isMeasured: true,
        triggeringExamples: [
            Example("class ↓Big {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n}", options: #"{"warning": 3}"#),
            Example("struct ↓Split {\n    let a = 1\n    let b = 2\n}\nextension Split {\n    func c() {}\n    func d() {}\n}",
                    options: #"{"warning": 3}"#),
            Example("enum ↓Huge {\n    case a\n    case b\n    case c\n}", otherFiles: ["More.swift": "extension Huge {\n    static let d = 1\n}"],
                    options: #"{"warning": 2, "error": 3}"#),
            Example("class ↓Spaced {\n    let a = 1\n\n    // note\n\n    let b = 2\n}", options: #"{"warning": 3, "count": "all"}"#),
        ],
        nonTriggeringExamples: [
            Example("class Small {\n    let a = 1\n    let b = 2\n    let c = 3\n}", options: #"{"warning": 3}"#),
            Example("class Commented {\n    // one\n    let a = 1\n\n    /* two\n       three */\n    let b = 2\n}", options: #"{"warning": 3}"#),
            Example("struct Split {\n    let a = 1\n}\nextension Split {\n    func b() {}\n    func c() {}\n}",
                    options: #"{"warning": 3, "include_extensions": false}"#),
            Example("protocol Big {\n    func a()\n    func b()\n    func c()\n    func d()\n}", options: #"{"warning": 3}"#),
            Example("class Twice {\n    let a = 1\n}\nextension Twice {\n    func b() {}\n    func c() {}\n    func d() {}\n}",
                    otherFiles: ["Mac/Twice.swift": "class Twice {}"], options: #"{"warning": 3}"#),
        ])

    public struct Options: RuleOptions, LineLimits {
        public var warning = 150
        public var error = 300
        public var count = LineCount.code
        public static let choices = ["count": LineCount.allCases.map(\.rawValue)]
        public var includeExtensions = true
        public init() {}
    }

    public let options: Options
    public init(options: Options, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        return file.structure.types.indices.compactMap { index -> Finding? in
            let kind = file.structure.types[index].kind
            guard kind != .extension, kind != .protocol else { return nil }
            let own = options.lines(file.typeBodies[index])
            // With two declarations of one name (two targets), extensions cannot be attributed.
            let entry = project[names[index]]
            let isUnique = entry?.concretePrimaryCount == 1
            let extensions = options.includeExtensions && isUnique ? entry?.extensions ?? [] : []
            let total = own + extensions.reduce(0) { $0 + lines($1) }
            guard let (severity, limit) = options.judge(total) else { return nil }
            let type = file.structure.types[index]
            return finding(message(type.name, total, extensions.count, limit), in: file, at: type.span.name,
                           symbol: names[index], severity: severity, measured: total, limit: limit)
        }
    }

    private func lines(_ facts: TypeFacts) -> Int {
        options.count == .code ? facts.bodyCodeLines : facts.bodyLines
    }

    private func message(_ name: String, _ total: Int, _ extensions: Int, _ limit: Int) -> String {
        guard extensions > 0 else { return "'\(name)' spans \(total) \(options.unit) (limit \(limit))" }
        let plural = extensions == 1 ? "1 extension" : "\(extensions) extensions"
        return "'\(name)' spans \(total) \(options.unit) in 1 declaration and \(plural) (limit \(limit))"
    }
}

extension ClassLengthRule: TypeLengthLimiting {
    var typeLengthWarning: Int { options.warning }
}
