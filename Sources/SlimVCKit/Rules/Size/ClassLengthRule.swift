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
            into view models. By default only the screen layer is measured (view controllers, views, \
            cells and their state holders), where size is what makes a screen fat; SwiftLint's \
            `type_body_length` covers the rest, or `applies_to: "all"` measures every type.
            """,
        kind: .size, isMeasured: true,
        triggeringExamples: [
            Example("class ↓BigViewController: UIViewController {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n}", options: #"{"warning": 3}"#),
            Example("struct ↓SplitView: View {\n    let a = 1\n    let b = 2\n}\nextension SplitView {\n    func c() {}\n    func d() {}\n}",
                    options: #"{"warning": 3}"#),
            Example("enum ↓HugeViewModel {\n    case a\n    case b\n    case c\n}", otherFiles: ["More.swift": "extension HugeViewModel {\n    static let d = 1\n}"],
                    options: #"{"warning": 2, "error": 3}"#),
            Example("class ↓SpacedCell: UITableViewCell {\n    let a = 1\n\n    // note\n\n    let b = 2\n}", options: #"{"warning": 3, "count": "all"}"#),
            Example("final class ↓CheckoutInteractor {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n}", options: #"{"warning": 3}"#),
            // `applies_to: all` measures every type, as SwiftLint's `type_body_length` does.
            Example("final class ↓PingUtility {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n}", options: #"{"warning": 3, "applies_to": "all"}"#),
        ],
        nonTriggeringExamples: [
            Example("class SmallViewController: UIViewController {\n    let a = 1\n    let b = 2\n    let c = 3\n}", options: #"{"warning": 3}"#),
            Example("class CommentedView: UIView {\n    // one\n    let a = 1\n\n    /* two\n       three */\n    let b = 2\n}", options: #"{"warning": 3}"#),
            Example("struct SplitView: View {\n    let a = 1\n}\nextension SplitView {\n    func b() {}\n    func c() {}\n}",
                    options: #"{"warning": 3, "include_extensions": false}"#),
            Example("protocol BigViewModel {\n    func a()\n    func b()\n    func c()\n    func d()\n}", options: #"{"warning": 3}"#),
            Example("class TwiceViewController: UIViewController {\n    let a = 1\n}\nextension TwiceViewController {\n    func b() {}\n    func c() {}\n    func d() {}\n}",
                    otherFiles: ["Mac/Twice.swift": "class TwiceViewController: NSViewController {}"], options: #"{"warning": 3}"#),
            // Outside the screen layer, by default.
            Example("final class PingUtility {\n    let a = 1\n    let b = 2\n    let c = 3\n    let d = 4\n}", options: #"{"warning": 3}"#),
        ])

    public struct Options: RuleOptions, LineLimits {
        public var warning = 150
        public var error = 300
        public var count = LineCount.code
        public static let choices = ["count": LineCount.allCases.map(\.rawValue), "applies_to": MeasuredTypes.allCases.map(\.rawValue)]
        public var includeExtensions = true
        public var appliesTo = MeasuredTypes.screens
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
            guard let (severity, limit) = options.judge(total),
                  options.appliesTo == .all || ScreenLayer(project: project).contains(names[index]) else { return nil }
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
