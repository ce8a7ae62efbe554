/// View models that know a view or a view controller.
public struct ViewModelViewReferenceRule: Rule {
    public static let description = RuleDescription(
        id: "view_model_view_reference", name: "View Model View Reference",
        summary: "A view model's (or a SwiftUI state holder's) properties, parameters and return types name no view, cell or view controller.",
        rationale: """
            A view model holds presentation logic so that it can be tested without UIKit and \
            shared by several views. Once it keeps a label or calls back into its view \
            controller, it is a second controller: the dependency must point the other way. \
            Expose values (strings, colors, images, `Driver`s, `@Published` properties) and let \
            the view or controller bind to them. What a project protocol requires of the view \
            models that adopt it is reported once, in the protocol. On SwiftUI the same holds \
            for a state holder (an `@Observable` class or an `ObservableObject` that publishes \
            more than flags; one that publishes nothing or only `Bool`s hosts a window or a sheet, \
            not a screen's state): no `View` type, `AnyView` or `some View` in its properties, \
            parameters or results.
            """,
        kind: .mvvm, exemptions: ViewModelViewReferenceExemption.described,
        triggeringExamples: ViewModelViewReferenceExamples.triggering + ViewModelViewReferenceSwiftUIExamples.triggering,
        nonTriggeringExamples: ViewModelViewReferenceExamples.nonTriggering + ViewModelViewReferenceSwiftUIExamples.nonTriggering)

    public struct Options: RuleOptions {
        public var forbidUikitImport = false
        /// Further types a view model may not name (`UIColor`, `UIImage`, …).
        public var forbiddenTypes: [String] = []
        public init() {}
    }

