/// Classifies a stored property once (`StoredPropertyKind`), from its declared type resolved
/// through the project index, its initial value, its attributes and who writes it. A rule
/// makes one from the vocabulary's groups as its options extend them; the project is asked
/// on each question. The first kind found wins: a view or a cell by role, an outlet, a value
/// held elsewhere, an option, plumbing by value, a child controller, what the types it
/// keeps make it, its name, a look; else data.
struct PropertyClassifier: Sendable {
    let words: ClassifierWords
    /// The collaborator suffixes as whole names of properties (`viewModel`).
    private let collaboratorNames: Set<String>
    private let heldTypes: HeldTypes

    init(words: ClassifierWords = ClassifierWords()) {
        self.words = words
        collaboratorNames = CollaboratorNames.alone(words.collaboratorSuffixes)
        heldTypes = HeldTypes(words: words)
    }

    /// What `property`, declared in `file` by the type named `owner`, holds; the grounds in
    /// `ignoring` are set aside.
    func kind(of property: PropertyDeclaration, in file: SourceFile, owner: String, project: ProjectIndex,
              ignoring: IgnoredGrounds = IgnoredGrounds()) -> StoredPropertyKind {
        let kept = KeptTypes(property, in: file, owner: owner, project: project)
        // A tuple of UI objects (`(UIBarButtonItem, UIBarButtonItem)?`) is UI as each is.
        if !ignoring.contains(.uiType), let written = property.typeText, let elements = PropertyTypeText.tupleElements(written),
           elements.allSatisfy({ isUIObject($0, project: project, scope: owner) }) { return .uiObject }
        if !ignoring.contains(.drawnType),
           let drawn = Self.drawn(kept.types, project: project, from: owner, named: { TypeName.lastComponent(TypeName.element($0)) }) {
            return drawn
        }
        if let kind = heldElsewhere(property, project: project, scope: owner, ignoring: ignoring) { return kind }
        if !ignoring.contains(.unchangedLiteral), isUnchangedOption(property, in: file, project: project, scope: owner) { return .option }
        if !ignoring.contains(.rowHeights), [kept.written, kept.constructed].contains(where: { $0.map(PropertyTypeText.isRowHeights) == true }) {
            return .uiObject
        }
        if let written = kept.writtenElements, !ignoring.contains(.callback) && TypeName.hasArrow(written)
            || !ignoring.contains(.namedToken) && isNamedToken(property.name, written: written) { return .plumbing }
        if isPlumbingValue(property, in: file, ignoring: ignoring) { return .plumbing }
        // A child view controller is a screen within the screen, whatever its type is named,
        // and wherever its owner adds it (an extension in another file).
        if !ignoring.contains(.childController), project.resolve(owner)?.addsAsChild(property.name) == true { return .childController }
        for (position, type) in kept.types.enumerated() {
            if let kind = heldTypes.kind(of: type, written: kept.writtenElements, project: project, scope: owner,
                                         holdings: kept.isSure(position), ignoring: ignoring) { return kind }
        }
        let kind = kindByName(property, kept: kept, project: project, owner: owner, ignoring: ignoring)
        // A view controller's alone: a view's or a cell's values are what it shows.
        guard kind == .data, let container = property.container, !(ignoring.contains(.viewBookkeeping) && ignoring.contains(.displayState)),
              project.roles(ofWritten: owner).contains(.viewController) else { return kind }
        let bookkeeping = ViewBookkeeping(file: file)
        let elsewhere = Self.assignsElsewhere(property.name, owner: project.resolve(owner), than: file.path)
        if !ignoring.contains(.viewBookkeeping), let type = kept.written ?? property.initializer.flatMap(bookkeeping.literalType),
           bookkeeping.isBookkeeping(property.name, type: type, owner: container, elsewhere: elsewhere) { return .viewBookkeeping }
        guard !elsewhere, !ignoring.contains(.displayState),
              DisplayState(file: file).isDisplayState(property.name, owner: container, ownerName: owner, project: project) else { return kind }
        return .displayState
    }

    /// What a property the index keeps (`PropertyFacts`, declared in any file) holds, from
    /// what the index keeps of it: its type names, resolved from the top level, and whether
    /// it is an outlet, weak or a callback.
    func kind(of facts: PropertyFacts, project: ProjectIndex) -> StoredPropertyKind {
        let types = [facts.typeName, facts.initializerType].compactMap { $0 }
        if let drawn = Self.drawn(types, project: project, from: nil) { return drawn }
        if facts.isOutlet { return .outlet }
        if facts.isWeak { return .heldElsewhere }
        if facts.isCallback { return .plumbing }
        for (position, type) in types.enumerated() {
            if let kind = heldTypes.kind(of: type, written: facts.typeName.map { facts.isList ? "[" + $0 + "]" : $0 }, project: project, scope: nil,
                                         holdings: position == 0 && facts.typeName != nil, ignoring: IgnoredGrounds()) { return kind }
        }
        return Self.look(types) ?? .data
    }

    /// The first of `types` (as `named` spells them) that the index's roles make a view
    /// or a cell, named from `scope`. A loop: a lazy map's closure is kept, and would copy
    /// the whole index (a retain of each of its parts) for every property asked.
    private static func drawn(_ types: [String], project: ProjectIndex, from scope: String?,
                              named: (String) -> String = { $0 }) -> StoredPropertyKind? {
        for type in types {
            if let drawn = StoredPropertyKind.drawn(project.roles(ofWritten: named(type), from: scope)) { return drawn }
        }
        return nil
    }

