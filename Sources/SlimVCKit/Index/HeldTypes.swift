/// What a type a stored property keeps makes it (`StoredPropertyKind`), through the
/// project index: plumbing, a collaborator, a view controller or another UI object, a
/// library's worker, or a project type that is a service, works on the UI or holds nothing.
/// Views and cells by role are the classifier's first question (`StoredPropertyKind.drawn`),
/// asked of the names as the property has them.
struct HeldTypes: Sendable {
    let words: ClassifierWords
    private let plumbing: PlumbingPatterns

    init(words: ClassifierWords) {
        self.words = words
        plumbing = PlumbingPatterns(words.plumbingTypes)
    }

    /// The kind `type` (an element of the type written, or the type built) gives a
    /// property, grounds in `ignoring` set aside; nil when it says nothing. `holdings`:
    /// whether what a project type holds may be asked of it.
    func kind(of type: String, written: String?, project: ProjectIndex, scope: String?, holdings: Bool,
              ignoring: IgnoredGrounds) -> StoredPropertyKind? {
        let element = TypeName.element(type)
        let simple = TypeName.lastComponent(element)
        if !ignoring.contains(.plumbingType), plumbing.matches(type, written: written, simple: simple) { return .plumbing }
        let named = TypeName.withoutProtocolSuffix(simple)
        // A child module's handle (`StepModuleInput`, `[ChildModuleOutput]`): a screen within the screen.
        if !ignoring.contains(.childModule), CollaboratorVocabulary.moduleHandleSuffixes.contains(where: named.hasSuffix) { return .childController }
        if !ignoring.contains(.collaboratorType), words.collaboratorSuffixes.contains(where: named.hasSuffix) { return .collaborator }
        let isUI = !ignoring.contains(.uiType)
        if isUI, let kind = uiKind(simple, element: element, project: project, scope: scope) { return kind }
        if !ignoring.contains(.libraryWorker), isLibraryWorker(type, written: written, project: project, scope: scope) { return .collaborator }
        let isList = Self.isCollection(type, written: written)
        if let type = project.resolve(element, from: scope),
           let kind = projectKind(type, isList: isList, project: project, scope: scope, holdings: holdings, ignoring: ignoring) {
            return kind
        }
        // A type nested in a view's (`UIButton.Configuration`, `UICollectionView.CellRegistration`)
        // configures UI; one nested in a controller (`FeedViewController.Mode`) may be state.
        guard isUI, let outer = TypeName.parent(element) else { return nil }
        return project.roles(ofWritten: outer, from: scope).isDisjoint(with: [.view, .cell]) ? nil : .uiObject
    }

    /// A view controller by role; or a UI object: a type named as one (`ui_object_suffixes`),
    /// a UI framework's type, or a view or a cell by the role of its last component alone.
    private func uiKind(_ simple: String, element: String, project: ProjectIndex, scope: String?) -> StoredPropertyKind? {
        let roles = project.roles(ofWritten: simple, from: scope)
        if roles.contains(.viewController) { return .viewController(.role) }
        return words.uiObjectSuffixes.contains(where: simple.hasSuffix) || !roles.isDisjoint(with: [.view, .cell])
            || isFrameworkUI(element, project: project, scope: scope) ? .uiObject : nil
    }