    public let options: Options
    var exemptions = ExemptionSwitches<ViewModelViewReferenceExemption>()
    public init(options: Options, vocabulary: Vocabulary) { self.options = options }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let models = viewModels(in: file, names: names, project: project)
        var required: [Int: Set<String>] = [:]
        var findings: [Finding] = []
        // The same few names come back in every declaration: each is judged once per scope.
        var judged: [String: String?] = [:]
        let scan = DeclaredTypeScan(file: file)
        for (container, context, tokens) in scan.declaredTypeTokens(in: models) {
            let requirements = required[container] ?? requirements(of: container, in: file, names: names, project: project)
            required[container] = requirements
            if exemptions.applies(.protocolRequirements), requirements.contains(context) { continue }
            for index in tokens {
                // `Cell.Model` names the type nested in the cell, not the cell.
                let first = scan.qualifierStart(of: index)
                let name = file.text(first, index)
                guard let kind = kind(of: name, scope: names[container], in: project, judged: &judged) else { continue }
                let owner = file.structure.types[container].name
                findings.append(finding("'\(owner)' references the \(kind) '\(name)' in '\(SignatureName.shown(context))'; "
                                        + "a view model must not know its view", in: file, at: first, through: index,
                                        symbol: DeclarationLookup(file: file).symbol(at: index, names: names)))
            }
        }
        if options.forbidUikitImport { findings += uiImports(in: file, models: models) }
        return findings.sorted { $0.start < $1.start }
    }

    /// The kind of view `name` is, judged once per name and scope; with `nested_types` off,
    /// a type nested in a view (`Cell.Model`) is judged as that view.
    private func kind(of name: String, scope: String, in project: ProjectIndex, judged: inout [String: String?]) -> String? {
        let key = name + "\u{0}" + scope
        if let known = judged[key] { return known }
        var kind = viewKind(name, project: project, scope: scope)
        if kind == nil, !exemptions.applies(.nestedTypes), let dot = name.firstIndex(of: ".") {
            kind = viewKind(String(name[..<dot]), project: project, scope: scope)
        }
        judged[key] = kind
        return kind
    }

    /// For `forbid_uikit_import`, the UI frameworks imported by a file of view models alone.
    private func uiImports(in file: SourceFile, models: Set<Int>) -> [Finding] {
        guard !models.isEmpty, models.count == file.structure.types.count || !exemptions.applies(.mixedFiles) else { return [] }
        var findings: [Finding] = []
        for declaration in file.structure.imports where FrameworkVocabulary.uiModules.contains(declaration.module) {
            findings.append(finding("'import \(declaration.module)' in a file of view models; a view model needs no \(declaration.module)",
                                    in: file, at: declaration.token, through: declaration.token + 1))
        }
        return findings
    }

    /// A requirement of a protocol made for view models is reported in the protocol, not in
    /// a type that adopts it, nor at a default in the protocol's extension.
    private func requirements(of container: Int, in file: SourceFile, names: [String], project: ProjectIndex) -> Set<String> {
        let isExtension = file.structure.types[container].kind == .extension
        return project[names[container]].map { project.requirements(of: $0, includingOwn: isExtension) } ?? []
    }

    /// The view models of a file, and the protocols made for them.
    private func viewModels(in file: SourceFile, names: [String], project: ProjectIndex) -> Set<Int> {
        let protocols = project.viewModelProtocols
        return Set(file.structure.types.indices.filter { index in
            let roles = project.roles(ofWritten: names[index])
            if roles.contains(.viewModel) { return true }
            if roles.contains(.observableHolder) { return Self.holdsObservedState(names[index], names: names, in: file, project: project) }
            let kind = file.structure.types[index].kind
            return !protocols.isEmpty && (kind == .protocol || kind == .extension) && protocols.contains(names[index])
        })
    }

    /// `view`, `cell` or `view controller` when the name is one (by role or by a UI
    /// framework's name: `StoredPropertyKind.viewKind`), `forbidden type` for one of
    /// `forbidden_types`, else nil.
    private func viewKind(_ name: String, project: ProjectIndex, scope: String) -> String? {
        // Of a qualified name, the last part (`UIKit.UILabel`); `UIView.AnimationOptions` is no view.
        let last = TypeName.lastComponent(name)
        if options.forbiddenTypes.contains(name) || options.forbiddenTypes.contains(last) { return "forbidden type" }
        if isSwiftUIView(name, last, project: project, scope: scope) { return "view" }
        switch StoredPropertyKind.viewKind(ofType: name, from: scope, in: project) {
        case .viewController: return "view controller"
        case .cell: return "cell"
        case .view: return "view"
        default: return nil
        }
    }
}

extension ViewModelViewReferenceRule {
    /// SwiftUI's `View` (`some View`, `any View`), `AnyView`, or a view of the project
    /// (`SwiftUIRoles`); not when the project declares a `View` of its own. A name
    /// qualified by a type the project does not declare (`Config.LoRaConfig` of a generated
    /// module) is that module's, not the project's view of the same last name.
    func isSwiftUIView(_ name: String, _ last: String, project: ProjectIndex, scope: String) -> Bool {
        if last == "AnyView" { return true }
        if name == "View" || name == "SwiftUI.View" { return project["View"].map { $0.primaries.isEmpty } ?? true }
        guard project.hasSwiftUIViews else { return false }
        if let dot = name.lastIndex(of: "."), project.resolve(String(name[..<dot]), from: scope) == nil { return false }
        return project.resolve(name, from: scope)?.roles.contains(.swiftUIView) == true
    }

    /// Whether the SwiftUI holder `name` holds state a view observes: an `@Observable`
    /// class, or an `ObservableObject` that publishes a property (`@Published`) in this file
    /// (whose types are `names`). One that publishes nothing (a scroll helper kept with
    /// `@StateObject` for its lifetime) holds no screen's state, and is no view model; nor
    /// is one that publishes flags alone (`@Published var isShown = false`: a window's host).
    static func holdsObservedState(_ name: String, names: [String], in file: SourceFile, project: ProjectIndex) -> Bool {
        if project[name]?.declarations.contains(where: \.isObservable) == true { return true }
        return file.structure.properties.contains { property in
            guard let container = property.container, names[container] == name, !property.isLocal else { return false }
            return property.attributes.contains("@Published") && !isFlag(property, in: file)
        }
    }