    /// Whether a declaration of `owner` in another file than `path` assigns `name`; read in
    /// place, with no array of the declarations made.
    private static func assignsElsewhere(_ name: String, owner: IndexedType?, than path: String) -> Bool {
        guard let owner else { return false }
        let hash = WrittenNames.assignedHash(name)
        let assigns = { (facts: TypeFacts) in facts.path != path && facts.assignedNames.sortedContains(anyIn: hash...(hash | 1)) }
        return owner.primaries.contains(where: assigns) || owner.extensions.contains(where: assigns)
    }

    /// A view by the index's roles, or a UI framework's type (`UIBarButtonItem`).
    private func isUIObject(_ type: String, project: ProjectIndex, scope: String) -> Bool {
        let simple = TypeName.lastComponent(TypeName.element(type))
        if StoredPropertyKind.drawn(project.roles(ofWritten: simple, from: scope)) != nil { return true }
        return project.resolve(simple, from: scope) == nil && words.uiTypePrefixes.contains(where: simple.hasPrefix)
    }

    /// A name for a collaborator or a UI object, a look; else data.
    private func kindByName(_ property: PropertyDeclaration, kept: KeptTypes, project: ProjectIndex, owner: String,
                            ignoring: IgnoredGrounds) -> StoredPropertyKind {
        if !ignoring.contains(.collaboratorName),
           CollaboratorNames.names(property.name, suffixes: words.collaboratorSuffixes, alone: collaboratorNames,
                                   written: kept.writtenElements, constructed: kept.constructed,
                                   isProjectValue: { [.struct, .enum].contains(project.resolve($0, from: owner)?.primary?.kind) }) {
            return .collaborator
        }
        // A child module's handle by its name (`stepModulesInputs: [Any]`).
        if !ignoring.contains(.childModule), property.name.contains("odule"),
           ["Input", "Output"].contains(where: property.name.contains) { return .childController }
        // A type left to inference from something built (`lazy var playButton = { … }()`,
        // `var iconView = ResourceHost()`) is named for what it is. A value returned by a
        // call (`Defaults.isStripeHiddenInView()`) says nothing.
        if !ignoring.contains(.uiName), kept.written == nil, let constructed = kept.constructed,
           TypeName.lastComponent(constructed).first?.isUppercase == true,
           words.uiObjectSuffixes.contains(where: property.name.hasSuffix) { return .uiObject }
        return Self.look(kept.types) ?? .data
    }

    /// `.look` when one of `types` is a colour, a font, a style or a theme by its name.
    private static func look(_ types: [String]) -> StoredPropertyKind? {
        types.contains { StoredPropertyKind(typeNamed: TypeName.lastComponent(TypeName.element($0))) == .look } ? .look : nil
    }

    /// An outlet, a weak or unowned reference, or a value a property wrapper keeps elsewhere
    /// (`@Injected`, `@Binding`, or a project wrapper whose `wrappedValue` has a getter
    /// alone). An `override` observes a superclass's property (`override var title: String?
    /// { didSet … }`), which holds the value: UIKit's, or a project base class's.
    private func heldElsewhere(_ property: PropertyDeclaration, project: ProjectIndex, scope: String,
                               ignoring: IgnoredGrounds) -> StoredPropertyKind? {
        if !ignoring.contains(.outlet), property.attributes.contains("@IBOutlet") { return .outlet }
        if !ignoring.contains(.reference), property.modifiers.contains(where: { ["weak", "unowned", "override"].contains($0) }) {
            return .heldElsewhere
        }
        return property.attributes.contains { attribute in
            let wrapper = String(attribute.dropFirst())
            return !ignoring.contains(.referenceWrapper) && words.referenceWrappers.contains(TypeName.lastComponent(wrapper))
                || !ignoring.contains(.readOnlyWrapper) && project.isReadOnlyWrapper(wrapper, from: scope)
        } ? .heldElsewhere : nil
    }

    /// A value that is subscription plumbing by what it is or by how the file uses it.
    private func isPlumbingValue(_ property: PropertyDeclaration, in file: SourceFile, ignoring: IgnoredGrounds) -> Bool {
        guard let start = property.initializer else { return false }
        if !ignoring.contains(.callback), InitialValues(file: file).isClosureValue(at: start) { return true }
        // A flag that makes a registration happen once (`if !didRegister { …; didRegister = true }`).
        if !ignoring.contains(.registrationFlag), file.tokens[start].keyword == .false,
           RegistrationFlagScan(file: file).isRegistrationFlag(property.name) { return true }
        // A private key-value observing context (`private var myContext = 0`) is used by address only.
        return !ignoring.contains(.addressOnlyContext) && property.modifiers.contains("private") && file.tokens[start].kind == .number
            && AddressOnlyScan(file: file).isUsedOnlyByAddress(property.name)
    }

    /// A token kept as `Any` (`var keyboardObserver: AnyObject?`), or a list of them
    /// (`var observers: [Any]`, `notificationTokens`), is named for what it is.
    private func isNamedToken(_ name: String, written: String) -> Bool {
        guard ["Any", "AnyObject"].contains(TypeName.element(written)) else { return false }
        let single = written.hasPrefix("[") && name.hasSuffix("s") ? String(name.dropLast()) : name
        return single.hasSuffix("Token") || single == "token"
            || words.plumbingTypes.contains { $0.hasPrefix("*") && (single.hasSuffix($0.dropFirst()) || single == $0.dropFirst().lowercased()) }
    }
}
