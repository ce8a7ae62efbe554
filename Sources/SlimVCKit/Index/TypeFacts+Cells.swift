/// What a cell's declaration offers for handing it data, for `cell_view_model`: a cell that
/// takes nothing and builds its own views (a spinner, a fixed hint) shows no data.
public struct CellInputs: Sendable, Equatable {
    /// A way in, not private: a method, not static or an override of UIKit's, that takes
    /// something and has a body; a settable property, not a callback nor weak (but a weak
    /// view is a slot); or a view others can fill (a label, an outlet).
    public var takesData = false
    /// Views others could fill, and nothing else: a label or an outlet, not private, that
    /// is no variable slot (`let titleLabel = UILabel()`, `@IBOutlet var iconView`). The
    /// cell takes data through them only when some code fills one from outside
    /// (`cell.titleLabel.text = …`, `ProjectIndex.configuresMember`); one it fills itself
    /// (a fixed hint) is its own.
    public var exposedViews: [String] = []
    /// A stored view of its own (a spinner, a button): the cell builds what it shows. A
    /// table cell with none shows what its data source puts in its own labels.
    public var buildsViews = false
    /// What the type aliases of the cell's file stand for, among the types it takes
    /// (`var data: DataType?` with `typealias DataType = ChannelInfoUserCellData`).
    public var aliasedTypes: [String] = []
    /// The types of what a method's parameter named as the cell's model holds: its type as
    /// written, or when it is `Any`, the types the body casts it to (IGListKit's
    /// `bindViewModel(_ viewModel: Any)` with `viewModel as? RepositoryLabel`).
    public var namedModels: [String] = []
    /// How many values its ways in take from outside, counted until two are found among
    /// its methods: each data parameter of its methods and initializers, each settable
    /// property that is no view; UIKit's own labels, filled by its data source
    /// (`textLabel`), count as two. One plain value needs no model.
    public var valueCount = 0

    /// What a cell calls the one value that holds what it shows, stored or handed in.
    public static let modelNames: Set<String> = ["viewModel", "cellModel", "cellViewModel"]

}

/// Finds what a cell of a file takes: the inputs of its declaration.
struct CellInputScan: FileReading {
    let file: SourceFile
    private let values: InitialValues

    init(file: SourceFile) {
        self.file = file
        values = InitialValues(file: file)
    }

    /// The inputs of the declaration of a cell at `type`, from its members' positions.
    func cellInputs(of type: Int, properties: [Int], functions: [Int]) -> CellInputs {
        var inputs = CellInputs()
        let hostedViews = viewParameters(of: structure.types[type].span.name)
        for position in properties where !structure.properties[position].isStatic {
            add(structure.properties[position], hostedViews: hostedViews, to: &inputs)
        }
        // Two values are enough to tell: a cell that takes two or more needs a model.
        for position in functions where inputs.valueCount < 2 {
            guard let types = dataParameterTypes(of: structure.functions[position], hostedViews: hostedViews), !types.isEmpty else { continue }
            inputs.takesData = true
            inputs.valueCount += types.count
        }
        if !inputs.takesData {
            let body = bodyUses(structure.types[type].span)
            inputs.takesData = body.builtInContent
            if body.builtInContent { inputs.valueCount += 2 }
            // Views made in a method and added (`contentView.addSubview(bannerView)`), or
            // content the cell makes and sets itself, are built too.
            if !inputs.takesData, body.buildsViews { inputs.buildsViews = true }
        }
        if structure.declaresTypeAliases { inputs.aliasedTypes = aliasedTypes(properties: properties, functions: functions) }
        inputs.namedModels = namedModels(functions: functions)
        return inputs
    }

