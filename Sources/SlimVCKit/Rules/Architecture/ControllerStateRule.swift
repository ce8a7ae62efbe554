/// State kept in a view controller instead of its DataController.
public struct ControllerStateRule: Rule {
    public static let description = RuleDescription(
        id: "controller_state", name: "Controller State",
        summary: "A view controller holds no state: its stored `var`s are views, outlets, collaborators or subscriptions. A container of screens (`container_classes`) is not checked.",
        rationale: """
            State in a view controller (the loaded items, a counter, a selection, a flag) ties \
            the data's lifetime to the screen's, gets duplicated between screens, and cannot be \
            tested without UIKit. Keep it in the screen's DataController; the controller reads \
            it from there and passes it to its views. Views (also behind a protocol named for \
            the view), outlets, child controllers, weak references, values kept elsewhere \
            (`@Injected`, `@Binding`), collaborators (also helpers \
            that keep a view or a controller, services behind a capability protocol such \
            as `FaviconLoading`, and properties named for one, such as \
            `errorPresenter`) and subscription plumbing (also a flag that makes a \
            registration happen once) are not state. Nor is an option the controller never \
            changes: a flag, a number or a non-empty string, not private, set to a literal \
            where it is declared and assigned by no declaration of the controller (`var \
            isModal = false`, set by whoever presents it). One observed with `didSet` is \
            state: the screen follows its changes.
            """,
        kind: .architecture, fat: .state,
        triggeringExamples: ControllerStateExamples.triggering,
        nonTriggeringExamples: ControllerStateExamples.nonTriggering)

    public struct Options: RuleOptions {
        /// Type suffixes of collaborators: the screen's own, the services it talks to and the
        /// helpers it configures once (`DateFormatter`). A
        /// protocol's name counts without a final `Protocol` or `Type` (`ReaderServiceProtocol`).
        /// A property named with one (`errorPresenter`, `viewModel`) is a collaborator too,
        /// unless it keeps a plain value, a collection, or a project's struct or enum.
        public var collaboratorSuffixes = Vocabulary.standard[.collaboratorSuffixes]
        /// Subscription plumbing, callbacks (closure types named by a typealias), delegates,
        /// event channels that keep no value, timers and queues: type names, `*Suffix` for
        /// any type with that suffix, or `Name<*>` for a generic type written with its
        /// arguments (`Task<Void, Never>`, not a project's own `Task`).
        public var plumbingTypes = Vocabulary.standard[.plumbingTypes]
        /// Type suffixes of UI objects that are not listed as view classes; whole names of
        /// AppKit's (whose `NS` prefix Foundation shares), of Google Maps' overlays, and of
        /// Core Graphics' geometry (a frame, a size or a point kept for layout or a gesture).
        public var uiSuffixes = Vocabulary.standard[.uiObjectSuffixes]
        /// Prefixes of a UI framework's types: one not declared in the project
        /// (`UIImagePickerController`, `UITableViewDiffableDataSource`, `UIEdgeInsets`, and
        /// UIKit's and AppKit's layout types: `NSDirectionalEdgeInsets`, `NSLayoutYAxisAnchor`,
        /// `NSCollectionLayoutSection`) is UI.
        public var uiTypePrefixes = Vocabulary.standard[.uiTypePrefixes]
        /// The UI framework's types that carry what is shown, and so may be state.
        public var contentTypes = Vocabulary.standard[.contentTypes]
        /// Containers of screens, as `missing_data_controller` has them: no screen of their
        /// own, and so no DataController to move a value to.
        public var containerClasses = Vocabulary.standard[.containerControllers]
        /// Property wrappers whose value is held elsewhere: a service a dependency container
        /// resolves (`@Injected`, `@LazyInjectService`, `@Dependency`), or a SwiftUI
        /// `@Binding` to a state its owner keeps. Written without the `@` and a module.
        public var referenceWrappers = Vocabulary.standard[.referenceWrappers]
        public init() {}
    }

    public let options: Options
    /// The collaborator suffixes as whole names of properties (`viewModel`).
    private let collaboratorNames: Set<String>

