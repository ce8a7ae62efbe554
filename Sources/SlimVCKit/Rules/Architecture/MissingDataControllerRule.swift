/// View controllers without the DataController that should hold their state.
public struct MissingDataControllerRule: Rule {
    public static let description = RuleDescription(
        id: "missing_data_controller", name: "Missing Data Controller",
        summary: "Every `<Stem>ViewController` with something to hold keeps a state holder in a stored property: its `<Stem>DataController`, or one of `other_holders` (its view model, presenter or interactor).",
        rationale: """
            A view controller that keeps its own state, loads its own data and talks to the \
            network grows with every feature. Pair each screen with one state holder: a \
            DataController (`StatusTableViewController` with `StatusDataController` or \
            `StatusTableDataController`), or on MVVM, VIPER or VIP its view model, presenter \
            or interactor. The holder keeps the screen's state and calls a service for its \
            data; the controller keeps a reference to it and only mediates between it and \
            the views. A team that wants a DataController on every screen sets \
            `other_holders` to `[]`. A screen with nothing to hold (no state, no networking, \
            no persistence) needs no holder.
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
        /// alone (`ViewModel<LoginActionHandler>`) needs no DataController. `[]`: one
        /// DataController per ViewController.
        public var otherHolders = CollaboratorVocabulary.otherHolders
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.containerClasses, .containerControllers)]
        }
    }

    public let options: Options
    /// Whether a controller holds its DataController, or one of `other_holders`.
    private let holders: StateHolders
    /// Whether a screen has anything to hold.
    private let holdings: ScreenHoldings
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<MissingDataControllerExemption>()

    /// `container_classes` extends the vocabulary's `container_controllers`.
    public init(options: Options, vocabulary: Vocabulary) {
        let options = vocabulary.extending(options)
        self.options = options
        holders = StateHolders(otherHolders: options.otherHolders)
        holdings = ScreenHoldings(classifier: PropertyClassifier(words: ClassifierWords(vocabulary)))
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        return file.structure.classIndices.compactMap { index -> Finding? in
            let type = file.structure.types[index]
            guard let entry = project[names[index]], entry.roles.contains(.viewController),
                  entry.isPrimary(at: file.location(of: type.span.name), in: file.path),
                  !(exemptions.applies(.baseClasses) && project.isBaseClass(entry.name)),
                  !(exemptions.applies(.containers) && project.superclasses(of: entry.name).contains(where: options.containerClasses.contains)),
                  let (stem, expected) = PairedNames.dataControllers(of: type.name, suffixes: options.suffixes)
            else { return nil }
            guard !(exemptions.applies(.otherHolders) && holders.holdsOtherHolder(entry, stem: stem, in: project)),
                  !(exemptions.applies(.keptHolders) && StateFacts.keptHolder(of: entry, in: project, builtIn: file) != nil) else { return nil }
            guard let paired = expected.lazy.compactMap({ project.resolve($0, from: nil) }).first else {
                guard !(exemptions.applies(.nothingToHold)
                        && !holdings.hasAnythingToHold(entry, at: index, named: names[index], holderSuffixes: Array(options.suffixes.values), in: file, project: project)) else { return nil }
                return finding("'\(type.name)' has no \(expected[0]); add one to keep the screen's state and call a service for its data",
                               in: file, at: type.span.name, symbol: names[index])
            }
            guard options.requireReference, !holders.holds(paired.name, entry) else { return nil }
            return finding("'\(type.name)' holds no \(TypeName.lastComponent(paired.name)); keep it in a stored property to hold the screen's state",
                           in: file, at: type.span.name, symbol: names[index])
        }
    }
}
