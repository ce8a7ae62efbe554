/// View controllers without the DataController that should hold their state.
public struct MissingDataControllerRule: Rule {
    public static let description = RuleDescription(
        id: "missing_data_controller", name: "Missing Data Controller",
        summary: "Every `<Stem>ViewController` holds a `<Stem>DataController` (or, with `other_holders`, its view model, presenter or interactor) in a stored property.",
        rationale: """
            A view controller that keeps its own state, loads its own data and talks to the \
            network grows with every feature. Pair each one with a DataController that holds \
            all of the screen's state and hands networking to a communication layer; the \
            controller keeps a reference to it and only mediates between it and the views.
            """,
        kind: .architecture, exemptions: MissingDataControllerExemption.described,
        triggeringExamples: MissingDataControllerExamples.triggering,
        nonTriggeringExamples: MissingDataControllerExamples.nonTriggering)

    public struct Options: VocabularyOptions {
        public var requireReference = true
        /// View controller name suffix → DataController name suffix.
        public var suffixes = ["ViewController": "DataController"]
        /// Added to the vocabulary's `container_controllers`.
        public var containerClasses = Vocabulary.standard[.containerControllers]
        /// What else holds a screen's state, for a team on another architecture
        /// (`["ViewModel", "Presenter", "Interactor"]`): a controller (or its project base
        /// class) that keeps, in a stored property, a project type named with its stem and
        /// one of these (`LoginViewModel` for `LoginViewController`), one of these in a
        /// property named for it (`let viewModel: UserListViewModel`), or one named as it
        /// alone (`ViewModel<LoginActionHandler>`) needs no DataController. None by default:
        /// one DataController per ViewController.
        public var otherHolders: [String] = []
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.containerClasses, .containerControllers)]
        }
    }

    public let options: Options
    /// Whether a controller holds its DataController, or one of `other_holders`.
    private let holders: StateHolders
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<MissingDataControllerExemption>()

    /// `container_classes` extends the vocabulary's `container_controllers`.
    public init(options: Options, vocabulary: Vocabulary) {
        let options = vocabulary.extending(options)
        self.options = options
        holders = StateHolders(otherHolders: options.otherHolders)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        return file.structure.classIndices.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            guard let entry = project[names[index]], entry.roles.contains(.viewController),
                  entry.isPrimary(at: file.location(of: type.span.name), in: file.path),
                  !(exemptions.applies(.baseClasses) && project.isBaseClass(entry.name)),
                  !(exemptions.applies(.containers) && project.superclasses(of: entry.name).contains(where: options.containerClasses.contains)),
                  let (stem, expected) = expectedName(type.name),
                  !(exemptions.applies(.otherHolders) && holders.holdsOtherHolder(entry, stem: stem, in: project)),
                  !(exemptions.applies(.swiftUIHosts) && hostsSwiftUIAlone(entry, body: type.span, in: file)) else { return nil }
            guard let paired = project.resolve(expected, from: nil) else {
                return finding("'\(type.name)' has no \(expected); add one to hold the screen's state and talk to the network",
                               in: file, at: type.span.name, symbol: names[index])
            }
            guard options.requireReference, !holders.holds(paired.name, entry) else { return nil }
            return finding("'\(type.name)' holds no \(expected); keep it in a stored property and let it hold the state",
                           in: file, at: type.span.name, symbol: names[index])
        }
    }

    /// `AccountViewController` → `AccountDataController` (the longest matching suffix wins).
    private func expectedName(_ name: String) -> (stem: String, expected: String)? {
        let suffix = options.suffixes.keys.filter { name.hasSuffix($0) && name.count > $0.count }.max { $0.count < $1.count }
        guard let suffix, let replacement = options.suffixes[suffix] else { return nil }
        let stem = String(name.dropLast(suffix.count))
        return (stem, stem + replacement)
    }

    /// A controller that holds nothing (no stored property in any declaration) and builds
    /// a SwiftUI host in its body (`UIHostingController(rootView: ShareView(…))`, as a share
    /// extension's principal class must): a host by composition, whose view keeps its model.
    private static let hostingControllers = FrameworkVocabulary.hostingControllers.map { Array($0.utf8) }

    private func hostsSwiftUIAlone(_ controller: IndexedType, body span: DeclarationSpan, in file: SourceFile) -> Bool {
        guard let open = span.open, let close = span.close,
              !controller.properties.contains(where: { !$0.isStatic && !$0.isComputed }) else { return false }
        return (open..<close).contains { index in
            file.tokens[index].kind == .identifier && Self.hostingControllers.contains { file.spells(index, bytes: $0) }
        }
    }
}