    /// What a stored or computed property of the cell adds to its inputs.
    private func add(_ property: PropertyDeclaration, hostedViews: Set<String>, to inputs: inout CellInputs) {
        let typeName = TypeName.lastComponent(property.typeText.map(TypeName.element) ?? values.initializerType(of: property) ?? "")
        // A generic host cell's view (`let view = View()`), or the controller hosting it
        // (`var host: UIHostingController<Content>?`), shows what its own type is given.
        if hostedViews.contains(typeName) || hostsView(property.typeText, among: hostedViews) {
            inputs.buildsViews = true
            return
        }
        if StoredPropertyKind.namesView(typeName) || property.attributes.contains("@IBOutlet") { inputs.buildsViews = true }
        guard takesData(property, typeName: typeName) else { return }
        if isExposedView(property, typeName: typeName) {
            inputs.exposedViews.append(property.name)
        } else {
            inputs.takesData = true
            // A settable view is a slot, counted where its content is set (`exposedViews`).
            if !StoredPropertyKind.namesView(typeName) && !CellViewTypes.showsData(typeName) { inputs.valueCount += 1 }
        }
    }

    /// `CellInputs.namedModels` of a cell's methods.
    private func namedModels(functions: [Int]) -> [String] {
        var models: [String] = []
        for position in functions {
            let function = structure.functions[position]
            for parameter in Signatures(file: file).namedParameters(of: function) where CellInputs.modelNames.contains(parameter.name) {
                models += Self.isAny(parameter.type) ? casts(in: function).map(TypeName.normalized) : [TypeName.normalized(parameter.type)]
            }
        }
        return models
    }

    /// The types that the aliases among a cell's stored variables' and methods' types stand for.
    private func aliasedTypes(properties: [Int], functions: [Int]) -> [String] {
        let aliases = TypeAliases(in: file)
        let variables = properties.map { structure.properties[$0] }.filter { $0.isVariable && !$0.isStatic && !$0.isComputed }
        let written = variables.compactMap(\.typeText) + functions.flatMap { Signatures(file: file).parameterTypes(of: structure.functions[$0]) }
        return written.compactMap { aliases.resolve(TypeName.element($0)) }
    }

    /// The generic parameters after a type's name that are views (`Cell<View: UIView>`).
    private func viewParameters(of name: Int) -> Set<String> {
        guard name + 4 < tokens.count, tokens[name + 1].kind == .op, spells(name + 1, prefix: "<") else { return [] }
        var parameters: Set<String> = []
        for index in (name + 2)..<min(tokens.count - 2, name + 64) {
            if tokens[index].kind == .op, spells(index, prefix: ">") { break }
            guard tokens[index].kind == .identifier, index == name + 2 || tokens[index - 1].kind == .comma,
                  tokens[index + 1].kind == .colon, tokens[index + 2].kind == .identifier,
                  StoredPropertyKind.namesView(text(of: index + 2)) else { continue }
            parameters.insert(text(of: index))
        }
        return parameters
    }

    /// Whether a cell's body names a table cell's own labels or content configuration,
    /// which a data source fills (`cell.textLabel?.text = …`), and whether it adds a
    /// subview (`addSubview`, `addArrangedSubview`): one walk for both. A cell that sets its
    /// own content configuration, made afresh (`var content = defaultContentConfiguration()`,
    /// then `contentConfiguration = content`) and never read, fills it itself: whatever a data
    /// source put there is replaced, so it builds what it shows (a fixed "Log out" row).
    private func bodyUses(_ span: DeclarationSpan) -> (builtInContent: Bool, buildsViews: Bool) {
        guard let open = span.open, let close = span.close else { return (false, false) }
        var addsSubviews = false
        var makesContent = false, setsContent = false, readsContent = false
        for index in open..<close where tokens[index].kind == .identifier {
            if spells(index, "textLabel") || spells(index, "detailTextLabel") { return (true, addsSubviews) }
            if spells(index, "defaultContentConfiguration") {
                makesContent = makesContent || isOwnMember(index)
            } else if spells(index, "contentConfiguration") {
                if isOwnMember(index), index + 1 < close, tokens[index + 1].kind == .equal { setsContent = true } else { readsContent = true }
            }
            if !addsSubviews, index + 1 < close, tokens[index + 1].kind == .leftParen,
               spells(index, "addSubview") || spells(index, "addArrangedSubview") { addsSubviews = true }
        }
        let fillsOwnContent = makesContent && setsContent && !readsContent
        return (!fillsOwnContent && (makesContent || setsContent || readsContent), addsSubviews || fillsOwnContent)
    }