    /// What a project type makes a property that keeps it: a service, a view behind a
    /// protocol, a map's element, UI built on a framework's, a helper that keeps UI or a
    /// service, or a type that holds nothing.
    private func projectKind(_ type: IndexedType, isList: Bool, project: ProjectIndex, scope: String?, holdings: Bool,
                             ignoring: IgnoredGrounds) -> StoredPropertyKind? {
        if !ignoring.contains(.service), isService(type, project: project) || project.networkingTypes.contains(type.name) { return .collaborator }
        let isUI = !ignoring.contains(.uiType)
        if isUI, let view = viewAdopting(type, project: project) { return view.roles.contains(.cell) ? .cell(.viewProtocol) : .view(.viewProtocol) }
        if !ignoring.contains(.mapElement), isMapElement(type) { return .uiObject }
        // A project type built on one (`final class ShareItem: UIBarButtonItem`) is UI too.
        if isUI, let base = project.superclasses(of: type.name).last,
           isFrameworkUI(TypeName.normalized(base), project: project, scope: scope) { return .uiObject }
        guard holdings else { return nil }
        if !ignoring.contains(.uiHelper) && holdsUI(type, project: project)
            || !ignoring.contains(.statelessType) && isStateless(type, project: project)
            || !ignoring.contains(.service) && !isList && holdsService(type, project: project) { return .collaborator }
        return nil
    }

    /// A session, recorder, player or engine of a framework or library (`MXSession`,
    /// `AVCaptureSession`, `AVAudioRecorder`): the client of a service or a media worker, not
    /// the screen's data. A project's own such type, or a list of them, may be data.
    private func isLibraryWorker(_ type: String, written: String?, project: ProjectIndex, scope: String?) -> Bool {
        let element = TypeName.element(type)
        let simple = TypeName.lastComponent(element)
        let isStore = simple.hasSuffix(FrameworkVocabulary.storeSuffix) && simple.count > FrameworkVocabulary.storeSuffix.count
        guard isStore || FrameworkVocabulary.workerSuffixes.contains(where: simple.hasSuffix),
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
    /// A project superclass's properties count (a flow built on a base that keeps the
    /// navigation controller).
    private func holdsUI(_ type: IndexedType, project: ProjectIndex) -> Bool {
        guard let kind = type.primary?.kind, kind == .class || kind == .struct else { return false }
        let chain = [type] + project.superclasses(of: type.name).prefix(8).compactMap { project[$0] }
        return chain.contains { type in type.properties.contains { property in
            guard !property.isStatic, !property.isComputed,
                  let written = property.typeName ?? property.initializerType else { return false }
            let simple = TypeName.lastComponent(TypeName.element(written))
            return !project.roles(ofWritten: simple, from: type.name).isDisjoint(with: [.view, .cell, .viewController])
        } }
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
            if isLibraryWorker(written, written: written, project: project, scope: type.name) { return true }
            guard !property.isVariable else { return false }
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

    /// The view of the project that a protocol is named for and that adopts it
    /// (`ProfileScreenProtocol`, adopted by `ProfileScreen: UIView`): a controller keeps its
    /// view behind one so that tests can pass a mock.
    private func viewAdopting(_ type: IndexedType, project: ProjectIndex) -> IndexedType? {
        guard type.isProtocol, type.name.hasSuffix("Protocol"),
              let view = project[String(type.name.dropLast("Protocol".count))],
              !view.roles.isDisjoint(with: [.view, .cell]) else { return nil }
        let name = TypeName.lastComponent(type.name)
        return view.inherits.contains { TypeName.lastComponent($0) == name } ? view : nil
    }

    /// A UI framework's type (`UIImagePickerController`, `UIImage.SymbolConfiguration`),
    /// not one that carries content (`UIImage`) nor a project's own (`UIState`).
    private func isFrameworkUI(_ element: String, project: ProjectIndex, scope: String?) -> Bool {
        var name = Substring(element)
        if name.hasPrefix("UIKit.") { name = name.dropFirst("UIKit.".count) }
        let root = name.prefix { $0 != "." }
        // A plain name: `[UIAlertAction: String]` is a dictionary, not a UIKit type.
        let isPlain = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let isPrefixed = words.uiTypePrefixes.contains { prefix in
            root.hasPrefix(prefix) && root.dropFirst(prefix.count).first?.isUppercase == true
        }
        guard isPlain, isPrefixed else { return false }
        // Declared in the project, not only extended there (`extension UIBarButtonItem`).
        return !words.contentTypes.contains(String(name)) && project.resolve(String(root), from: scope)?.primary == nil
    }
}
