/// Whether a stored property of a view controller is no state, and why: it holds a value
/// kept elsewhere, is an option the controller never changes, is subscription plumbing, or
/// keeps a view, a collaborator or a child controller, each reason named
/// (`ControllerStateExemption`). Made once, from the rule's options; the project is asked
/// on each question.
struct StateExemptions {
    let options: ControllerStateRule.Options
    /// The collaborator suffixes as whole names of properties (`viewModel`).
    let collaboratorNames: Set<String>
    /// Whether a type the property keeps makes it no state.
    private(set) var exemptTypes: ExemptTypes
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    private(set) var switches = ExemptionSwitches<ControllerStateExemption>()

    init(options: ControllerStateRule.Options) {
        self.options = options
        collaboratorNames = CollaboratorNames.alone(options.collaboratorSuffixes)
        exemptTypes = ExemptTypes(options: options)
    }

    /// Turns off the exemption named `id`, here and in `exemptTypes`; false when there is none.
    mutating func turnOff(_ id: String) -> Bool {
        guard switches.turnOff(id) else { return false }
        exemptTypes.switches = switches
        return true
    }

    /// Whether `property`, of the controller named `scope`, is no state.
    func isExempt(_ property: PropertyDeclaration, in file: SourceFile, project: ProjectIndex, scope: String) -> Bool {
        if holdsElsewhere(property, project: project, scope: scope)
            || isUnchangedOption(property, in: file, project: project, scope: scope) { return true }
        let aliases = TypeAliases(in: file)
        let values = InitialValues(file: file)
        var written = writtenType(of: property, values: values, aliases: aliases, project: project, scope: scope)
        if switches.applies(.rowHeights), written.map(PropertyTypeText.isRowHeights) == true { return true }
        // A dictionary is judged by its values, as a list by its elements.
        if let value = written.flatMap(PropertyTypeText.dictionaryValue) { written = "[" + value + "]" }
        if let written, switches.applies(.callbacks) && TypeName.hasArrow(written)
            || switches.applies(.namedTokens) && isNamedToken(property.name, written: written) { return true }
        if isPlumbingValue(property, in: file, values: values) { return true }
        return keepsUIOrCollaborator(property, written: written, values: values, aliases: aliases, project: project, scope: scope)
    }

    /// The type written, or declared as what a method of the controller returns, and
    /// followed through a type alias.
    private func writtenType(of property: PropertyDeclaration, values: InitialValues, aliases: TypeAliases,
                             project: ProjectIndex, scope: String) -> String? {
        // A type written, or declared as what a method of the controller returns (`= makeDataSource()`).
        let written = property.typeText.map(TypeName.withoutWhitespace)
            ?? property.initializer.flatMap { values.returnTypeOfCall(from: $0, through: property.span.last, in: scope) }
        // What a type alias of the file, or of a project type, stands for
        // (`typealias DataSource = UITableViewDiffableDataSource<…>`, `SupportViewModel.DataSource`).
        if let name = written.map(TypeName.element), let aliased = aliases.resolve(name) ?? project.memberAlias(name, from: scope) {
            return aliased
        }
        return written
    }

    /// A value that is subscription plumbing by what it is or by how the file uses it.
    private func isPlumbingValue(_ property: PropertyDeclaration, in file: SourceFile, values: InitialValues) -> Bool {
        if switches.applies(.callbacks), let start = property.initializer, values.isClosureValue(at: start) { return true }
        // A flag that makes a registration happen once (`if !didRegister { …; didRegister = true }`).
        if switches.applies(.registrationFlags), property.initializer.map({ file.tokens[$0].keyword == .false }) == true,
           RegistrationFlagScan(file: file).isRegistrationFlag(property.name) { return true }
        // A private key-value observing context (`private var myContext = 0`) is used by address only.
        if switches.applies(.addressOnlyContexts), property.modifiers.contains("private"), let start = property.initializer,
           file.tokens[start].kind == .number,
           AddressOnlyScan(file: file).isUsedOnlyByAddress(property.name) { return true }
        return false
    }