    /// Whether the name at `index` is a member of the type itself: `name` or `self.name`.
    private func isOwnMember(_ index: Int) -> Bool {
        guard index > 0, tokens[index - 1].kind == .dot else { return true }
        return index > 1 && tokens[index - 2].keyword == .self
    }

    /// A view others could fill, and no variable slot: a `let`, an outlet, or a `lazy var`
    /// the cell builds for itself (`lazy var titleLabel: UILabel = { … }()`), which no one
    /// replaces.
    private func isExposedView(_ property: PropertyDeclaration, typeName: String) -> Bool {
        let isOwn = property.attributes.contains("@IBOutlet") || property.modifiers.contains("lazy")
        return (CellViewTypes.showsData(typeName) || isOwn) && (!property.isVariable || isOwn) && !property.isComputed
    }

    private func takesData(_ property: PropertyDeclaration, typeName: String) -> Bool {
        // Interface Builder sets an inspectable property: it is part of the cell's look.
        if property.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) || CellViewTypes.showsNothing(typeName)
            || CellViewTypes.isSetting(typeName) || property.attributes.contains("@IBInspectable") { return false }
        // A set or an array of plumbing, written (`Set<AnyCancellable>`) or built
        // (`Set<AnyCancellable>()`, `[AnyCancellable]()`), names its element.
        if ["", "Set", "Array"].contains(typeName), let collection = collectionType(of: property),
           CellViewTypes.isSetting(collection.hasPrefix("[") ? TypeName.element(collection) : collection) { return false }
        if CellViewTypes.showsData(typeName) || property.attributes.contains("@IBOutlet") { return true }
        if property.isComputed { return property.accessorKinds.contains("set") }
        // A settable view, weak or not, is a slot others fill (`weak var hostedView: UIView?`).
        guard property.isVariable, !StoredPropertyKind.namesView(typeName) else { return property.isVariable }
        guard !property.modifiers.contains("weak") else { return false }
        return !TypeName.hasArrow(property.typeText ?? "")
    }

    /// A property's written type, else the type its initial value builds, with generic
    /// arguments and without optionality (`Set<AnyCancellable>`).
    private func collectionType(of property: PropertyDeclaration) -> String? {
        if let written = property.typeText { return String(written.filter { !" \t\n\r?!".contains($0) }) }
        return property.initializer.flatMap(values.constructedType(at:))
    }

    /// Whether a type is SwiftUI's hosting controller of one of the cell's generic views.
    private func hostsView(_ written: String?, among hostedViews: Set<String>) -> Bool {
        guard !hostedViews.isEmpty, let written, let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close,
              FrameworkVocabulary.hostingControllers.contains(TypeName.lastComponent(TypeName.normalized(written))) else { return false }
        return hostedViews.contains(String(written[written.index(after: open)..<close].filter { $0 != " " }))
    }

    /// The types of the data a method, a way in, takes; nil for no way in.
    private func dataParameterTypes(of function: FunctionDeclaration, hostedViews: Set<String>) -> [String]? {
        guard function.kind == .func || function.kind == .`init`, !function.isLocal else { return nil }
        let modifiers = (function.span.first..<function.span.name).map { tokens[$0].keyword }
        guard !modifiers.contains(where: { [.private, .fileprivate, .static, .class].contains($0) }) else { return nil }
        // An override of UIKit's (`setSelected(_:animated:)`, `init(style:reuseIdentifier:)`)
        // is handed state, not data; one of a project base class's hooks (`configure(with:)`)
        // is handed data.
        if function.kind == .`init` ? modifiers.contains(.override) || modifiers.contains(.required)
            : modifiers.contains(.override) && CellViewTypes.frameworkOverrides.contains(function.name) { return nil }
        // An action (`@IBAction func toggle(_ sender: UISwitch)`) is handed the control the
        // user touched, an event the cell passes on.
        if (function.span.first..<function.span.name).contains(where: { tokens[$0].kind == .attribute && spells($0, "@IBAction") }) {
            return nil
        }
        // An empty body (`func bindViewModel(_ viewModel: Any) {}`) takes nothing in.
        if let open = function.span.open, let close = function.span.close, close == open + 1 { return nil }
        // Callbacks (`configure(onItemTap: @escaping (Item) -> Void)`), its look
        // (`update(theme: Theme)`, `apply(_ style: CellStyle)`), and a gesture's
        // delegate callback (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`)
        // are no data.
        // The cell's generic view (`configure(with view: Content)` of `Cell<Content: View>`)
        // is built by the caller: hosted, not data.
        return Signatures(file: file).parameterTypes(of: function).filter {
            let name = TypeName.lastComponent(TypeName.element($0))
            return !(TypeName.hasArrow($0) || CellViewTypes.isSetting(name) || CellViewTypes.showsNothing(name) || hostedViews.contains(name))
        }
    }

    /// A cell's method's parameter types, and when one is `Any` or `AnyObject`, the types
    /// its body casts to (`viewModel as? IssueStatusModel`, `case let model as Model`).
    func parameterTypesAndCasts(of function: FunctionDeclaration) -> [String] {
        let types = Signatures(file: file).parameterTypes(of: function)
        return types.contains(where: Self.isAny) ? types + casts(in: function) : types
    }

    /// `Any` or `AnyObject`, as written.
    private static func isAny(_ type: String) -> Bool {
        ["Any", "AnyObject"].contains(TypeName.normalized(type))
    }

    /// The types a function's body casts to (`as? IssueStatusModel`, `case let model as Model`).
    private func casts(in function: FunctionDeclaration) -> [String] {
        guard let open = function.span.open, let close = function.span.close else { return [] }
        var casts: [String] = []
        for index in open..<close where tokens[index].keyword == .as {
            var first = index + 1
            if first < close, tokens[first].kind == .op, spells(first, "?") || spells(first, "!") { first += 1 }
            guard first < close, tokens[first].kind == .identifier else { continue }
            casts.append(text(first, dottedNameEnd(from: first, before: close)))
        }
        return casts
    }

}