    /// Each list option extends the vocabulary's group of its name.
    public init(options: Options, vocabulary: Vocabulary) {
        var options = options
        options.collaboratorSuffixes = vocabulary.names(.collaboratorSuffixes, adding: options.collaboratorSuffixes)
        options.plumbingTypes = vocabulary.names(.plumbingTypes, adding: options.plumbingTypes)
        options.uiSuffixes = vocabulary.names(.uiObjectSuffixes, adding: options.uiSuffixes)
        options.uiTypePrefixes = vocabulary.names(.uiTypePrefixes, adding: options.uiTypePrefixes)
        options.contentTypes = vocabulary.names(.contentTypes, adding: options.contentTypes)
        options.containerClasses = vocabulary.names(.containerControllers, adding: options.containerClasses)
        options.referenceWrappers = vocabulary.names(.referenceWrappers, adding: options.referenceWrappers)
        self.options = options
        collaboratorNames = CollaboratorNames.alone(options.collaboratorSuffixes)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        // By position, and by name: a type declared many times (two targets) is asked once.
        var isContainer: [Int: Bool] = [:]
        var isContainerNamed: [String: Bool] = [:]
        // By position, reading the plain fields first: most properties are ruled out
        // without copying the declaration (a retain of each of its strings and arrays).
        return file.structure.properties.indices.compactMap { index -> Finding? in
            guard let container = file.structure.properties[index].container, file.structure.types[container].kind == .class,
                  file.structure.properties[index].isVariable, !file.structure.properties[index].isLocal,
                  project.roles(ofWritten: names[container]).contains(.viewController) else { return nil }
            if isContainer[container] == nil {
                let known = isContainerNamed[names[container]]
                    ?? project.superclasses(of: names[container]).contains(where: options.containerClasses.contains)
                isContainerNamed[names[container]] = known
                // A type declared twice (two targets) may have two superclasses: its own counts.
                let direct = file.structure.types[container].inherits.first.map(TypeName.lastComponent)
                isContainer[container] = known || direct.map(options.containerClasses.contains) == true
            }
            guard isContainer[container] == false else { return nil }
            let property = file.structure.properties[index]
            guard !property.isStatic, !property.isComputed,
                  !isExempt(property, in: file, project: project, scope: names[container]) else { return nil }
            let owner = file.structure.types[container].name
            return finding("'\(property.name)' is state held by \(owner); move it to \(dataController(for: owner))",
                           in: file, at: property.span.name, symbol: names[container] + "." + property.name)
        }
    }

    private func dataController(for controller: String) -> String {
        controller.hasSuffix("ViewController") && controller.count > "ViewController".count
            ? String(controller.dropLast("ViewController".count)) + "DataController" : "its DataController"
    }

