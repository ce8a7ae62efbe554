/// Classifies a stored property once (`StoredPropertyKind`), from its declared type resolved
/// through the project index, its initial value and its attributes. A rule makes one from
/// the vocabulary's groups as its options extend them; the project is asked on each
/// question. The first kind found wins: a view or a cell by role, an outlet, a value held
/// elsewhere, plumbing by value, a child controller, what the types it keeps make it, a
/// look; else data. When the value is written is the write sites' to tell (`StateFacts`).
struct PropertyClassifier: Sendable {
    let words: ClassifierWords
    private let heldTypes: HeldTypes

    init(words: ClassifierWords = ClassifierWords()) {
        self.words = words
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
        if !ignoring.contains(.rowHeights), [kept.written, kept.constructed].contains(where: { $0.map(PropertyTypeText.isRowHeights) == true }) {
            return .uiObject
        }
        if let written = kept.writtenElements, !ignoring.contains(.callback), TypeName.hasArrow(written) { return .plumbing }
        if isPlumbingValue(property, in: file, ignoring: ignoring) { return .plumbing }
        // A child view controller is a screen within the screen, whatever its type is named,
        // and wherever its owner adds it (an extension in another file).
        if !ignoring.contains(.childController), project.resolve(owner)?.addsAsChild(property.name) == true { return .childController }
        for (position, type) in kept.types.enumerated() {
            if let kind = heldTypes.kind(of: type, written: kept.writtenElements, project: project, scope: owner,
                                         holdings: kept.isSure(position), ignoring: ignoring) { return kind }
        }
        return Self.look(kept.types) ?? .data
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

    /// A view by the index's roles, or a UI framework's type (`UIBarButtonItem`).
    private func isUIObject(_ type: String, project: ProjectIndex, scope: String) -> Bool {
        let simple = TypeName.lastComponent(TypeName.element(type))
        if StoredPropertyKind.drawn(project.roles(ofWritten: simple, from: scope)) != nil { return true }
        return project.resolve(simple, from: scope) == nil && words.uiTypePrefixes.contains(where: simple.hasPrefix)
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
}