/// What a cell's parts show, by their types' last component: which views show data and
/// which show nothing. Whether a part is a view at all, a look or plumbing is the
/// classifier's answer by name (`StoredPropertyKind(typeNamed:)`), as the index is built.
enum CellViewTypes {
    /// Views that show what they are given.
    static func showsData(_ name: String) -> Bool {
        !isQuiet(name) && CellVocabulary.dataViewSuffixes.contains(where: name.hasSuffix)
    }

    /// Views and parts that show no data: containers, and what `showsNothing` names.
    static func isQuiet(_ name: String) -> Bool {
        CellVocabulary.containerViews.contains(name) || showsNothing(name)
    }

    /// Spinners, separators, layers, gestures and constraints (`CellVocabulary.quietPartSuffixes`).
    static func showsNothing(_ name: String) -> Bool {
        CellVocabulary.quietPartSuffixes.contains(where: name.hasSuffix)
    }

    /// What a cell is set up with rather than data it shows: a look (a color, a font, a
    /// style, a theme) and plumbing (a dispose bag, a set of cancellables, an observation),
    /// which `controller_state` may count as a screen's state and not.
    static func isSetting(_ name: String) -> Bool {
        [.look, .plumbing].contains(StoredPropertyKind(typeNamed: name))
    }

    /// Methods a cell overrides to follow its state, layout or input.
    static var frameworkOverrides: Set<String> { CellVocabulary.frameworkOverrides }
}
