/// What the types of a cell's inputs, and of the values handed whole, tell `CellFeedJudge`:
/// an input that is a callback or look, a value that is a model of the project.
struct CellInputTypes {
    let cell: IndexedType
    let project: ProjectIndex
    /// What the file checked has looked up of types.
    let lookups: CellLookups

    enum InputKind { case data, callback, look }

    /// What a value handed whole is: a model of the project, a plain value, or untold.
    enum Whole { case model, plain, unknown }

    /// A property of the cell that is a callback, a delegate or look (`var onTap: (() -> Void)?`,
    /// `weak var delegate`, `var style: CardStyle`), or a method's parameter that is one.
    func kind(of input: CellFeed.Input) -> InputKind {
        switch input {
        case .subview: return .data
        case .property(let name):
            guard let property = lookups.property(name, of: cell.name) else { return .data }
            if property.isCallback || property.isWeak { return .callback }
            return property.typeName.map(Self.isLook) == true ? .look : .data
        case .argument(let signature, let position):
            guard let type = lookups.parameterType(of: cell.name, signature, position) else { return .data }
            if TypeName.hasArrow(type) { return .callback }
            return Self.isLook(type) ? .look : .data
        }
    }

    /// What a value handed to an input is: a model when the input's declared type is a model
    /// of the project (or UIKit's content configuration), or when the value, handed whole
    /// (`whole`), is of one; plain when either type is known, or the value is a field
    /// (`readsFields`) or a call's result, or goes to a subview (which shows plain values);
    /// untold otherwise: a type SlimVC cannot resolve (an alias, a library's), or anything
    /// but fields handed to a method whose declaration it does not read (another file's).
    func handed(_ whole: TypeSource?, readsFields: Bool = false, to input: CellFeed.Input, from handed: CellFeeds.Handed) -> Whole {
        // The value's own type first: a model built for the cell needs no lookup of the input.
        let handedType: String? = whole.flatMap { self.type(of: $0, from: handed) }
        if model(handedType, from: handed.scope) != nil { return .model }
        let declared: String?
        switch input {
        case .subview: return .plain
        case .property(let name):
            if CellVocabulary.modelMembers.contains(name) { return .model }
            declared = lookups.property(name, of: cell.name).flatMap { $0.typeName ?? $0.initializerType }
        case .argument(let signature, let position):
            guard readsFields || lookups.declaresMethod(signature, of: cell.name) else { return .unknown }
            declared = lookups.parameterType(of: cell.name, signature, position)
        }
        if model(declared, from: cell.name) != nil { return .model }
        if let declared, isUntold(declared) { return .unknown }
        return whole != nil && declared == nil && handedType == nil ? .unknown : .plain
    }

    /// A flag of the screen, not of the row: a `Bool` input handed a value that reads no
    /// member of a row's value (`isSelected: indexPath.row == selectedRow`, `isEditing`).
    /// It drives the cell's look.
    func isScreenFlag(_ input: CellFeed.Input, roots: [FeedRoot], from handed: CellFeeds.Handed) -> Bool {
        guard declaredType(of: input).map({ TypeName.lastComponent(TypeName.element($0)) == "Bool" }) == true else { return false }
        return roots.allSatisfy { root in
            guard root.readsMember else { return true }
            guard case .written(let type) = root.type else { return false }
            return CellVocabulary.rowAddresses.contains(TypeName.lastComponent(TypeName.element(type)))
        }
    }

    /// A property of the type handing the value that holds a constant: declared with `let`
    /// and an initial value that is a literal (`let base = "https://example.com/"`) or a
    /// plain or geometry value (`let inset: CGFloat = 16`, `let size = CGSize(width: 40,
    /// height: 40)`), which a property's initial value cannot read the screen's data into.
    func isConstant(_ root: FeedRoot, from handed: CellFeeds.Handed) -> Bool {
        guard case .member(let name) = root.type, let owner = handed.owner, let property = lookups.property(name, of: owner),
              !property.isVariable, !property.isComputed, property.hasInitialValue else { return false }
        guard let type = property.typeName ?? property.initializerType else { return true }
        return Self.isGeometryOrPlain(TypeName.lastComponent(type))
    }