    private func isExempt(_ property: PropertyDeclaration, in file: SourceFile, project: ProjectIndex, scope: String) -> Bool {
        if holdsElsewhere(property, project: project, scope: scope) || Self.isUnchangedOption(property, in: file, project: project, scope: scope) { return true }
        let aliases = TypeAliases(in: file)
        let values = InitialValues(file: file)
        // A type written, or declared as what a method of the controller returns (`= makeDataSource()`).
        var written = property.typeText.map { $0.filter { !$0.isWhitespace } }
            ?? property.initializer.flatMap { values.returnTypeOfCall(from: $0, through: property.span.last, in: scope) }
        // What a type alias of the file, or of a project type, stands for
        // (`typealias DataSource = UITableViewDiffableDataSource<…>`, `SupportViewModel.DataSource`).
        if let name = written.map(TypeName.element), let aliased = aliases.resolve(name) ?? project.memberAlias(name, from: scope) {
            written = aliased
        }
        if written.map(Self.isRowHeights) == true { return true }
        // A dictionary is judged by its values, as a list by its elements.
        if let value = written.flatMap(Self.dictionaryValue) { written = "[" + value + "]" }
        if let written, TypeName.hasArrow(written) || isNamedToken(property.name, written: written) { return true }
        if let start = property.initializer, values.isClosureValue(at: start) { return true }
        // A flag that makes a registration happen once (`if !didRegister { …; didRegister = true }`).
        if property.initializer.map({ file.tokens[$0].keyword == .false }) == true, RegistrationFlagScan(file: file).isRegistrationFlag(property.name) { return true }
        // A private key-value observing context (`private var myContext = 0`) is used by address only.
        if property.modifiers.contains("private"), let start = property.initializer, file.tokens[start].kind == .number,
           AddressOnlyScan(file: file).isUsedOnlyByAddress(property.name) { return true }
        // Each part of a composition (`(UIViewController & Streaming)?`) may make it exempt.
        var types = written.map { TypeName.compositionParts(TypeName.element($0)) } ?? []
        let constructed = property.initializer.flatMap { start in
            values.constructedType(at: start) ?? values.castType(from: start, through: property.span.last)
        }.map { aliases.resolve($0) ?? $0 }
        if constructed.map(Self.isRowHeights) == true { return true }
        // What a project type holds is asked of a type written or built, not of one guessed
        // from a member read (`Settings.didOptIn` may be a `Bool`).
        let sure = types.count
        if let constructed { types.append(constructed) }
        let built = property.initializer.map(values.buildsValue) ?? false
        types = types.map(Self.collectionElement)
        if types.indices.contains(where: { position in
            isExemptType(types[position], written: written, project: project, scope: scope, holdings: position < sure || built)
        }) { return true }
        // A child view controller is a screen within the screen, whatever its type is named,
        // and wherever the controller adds it (an extension in another file).
        if project.resolve(scope)?.addsAsChild(property.name) == true { return true }
        if CollaboratorNames.names(property.name, suffixes: options.collaboratorSuffixes, alone: collaboratorNames,
                                   written: written, constructed: constructed,
                                   isProjectValue: { [.struct, .enum].contains(project.resolve($0, from: scope)?.primary?.kind) }) {
            return true
        }
        // A type left to inference from something built (`lazy var playButton = { … }()`,
        // `var iconView = ResourceHost()`) is named for what it is. A value returned by a
        // call (`Defaults.isStripeHiddenInView()`) says nothing.
        guard written == nil, let constructed, TypeName.lastComponent(constructed).first?.isUppercase == true else { return false }
        return options.uiSuffixes.contains(where: property.name.hasSuffix)
    }

    /// An outlet, a weak or unowned reference, or a value a property wrapper keeps elsewhere
    /// (`@Injected`, `@Binding`, or a project wrapper whose `wrappedValue` has a getter
    /// alone). An `override` observes a superclass's property (`override var title: String?
    /// { didSet … }`), which holds the value: UIKit's, or a project base class's, reported
    /// where it is declared.
    private func holdsElsewhere(_ property: PropertyDeclaration, project: ProjectIndex, scope: String) -> Bool {
        property.modifiers.contains(where: { ["weak", "unowned", "override"].contains($0) })
            || property.attributes.contains { attribute in
                let wrapper = String(attribute.dropFirst())
                return attribute == "@IBOutlet" || options.referenceWrappers.contains(TypeName.lastComponent(wrapper))
                    || project.isReadOnlyWrapper(wrapper, from: scope)
            }
    }

    /// A token kept as `Any` (`var keyboardObserver: AnyObject?`) is named for what it is.
    private func isNamedToken(_ name: String, written: String) -> Bool {
        ["Any", "AnyObject"].contains(TypeName.element(written))
            && options.plumbingTypes.contains { $0.hasPrefix("*") && name.hasSuffix($0.dropFirst()) }
    }