    /// A property that keeps a view, a collaborator or plumbing, by the type written or
    /// built; a child view controller; or one named for a collaborator or a UI object.
    private func keepsUIOrCollaborator(_ property: PropertyDeclaration, written: String?, values: InitialValues,
                                       aliases: TypeAliases, project: ProjectIndex, scope: String) -> Bool {
        // Each part of a composition (`(UIViewController & Streaming)?`) may make it exempt.
        var types = written.map { TypeName.compositionParts(TypeName.element($0)) } ?? []
        let constructed = property.initializer.flatMap { start in
            values.constructedType(at: start) ?? values.castType(from: start, through: property.span.last)
        }.map { aliases.resolve($0) ?? $0 }
        if switches.applies(.rowHeights), constructed.map(PropertyTypeText.isRowHeights) == true { return true }
        // What a project type holds is asked of a type written or built, not of one guessed
        // from a member read (`Settings.didOptIn` may be a `Bool`).
        let sure = types.count
        if let constructed { types.append(constructed) }
        let built = property.initializer.map(values.buildsValue) ?? false
        types = types.map(PropertyTypeText.collectionElement)
        if types.indices.contains(where: { position in
            exemptTypes.isExempt(types[position], written: written, project: project, scope: scope, holdings: position < sure || built)
        }) { return true }
        // A child view controller is a screen within the screen, whatever its type is named,
        // and wherever the controller adds it (an extension in another file).
        if switches.applies(.childControllers), project.resolve(scope)?.addsAsChild(property.name) == true { return true }
        if switches.applies(.collaboratorNames),
           CollaboratorNames.names(property.name, suffixes: options.collaboratorSuffixes, alone: collaboratorNames,
                                   written: written, constructed: constructed,
                                   isProjectValue: { [.struct, .enum].contains(project.resolve($0, from: scope)?.primary?.kind) }) {
            return true
        }
        // A type left to inference from something built (`lazy var playButton = { … }()`,
        // `var iconView = ResourceHost()`) is named for what it is. A value returned by a
        // call (`Defaults.isStripeHiddenInView()`) says nothing.
        guard switches.applies(.viewsAndUIObjects), written == nil, let constructed,
              TypeName.lastComponent(constructed).first?.isUppercase == true else { return false }
        return options.uiSuffixes.contains(where: property.name.hasSuffix)
    }

    /// An outlet, a weak or unowned reference, or a value a property wrapper keeps elsewhere
    /// (`@Injected`, `@Binding`, or a project wrapper whose `wrappedValue` has a getter
    /// alone). An `override` observes a superclass's property (`override var title: String?
    /// { didSet … }`), which holds the value: UIKit's, or a project base class's, reported
    /// where it is declared.
    private func holdsElsewhere(_ property: PropertyDeclaration, project: ProjectIndex, scope: String) -> Bool {
        switches.applies(.heldElsewhere) && property.modifiers.contains(where: { ["weak", "unowned", "override"].contains($0) })
            || property.attributes.contains { attribute in
                let wrapper = String(attribute.dropFirst())
                return switches.applies(.heldElsewhere) && attribute == "@IBOutlet"
                    || switches.applies(.referenceWrappers) && options.referenceWrappers.contains(TypeName.lastComponent(wrapper))
                    || switches.applies(.readOnlyWrappers) && project.isReadOnlyWrapper(wrapper, from: scope)
            }
    }

    /// A token kept as `Any` (`var keyboardObserver: AnyObject?`) is named for what it is.
    private func isNamedToken(_ name: String, written: String) -> Bool {
        ["Any", "AnyObject"].contains(TypeName.element(written))
            && options.plumbingTypes.contains { $0.hasPrefix("*") && name.hasSuffix($0.dropFirst()) }
    }
}