    /// `Bool`, as written or as its initial value says.
    private static func isFlag(_ property: PropertyDeclaration, in file: SourceFile) -> Bool {
        if let written = property.typeText { return written.filter { !$0.isWhitespace }.trimmingCharacters(in: ["?", "!"]) == "Bool" }
        guard let start = property.initializer else { return false }
        return [.true, .false].contains(file.tokens[start].keyword)
    }
}

/// Finds the types that declarations write.
struct DeclaredTypeScan: FileReading {
    let file: SourceFile

    /// Type-like identifiers written in the declarations of the given types: property
    /// annotations and constructed initial values, parameter and return types (with their
    /// generic arguments); with the declaring type and the property or function name.
    func declaredTypeTokens(in types: Set<Int>) -> [(container: Int, context: String, tokens: [Int])] {
        var result: [(container: Int, context: String, tokens: [Int])] = []
        for property in structure.properties where property.container.map(types.contains) == true && !property.isLocal {
            var end = property.span.last
            if let start = property.initializer { end = start - 2 }
            var tokens = typeLike(property.span.name + 1, end, stopAtBrace: true)
            if let start = property.initializer, tokens.isEmpty, start < self.tokens.count, isUppercaseIdentifier(start) {
                var last = start
                while isQualifier(last) { last += 2 }
                tokens = [last]
            }
            result.append((property.container!, property.name, tokens))
        }
        for function in structure.functions where function.container.map(types.contains) == true && !function.isLocal
            && function.kind != .accessor {
            let end = (function.span.open ?? function.span.last + 1) - 1
            result.append((function.container!, signature(of: function).name, typeLike(function.span.name + 1, end, stopAtBrace: false)))
        }
        // A protocol's associated type bound to a view (`associatedtype CellType: UIView`).
        for type in types where structure.types[type].kind == .protocol {
            guard let open = structure.types[type].span.open, let close = structure.types[type].span.close else { continue }
            for index in open..<close where tokens[index].keyword == .associatedtype && index + 3 < close
                && tokens[index + 2].kind == .colon {
                var end = index + 3
                while end + 1 < close, !startsLine(end + 1), tokens[end + 1].kind != .equal, tokens[end + 1].keyword != .where { end += 1 }
                result.append((type, "associatedtype " + text(of: index + 1), typeLike(index + 3, end, stopAtBrace: true)))
            }
        }
        return result
    }

    private func typeLike(_ first: Int, _ last: Int, stopAtBrace: Bool) -> [Int] {
        var found: [Int] = []
        var index = first
        while index <= last, index < tokens.count {
            if stopAtBrace, tokens[index].kind == .leftBrace { break }
            if isUppercaseIdentifier(index), index + 1 >= tokens.count || tokens[index + 1].kind != .colon,
               !isQualifier(index) { found.append(index) }
            index += 1
        }
        return found
    }

    /// Whether a type name is followed by `.` and another (`Cell` of `Cell.Model`): the
    /// name written is the qualified one, judged at its last part.
    private func isQualifier(_ index: Int) -> Bool {
        index + 2 < tokens.count && tokens[index + 1].kind == .dot && isUppercaseIdentifier(index + 2)
    }

    /// The first token of the qualified type name ending at `index` (`A` of `A.B.C`).
    func qualifierStart(of index: Int) -> Int {
        var first = index
        while first >= 2, tokens[first - 1].kind == .dot, isQualifier(first - 2) { first -= 2 }
        return first
    }

    private func isUppercaseIdentifier(_ index: Int) -> Bool {
        guard tokens[index].kind == .identifier, tokens[index].keyword == .none else { return false }
        // An ASCII first byte answers without making a String; other letters ask Unicode.
        let first = bytes[Int(tokens[index].start)]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return text(of: index).first?.isUppercase == true
    }
}
