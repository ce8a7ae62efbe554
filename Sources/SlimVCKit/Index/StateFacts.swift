/// What `controller_state` and `missing_data_controller` both ask of a screen, so that
/// they agree: when its properties are written, whether a write through a member changes
/// one, and the holder its state belongs in.
enum StateFacts {
    /// The write sites of a controller's properties, with those of its subclasses where it
    /// is a project base class (a subclass that loads data into its base's `items`).
    static func writeContexts(of name: String, in project: ProjectIndex) -> TypeWriteContexts {
        guard let type = project[name] else { return TypeWriteContexts() }
        var contexts = TypeWriteContexts(type, project: project)
        if project.isBaseClass(name) {
            for subclass in project.subclasses(of: name) { contexts.merge(TypeWriteContexts(subclass, project: project)) }
        }
        return contexts
    }

    /// `controller_state`'s verdict on a property no type fact rules out, from its write
    /// sites; `reads`: how the controller's body in `file` uses its names, asked only when
    /// needed.
    static func verdict(_ property: PropertyDeclaration, sites: [TypeWriteContexts.Site], in file: SourceFile, owner: String,
                        project: ProjectIndex, applies: (ControllerStateExemption) -> Bool, reads: () -> ValueReads) -> StateVerdict {
        StateVerdict.of(sites, countsMutations: isValue(property, in: file, owner: owner, project: project),
                        isFlagOrMeasure: isFlagOrMeasure(property, in: file), isOnlyCalled: { reads().isOnlyCalled(property.name) },
                        applies: applies)
    }

    /// Whether the property keeps a value (a collection, a plain value, a project struct or
    /// enum), which `form.email = …` or `items.append(…)` changes; a reference's member
    /// set (`model.title = …`) changes another object.
    static func isValue(_ property: PropertyDeclaration, in file: SourceFile, owner: String, project: ProjectIndex) -> Bool {
        if let written = property.typeText {
            var type = written
            while let last = type.last, last == "?" || last == "!" { type.removeLast() }
            if type.hasPrefix("[") || ["Set<", "Array<", "Dictionary<", "ContiguousArray<", "OrderedSet<", "OrderedDictionary<"].contains(where: type.hasPrefix) {
                return true
            }
            return isValueType(type, owner: owner, project: project)
        }
        guard let start = property.initializer else { return false }
        let token = file.tokens[start]
        if token.kind == .leftBracket || token.kind == .string || token.kind == .number || [.true, .false].contains(token.keyword) { return true }
        guard token.kind == .identifier, let type = InitialValues(file: file).initializerType(of: property) else { return false }
        return isValueType(type, owner: owner, project: project)
    }

    /// A flag, a time or a size (`var didAppear = false`, `var lastRefresh: Date?`,
    /// `var headerHeight: CGFloat`): what view callbacks keep about the views.
    static func isFlagOrMeasure(_ property: PropertyDeclaration, in file: SourceFile) -> Bool {
        if let written = property.typeText {
            var type = Substring(written.filter { !$0.isWhitespace })
            while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
            return flagsAndMeasures.contains(String(type))
        }
        guard let start = property.initializer, start == property.span.last else { return false }
        return [.true, .false].contains(file.tokens[start].keyword)
    }

    private static let flagsAndMeasures: Set<String> = [
        "Bool", "Date", "TimeInterval", "CFTimeInterval", "CGFloat", "CGPoint", "CGSize", "CGRect", "UIEdgeInsets", "NSEdgeInsets",
    ]

    private static func isValueType(_ type: String, owner: String, project: ProjectIndex) -> Bool {
        if ValueVocabulary.plainValues.contains(TypeName.lastComponent(type)) { return true }
        guard let declared = project.resolve(type, from: owner)?.primary?.kind else { return false }
        return declared == .struct || declared == .enum
    }