    /// A plain value (`CGFloat`, `String`) or Core Graphics' or UIKit's geometry (`CGSize`, `UIEdgeInsets`).
    private static func isGeometryOrPlain(_ name: String) -> Bool {
        ValueVocabulary.plainValues.contains(name) || name.hasPrefix("CG") || ["UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset"].contains(name)
    }

    /// The declared type of an input: a property's or a parameter's.
    private func declaredType(of input: CellFeed.Input) -> String? {
        switch input {
        case .subview: nil
        case .property(let name): lookups.property(name, of: cell.name).flatMap { $0.typeName ?? $0.initializerType }
        case .argument(let signature, let position): lookups.parameterType(of: cell.name, signature, position)
        }
    }

    /// A type written that is neither the project's (an alias, a library's) nor one of
    /// Swift's, Foundation's or UIKit's plain values: it may be a model.
    private func isUntold(_ written: String) -> Bool {
        let name = TypeName.lastComponent(TypeName.element(written))
        guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first), !TypeName.hasArrow(written),
              !FrameworkVocabulary.uiPrefixes.contains(where: name.hasPrefix), !ValueVocabulary.plainValues.contains(name),
              !ValueVocabulary.frameworkValues.contains(name) else { return false }
        return project.resolve(name, from: cell.name) == nil
    }

    /// The project model a row's value is of (a parameter, a cast, an element of a list, a
    /// property of the screen), by its name; nil for another value, a state holder, a view
    /// model but a list's element (`rows: [RowViewModel]`), or a value other than a list's
    /// element of a type the screen also holds one of (`var selected: Region?`), no row's.
    func rowModel(_ source: TypeSource, from handed: CellFeeds.Handed) -> String? {
        if source == .unknown || source == .result { return nil }
        let isElement = if case .element = source { true } else { false }
        guard let model = model(type(of: source, from: handed), from: handed.scope), !isWorker(model), isVisible(model),
              !model.roles.contains(.dataController), isElement || !model.roles.contains(.viewModel) else { return nil }
        let name = TypeName.lastComponent(model.name)
        // A model the screen shows (`var device: Device`) is the one its fields are read from.
        if case .member = source { return name }
        if !isElement, let owner = handed.owner, lookups.holds(name, in: owner) { return nil }
        return name
    }

    /// Whether the cell can name a type: not private, or private at the top of the cell's
    /// own file (`private enum SettingsItem` in a controller is the controller's alone).
    private func isVisible(_ type: IndexedType) -> Bool {
        guard let primary = type.primary, primary.isPrivate else { return true }
        return !TypeName.containsByte(type.name, UInt8(ascii: ".")) && primary.path == cell.primary?.path
    }

    /// A type that works rather than describes a row: it does networking or persistence, or
    /// keeps one of the project's networking types (`PrinterObserver` with its client).
    private func isWorker(_ type: IndexedType) -> Bool {
        type.declarations.contains { !$0.outsideWork.isEmpty }
            || type.properties.contains { $0.typeName.map { project.networkingType($0, from: type.name) != nil } == true }
    }

    /// The type a source names, from the code handing it: written, or a property's of its type.
    private func type(of source: TypeSource, from handed: CellFeeds.Handed) -> String? {
        switch source {
        case .written(let type): return TypeName.element(type)
        case .member(let name), .element(let name):
            guard let owner = handed.owner else { return nil }
            return lookups.property(name, of: owner).flatMap { $0.typeName ?? $0.initializerType }
        case .result, .unknown: return nil
        }
    }

    /// The project type a name written in `scope` is, when it may be a model: declared in the
    /// project (not only extended), no view, cell or controller, no look or plumbing.
    private func model(_ written: String?, from scope: String) -> IndexedType? {
        guard let written, !TypeName.containsByte(written, UInt8(ascii: ":")),
              let type = project.resolve(TypeName.element(written), from: scope), !type.primaries.isEmpty,
              type.roles.isDisjoint(with: [.view, .cell, .viewController]), !Self.namesLook(TypeName.lastComponent(type.name)) else { return nil }
        return type
    }

    /// A project type named as a look (`CardStyle`, `Theme`): a project's own plumbing is no
    /// type it declares.
    private static func namesLook(_ name: String) -> Bool {
        ViewVocabulary.lookSuffixes.contains(where: name.hasSuffix)
    }

    /// A look or plumbing, by the type's last name (`CardStyle`, `UIColor`, `DisposeBag`).
    private static func isLook(_ type: String) -> Bool {
        [.look, .plumbing].contains(StoredPropertyKind(typeNamed: TypeName.lastComponent(TypeName.element(type))))
    }
}

