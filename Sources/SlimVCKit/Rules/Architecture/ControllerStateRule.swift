/// State kept in a view controller instead of its DataController.
public struct ControllerStateRule: Rule {
    public static let description = RuleDescription(
        id: "controller_state", name: "Controller State",
        summary: "A view controller holds no state: its stored `var`s are views, outlets, collaborators or subscriptions. A container of screens (`container_classes`) is not checked.",
        rationale: """
            State in a view controller (the loaded items, a counter, a selection, a flag) ties \
            the data's lifetime to the screen's, gets duplicated between screens, and cannot be \
            tested without UIKit. Keep it in the screen's DataController; the controller reads \
            it from there and passes it to its views. Views, outlets, child controllers, \
            collaborators, subscription plumbing and options the controller never changes are \
            not state: the exemptions below list each case.
            """,
        kind: .architecture, fat: .state, exemptions: ControllerStateExemption.described,
        triggeringExamples: ControllerStateExamples.triggering,
        nonTriggeringExamples: ControllerStateExamples.nonTriggering)

    public struct Options: VocabularyOptions {
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
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.collaboratorSuffixes, .collaboratorSuffixes), (\.plumbingTypes, .plumbingTypes), (\.uiSuffixes, .uiObjectSuffixes),
             (\.uiTypePrefixes, .uiTypePrefixes), (\.contentTypes, .contentTypes), (\.containerClasses, .containerControllers),
             (\.referenceWrappers, .referenceWrappers)]
        }
    }

    public let options: Options
    /// What a stored property holds, with the vocabulary's groups as the options extend them.
    let classifier: PropertyClassifier
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<ControllerStateExemption>()
    /// The classifier's grounds of the exemptions turned off.
    var ignoredGrounds = IgnoredGrounds()

    /// Each list option extends the vocabulary's group of its name.
    public init(options: Options, vocabulary: Vocabulary) {
        let options = vocabulary.extending(options)
        self.options = options
        classifier = PropertyClassifier(words: ClassifierWords(
            collaboratorSuffixes: options.collaboratorSuffixes, plumbingTypes: options.plumbingTypes, uiObjectSuffixes: options.uiSuffixes,
            uiTypePrefixes: options.uiTypePrefixes, contentTypes: options.contentTypes, referenceWrappers: options.referenceWrappers))
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        // By position, and by name: a type declared many times (two targets) is asked once.
        var isContainer: [Int: Bool] = [:]
        var isContainerNamed: [String: Bool] = [:]
        // By position, reading the plain fields first: most properties are ruled out
        // without copying the declaration (a retain of each of its strings and arrays).
        // Each controller's holder and write sites are found once: a controller may hold
        // thousands of values.
        var holders: [Int: String] = [:]
        var writes: [String: TypeWriteContexts] = [:]
        var reads: [Int: ValueReads] = [:]
        return file.structure.properties.indices.compactMap { index -> Finding? in
            guard let container = file.structure.properties[index].container, file.structure.types[container].kind == .class,
                  file.structure.properties[index].isVariable, !file.structure.properties[index].isLocal,
                  project.roles(ofWritten: names[container]).contains(.viewController) else { return nil }
            let property = file.structure.properties[index]
            guard !property.isStatic, !property.isComputed, !(isContainerOfScreens(container, in: file, names: names, project: project,
                                                                                   &isContainer, &isContainerNamed) && exemptions.applies(.containerControllers)),
                  Self.isState(classifier.kind(of: property, in: file, owner: names[container], project: project,
                                                ignoring: ignoredGrounds.union(Self.groundsOfWrites)))
            else { return nil }
            // By name: a type declared many times (two targets) has its writes gathered once.
            let facts = writes[names[container]] ?? StateFacts.writeContexts(of: names[container], in: project)
            writes[names[container]] = facts
            let sites = facts.sites(of: property.name)
            guard case let .state(_, site) = StateFacts.verdict(property, sites: sites, in: file, owner: names[container], project: project,
                                                                applies: exemptions.applies, reads: {
                let found = reads[container] ?? ValueReads(file: file, type: container)
                reads[container] = found
                return found
            }) else { return nil }
            holders[container] = holders[container] ?? StateFacts.holder(of: file.structure.types[container].name, named: names[container], in: project)
            return finding(Self.message(property.name, owner: file.structure.types[container].name, site: site,
                                        contexts: Self.laterContexts(of: site, among: sites), holder: holders[container]!),
                           in: file, at: property.span.name, symbol: names[container] + "." + property.name)
        }
    }

    /// Whether the class at `container` is a container of screens (`container_classes`), by
    /// position and by name: a type declared many times (two targets) is asked once.
    private func isContainerOfScreens(_ container: Int, in file: SourceFile, names: [String], project: ProjectIndex,
                                      _ byPosition: inout [Int: Bool], _ byName: inout [String: Bool]) -> Bool {
        if let known = byPosition[container] { return known }
        let known = byName[names[container]] ?? project.superclasses(of: names[container]).contains(where: options.containerClasses.contains)
        byName[names[container]] = known
        // A type declared twice (two targets) may have two superclasses: its own counts.
        let direct = file.structure.types[container].inherits.first.map(TypeName.lastComponent)
        byPosition[container] = known || direct.map(options.containerClasses.contains) == true
        return byPosition[container]!
    }

    /// "'contact' is state held by ContactViewController, set when data arrives in
    /// 'load()'; move it to ContactDataController". A member reached in several ways says
    /// each: "set on a user action or when data arrives in 'reload()'".
    static func message(_ name: String, owner: String, site: TypeWriteContexts.Site?, contexts: [WriteContext], holder: String) -> String {
        guard let site, !site.member.isEmpty, !contexts.isEmpty else { return "'\(name)' is state held by \(owner); move it to \(holder)" }
        let member = SignatureName.shortened(site.member)
        let when = contexts.map(\.phrase).joined(separator: " or ")
        return "'\(name)' is state held by \(owner), set \(when) in '\(member)'; move it to \(holder)"
    }

    /// The later contexts (the user's, data's, a callback's) of the writes in the member
    /// of `site`, in the order the message names them.
    static func laterContexts(of site: TypeWriteContexts.Site?, among sites: [TypeWriteContexts.Site]) -> [WriteContext] {
        guard let site else { return [] }
        let found = Set(sites.filter { $0.member == site.member && $0.path == site.path }.map(\.context))
        return [WriteContext.userAction, .asyncResult, .callback].filter(found.contains)
    }

    /// The classifier's grounds that guess from names what the write sites tell: a child
    /// module's handle by its type's suffix (`StepModuleInput`).
    static let groundsOfWrites: IgnoredGrounds = {
        var grounds = IgnoredGrounds()
        grounds.insert(.childModule)
        return grounds
    }()

    /// Data, or a look (a colour, a font: what is shown, which may change): every other kind
    /// is a view, an outlet, a collaborator, plumbing or an option, kept for the screen.
    private static func isState(_ kind: StoredPropertyKind) -> Bool {
        kind == .data || kind == .look
    }
}