    /// The screen's view model, presenter or interactor where the controller keeps one
    /// (`FeedViewModel`); else its DataController, named short (`StatusTableViewController` → `StatusDataController`,
    /// `NewContactController` → `NewContactDataController`).
    static func holder(of controller: String, named qualified: String, in project: ProjectIndex,
                       suffixes: [String: String] = ["ViewController": "DataController"]) -> String {
        let kept = project[qualified]?.properties.lazy.filter { !$0.isStatic && !$0.isComputed && !$0.isList }
            .compactMap { $0.typeName ?? $0.initializerType }.map { TypeName.withoutProtocolSuffix(TypeName.lastComponent(TypeName.element($0))) }
            .first { name in CollaboratorVocabulary.otherHolders.contains { name.hasSuffix($0) && name.count > $0.count } }
        if let kept { return kept }
        return PairedNames.dataControllers(of: controller, suffixes: suffixes)?.names[0] ?? "its DataController"
    }

    /// A holder the controller (or a project base class of it) keeps, whatever its name: an
    /// object of a project class, not a view, a cell or a controller, nor a service that
    /// networks itself, that holds state (a stored `var`) or calls a service (a networking
    /// type it keeps), and that is the screen's own: built by the screen (`= Store()`, or
    /// `self.store = Store(…)` in `file`, the controller's), or kept by no more than two
    /// screens (an app's `PrinterManager`, which every screen reaches, is shared). Its simple
    /// name, or nil.
    static func keptHolder(of controller: IndexedType, in project: ProjectIndex, builtIn file: SourceFile? = nil) -> String? {
        let chain = [controller] + project.superclasses(of: controller.name).compactMap { project[$0] }
        for type in chain {
            for property in type.properties where !property.isStatic && !property.isComputed && !property.isList && !property.isWeak
                && !property.isCallback && !property.isOutlet {
                for written in [property.typeName, property.initializerType].compactMap({ $0 }) {
                    guard let held = project.resolve(written, from: type.name), held.name != controller.name, isHolder(held, in: project)
                    else { continue }
                    let simple = TypeName.lastComponent(held.name)
                    guard project.screensKeeping(held.name) <= 2 || property.initializerType.map(TypeName.lastComponent) == simple
                            || file.map({ Self.builds(property.name, simple, in: $0) }) == true else { continue }
                    return simple
                }
            }
        }
        return nil
    }

    /// `name = Type(` or `self.name = Type(` somewhere in `file`, from the file's
    /// assignments of a built value, found once for the file.
    private static func builds(_ name: String, _ type: String, in file: SourceFile) -> Bool {
        file.memo.value(BuiltValues.self) { BuiltValues(file) }.pairs.contains(name + "=" + type)
    }

    private static func isHolder(_ type: IndexedType, in project: ProjectIndex) -> Bool {
        guard let kind = type.primary?.kind, kind == .class || kind == .actor,
              type.roles.isDisjoint(with: [.viewController, .view, .cell]) else { return false }
        // A type that networks itself is the service a holder calls, not a holder.
        guard !project.networkingTypes.contains(type.name),
              !(type.primaries + type.extensions).contains(where: { $0.outsideWork.contains(.networking) }) else { return false }
        return type.properties.contains { property in
            guard !property.isStatic, !property.isComputed, !property.isWeak, !property.isCallback else { return false }
            if property.isVariable { return true }
            return [property.typeName, property.initializerType].contains { $0.flatMap { project.networkingType($0, from: type.name) } != nil }
        }
    }
}

/// A file's assignments of a value built there (`store = Store(`), as `name=Type`.
struct BuiltValues {
    let pairs: Set<String>

    init(_ file: SourceFile) {
        let tokens = file.tokens
        var pairs: Set<String> = []
        for index in tokens.indices.dropFirst().dropLast(2) where tokens[index].kind == .equal && tokens[index + 2].kind == .leftParen
            && tokens[index - 1].kind == .identifier && tokens[index + 1].kind == .identifier {
            pairs.insert(file.text(of: index - 1) + "=" + file.text(of: index + 1))
        }
        self.pairs = pairs
    }
}