/// What `cell_view_model` looks up while it checks one file, kept for the file's cells:
/// properties by type and name, the types a type holds, the parameters' types of the
/// methods the file declares. Each is worked out once, when first asked.
final class CellLookups {
    let file: SourceFile
    let project: ProjectIndex
    private var properties: [String: [String: PropertyFacts]] = [:]
    private var held: [String: Set<String>] = [:]
    private var methods: [String: [String: [String]]]?

    init(file: SourceFile, project: ProjectIndex) {
        self.file = file
        self.project = project
    }

    /// The property `name` of `type` or of a project class it inherits from, nearest first.
    func property(_ name: String, of type: String) -> PropertyFacts? {
        for owner in [type] + project.superclasses(of: type) {
            guard project[owner] != nil else { break }
            if let property = ownProperties(of: owner)[name] { return property }
        }
        return nil
    }

    /// Whether `type`, or a project class it inherits from, holds one value of the type
    /// named `name` (last name) in a property: its view model, a service.
    func holds(_ name: String, in type: String) -> Bool {
        if let names = held[type] { return names.contains(name) }
        let owners = ([type] + project.superclasses(of: type)).filter { project[$0] != nil }
        let names = Set(owners.flatMap { ownProperties(of: $0).values.compactMap { $0.isList ? nil : $0.typeName.map(TypeName.lastComponent) } })
        held[type] = names
        return names.contains(name)
    }

    private func ownProperties(of type: String) -> [String: PropertyFacts] {
        if let known = properties[type] { return known }
        let declared = (project[type]?.properties ?? []).filter { !$0.isStatic }
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        properties[type] = byName
        return byName
    }

    /// The declared type of a parameter of a method of `type` (qualified) or of a project
    /// class it inherits from, declared in the file.
    func parameterType(of type: String, _ signature: String, _ position: Int) -> String? {
        guard let types = parameterTypes(of: type, signature), position < types.count else { return nil }
        return types[position]
    }

    /// Whether the file declares the method `signature` of `type` or of a project class it inherits from.
    func declaresMethod(_ signature: String, of type: String) -> Bool { parameterTypes(of: type, signature) != nil }

    private func parameterTypes(of type: String, _ signature: String) -> [String]? {
        let methods = self.methods ?? fileMethods()
        self.methods = methods
        for owner in [type] + project.superclasses(of: type) {
            if let types = methods[owner]?[signature] { return types }
        }
        return nil
    }

    /// The parameters' types of the methods of the file's cells, by cell and signature.
    private func fileMethods() -> [String: [String: [String]]] {
        let names = file.qualifiedTypeNames()
        let functions = file.structure.functions
        var found: [String: [String: [String]]] = [:]
        for index in functions.indices where !functions[index].isLocal && functions[index].kind == .func {
            guard let container = functions[index].container, project[names[container]]?.roles.contains(.cell) == true else { continue }
            let read = Signatures(file: file).signature(of: functions[index])
            if found[names[container], default: [:]][read.name] == nil { found[names[container], default: [:]][read.name] = read.parameterTypes }
        }
        return found
    }
}