    private func isExemptType(_ type: String, written: String?, project: ProjectIndex, scope: String, holdings: Bool) -> Bool {
        let bare = written.map { String($0.filter { !"?![]".contains($0) }) }
        let element = TypeName.element(type)
        let simple = TypeName.lastComponent(element)
        if options.plumbingTypes.contains(where: { plumbing in
            if plumbing.hasPrefix("*") { return simple.hasSuffix(plumbing.dropFirst()) }
            if plumbing.hasSuffix("<*>") { return [bare, type].contains { $0?.hasPrefix(plumbing.dropLast(2)) == true } }
            return [type, bare, simple].contains(plumbing)
        }) { return true }
        let named = TypeName.withoutProtocolSuffix(simple)
        if options.collaboratorSuffixes.contains(where: named.hasSuffix) || options.uiSuffixes.contains(where: simple.hasSuffix) {
            return true
        }
        if !project.roles(ofWritten: simple, from: scope).isDisjoint(with: [.view, .cell, .viewController]) { return true }
        if isFrameworkUI(element, project: project, scope: scope) { return true }
        if isLibraryWorker(type, written: written, project: project, scope: scope) { return true }
        let isList = Self.isCollection(type, written: written)
        if let type = project.resolve(element, from: scope) {
            if isService(type, project: project) { return true }
            if isViewProtocol(type, project: project) || isMapElement(type) { return true }
            // A project type built on one (`final class ShareItem: UIBarButtonItem`) is UI too.
            if let base = project.superclasses(of: type.name).last,
               isFrameworkUI(TypeName.normalized(base), project: project, scope: scope) { return true }
            if holdings, holdsUI(type, project: project) || isStateless(type, project: project)
                || !isList && holdsService(type, project: project) { return true }
        }
        // A type nested in a view's (`UIButton.Configuration`, `UICollectionView.CellRegistration`)
        // configures UI; one nested in a controller (`FeedViewController.Mode`) may be state.
        guard let outer = TypeName.parent(element) else { return false }
        return !project.roles(ofWritten: outer, from: scope).isDisjoint(with: [.view, .cell])
    }

    /// A session, recorder, player or engine of a framework or library (`MXSession`,
    /// `AVCaptureSession`, `AVAudioRecorder`): the client of a service or a media worker, not
    /// the screen's data. A project's own such type, or a list of them, may be data.
    private func isLibraryWorker(_ type: String, written: String?, project: ProjectIndex, scope: String) -> Bool {
        let element = TypeName.element(type)
        let simple = TypeName.lastComponent(element)
        guard FrameworkVocabulary.workerSuffixes.contains(where: simple.hasSuffix),
              project.resolve(element, from: scope)?.primary == nil else { return false }
        return !Self.isCollection(type, written: written)
    }

    /// Whether a property holds a list or set (`[T]`, `Set<T>`, `Array<T>`), however its type
    /// is known: written, or from its initial value.
    private static func isCollection(_ type: String, written: String?) -> Bool {
        [type, written ?? ""].contains { $0.contains("[") || $0.hasPrefix("Set<") || $0.hasPrefix("Array<") }
    }

    /// A capability (`FaviconLoading`, `AppConfigurationProviding`) is a service's protocol,
    /// as Swift's API guidelines name them; so is a protocol that inherits one, and a
    /// project type that adopts one where it is declared (`struct Networking:
    /// NetworkingType`). An extension's conformance (`extension Date: CurrentDateProviding`)
    /// makes no value a service.
    private func isService(_ type: IndexedType, project: ProjectIndex) -> Bool {
        if type.isProtocol { return isCapability(type) || project.adoptedProtocols(of: type).contains(where: isCapability) }
        return type.primaries.contains { declaration in
            declaration.inherits.contains { written in
                guard let adopted = project.projectProtocol(written, from: type.name) else { return false }
                return isCapability(adopted) || project.adoptedProtocols(of: adopted).contains(where: isCapability)
            }
        }
    }

    /// A protocol named for a capability: `…ing`, without a final `Protocol` or `Type`.
    private func isCapability(_ type: IndexedType) -> Bool {
        type.isProtocol && TypeName.withoutProtocolSuffix(TypeName.lastComponent(type.name)).hasSuffix("ing")
    }

    /// A project class or structure that keeps a view, a cell or a controller in a stored
    /// property (`ViewSpinner` spinning a `UIView`, a tab item with its controller, a
    /// section pointing back to its controller) works on the UI: it is a collaborator, not
    /// the screen's state.
    private func holdsUI(_ type: IndexedType, project: ProjectIndex) -> Bool {
        guard let kind = type.primary?.kind, kind == .class || kind == .struct else { return false }
        return type.properties.contains { property in
            guard !property.isStatic, !property.isComputed,
                  let written = property.typeName ?? property.initializerType else { return false }
            let simple = TypeName.lastComponent(TypeName.element(written))
            return !project.roles(ofWritten: simple, from: type.name).isDisjoint(with: [.view, .cell, .viewController])
        }
    }

    /// A project class given a service to keep (`let apiService: APIService` of an
    /// `AppContext`), or that makes one (`let motion = CMMotionManager()`), is a
    /// collaborator too, or the container the screen's services come from. A value it may
    /// change (`var contentProvider`) says less; but a library's worker, even in a `var`
    /// (`var authenticationSession: ASWebAuthenticationSession?`), makes it one that works.
    private func holdsService(_ type: IndexedType, project: ProjectIndex) -> Bool {
        guard type.primary?.kind == .class else { return false }
        return type.properties.contains { property in
            guard !property.isStatic, !property.isComputed, let written = property.typeName ?? property.initializerType,
                  !written.contains("[") else { return false }
            if property.isVariable { return isLibraryWorker(written, written: written, project: project, scope: type.name) }
            let named = TypeName.withoutProtocolSuffix(TypeName.lastComponent(TypeName.element(written)))
            return CollaboratorVocabulary.serviceSuffixes.contains(where: named.hasSuffix)
        }
    }


    /// A project class or structure without stored instance properties (a factory, a
    /// formatter) has nothing to hold; nor has one whose only stored properties are `weak`
    /// references back to its delegate or owner (a picker that builds an alert and reports
    /// to its delegate), or callbacks (a `Routing` of closures the screen calls). A class's
    /// superclasses must be project classes without them too, up to `NSObject` or none.
    private func isStateless(_ type: IndexedType, project: ProjectIndex) -> Bool {
        guard let kind = type.primary?.kind, kind == .class || kind == .struct else { return false }
        var current: IndexedType? = type
        for _ in 0..<ProjectIndex.deepestChain {
            guard let next = current, !next.properties.contains(where: { !$0.isStatic && !$0.isComputed && !$0.isWeak && !$0.isCallback })
            else {
                return false
            }
            guard let superclass = next.superclass, superclass != "NSObject" else { return true }
            current = project[superclass]
        }
        return false
    }

    /// A project type made for MapKit to draw on a map (`final class UserAnnotation: NSObject,
    /// MKAnnotation`), as it does `MKPointAnnotation`: a handle on the map's view. Named
    /// for it: a model that can also be shown on a map (`Widget: NSObject, MKAnnotation`) is data.
    private func isMapElement(_ type: IndexedType) -> Bool {
        FrameworkVocabulary.mapElementSuffixes.contains(where: type.name.hasSuffix)
            && type.primaries.contains { $0.inherits.contains { FrameworkVocabulary.mapElementProtocols.contains(TypeName.lastComponent($0)) } }
    }

    /// A protocol named for a view of the project that adopts it (`ProfileScreenProtocol`,
    /// adopted by `ProfileScreen: UIView`): a controller keeps its view behind one so that
    /// tests can pass a mock.
    private func isViewProtocol(_ type: IndexedType, project: ProjectIndex) -> Bool {
        guard type.isProtocol, type.name.hasSuffix("Protocol"),
              let view = project[String(type.name.dropLast("Protocol".count))],
              !view.roles.isDisjoint(with: [.view, .cell]) else { return false }
        let name = TypeName.lastComponent(type.name)
        return view.inherits.contains { TypeName.lastComponent($0) == name }
    }

    /// A UI framework's type (`UIImagePickerController`, `UIImage.SymbolConfiguration`),
    /// not one that carries content (`UIImage`) nor a project's own (`UIState`).
    private func isFrameworkUI(_ element: String, project: ProjectIndex, scope: String) -> Bool {
        var name = Substring(element)
        if name.hasPrefix("UIKit.") { name = name.dropFirst("UIKit.".count) }
        let root = name.prefix { $0 != "." }
        // A plain name: `[UIAlertAction: String]` is a dictionary, not a UIKit type.
        let isPlain = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let isPrefixed = options.uiTypePrefixes.contains { prefix in
            root.hasPrefix(prefix) && root.dropFirst(prefix.count).first?.isUppercase == true
        }
        guard isPlain, isPrefixed else { return false }
        // Declared in the project, not only extended there (`extension UIBarButtonItem`).
        return !options.contentTypes.contains(String(name)) && project.resolve(String(root), from: scope)?.primary == nil
    }
}
