/// View work (setting UI properties, adding subviews) done in a view controller.
public struct ViewWorkInControllerRule: Rule {
    public static let description = RuleDescription(
        id: "view_work_in_controller", name: "View Work in Controller",
        summary: "A view controller does not set its views' UI properties or build its view hierarchy itself.",
        rationale: """
            In Cocoa MVC the controller mediates between model and view; drawing, styling and \
            layout belong to UIView subclasses. A controller that sets `nameLabel.text`, \
            `view.backgroundColor` or calls `addSubview` is doing its views' job and grows with \
            every screen change. Give the view a `configure(with:)` method that takes a model \
            (or a view model) and let it style and lay itself out.
            """,
        kind: .view, fat: .viewWork, exemptions: ViewWorkExemption.described,
        triggeringExamples: ViewWorkExamples.triggering,
        nonTriggeringExamples: ViewWorkExamples.nonTriggering)

    public struct Options: VocabularyOptions {
        /// Added to the vocabulary's `view_properties`.
        public var uiProperties = Vocabulary.standard[.viewProperties]
        /// Added to the vocabulary's `view_methods`.
        public var uiMethods = Vocabulary.standard[.viewMethods]
        /// Added to the vocabulary's `view_name_suffixes`.
        public var viewSuffixes = Vocabulary.standard[.viewNameSuffixes]
        /// Added to the vocabulary's `controller_members`: members of the controller itself
        /// that are its own business, never View work.
        public var controllerMembers = Vocabulary.standard[.controllerMembers]
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.uiProperties, .viewProperties), (\.uiMethods, .viewMethods), (\.viewSuffixes, .viewNameSuffixes),
             (\.controllerMembers, .controllerMembers)]
        }
    }

    public let options: Options
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<ViewWorkExemption>()
    /// The option lists as sets, asked for every call and assignment in a controller.
    private let names: ViewWorkNames
    private let controllerMembers: Set<String>
    /// What a controller's properties hold: a view, an outlet.
    private let classifier: PropertyClassifier

    /// Each list option extends the vocabulary's group of its name.
    public init(options: Options, vocabulary: Vocabulary) {
        let options = vocabulary.extending(options)
        self.options = options
        names = ViewWorkNames(options)
        controllerMembers = Set(options.controllerMembers)
        classifier = PropertyClassifier(words: ClassifierWords(vocabulary))
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let controllers = file.structure.types.indices.filter { project.roles(ofWritten: names[$0]).contains(.viewController) }
        guard !controllers.isEmpty else { return [] }
        // What exempts View work is found only for a file that has some to exempt.
        var exempted: ViewWorkReader.Exempted?
        var lines: [(key: ViewWorkGroup, line: GroupedLine)] = []
        var counted: Set<CountedLine> = []
        var notToggles: Set<ViewWorkGroup> = []
        var symbols: [Int: String] = [:]
        let reader = ViewWorkReader(file: file, names: self.names, exemptions: exemptions)
        for (type, ranges) in DeclarationLookup(file: file).bodies(of: controllers) {
            let controller = ControllerProperties(properties: project.resolve(names[type])?.propertiesByName ?? [:], project: project)
            let candidates = ranges.flatMap { range in range.filter { reader.mayCompleteViewWork($0, in: controller) } }
            guard !candidates.isEmpty else { continue }
            let exempt = reader.exempted(uiProperties: options.uiProperties, memo: &exempted)
            var judge = self.judge(of: names[type], ranges: ranges, in: file, project: project)
            let chrome = learnChrome(reader.installedInMembers(candidates, members: controllerMembers), into: &judge, type: names[type])
            for index in candidates {
                guard let work = reader.viewWork(at: index, judge: judge, exempted: exempt) else { continue }
                let group = ViewWorkGroup(Self.symbol(at: index, in: file, names: names, type: type, memo: &symbols), type: names[type])
                if chrome.contains(group.symbol) { continue }
                if !ViewWorkGroup.toggles.contains(work.chain.last ?? "") { notToggles.insert(group) }
                // A line is counted once, at the start of its statement, whatever it does.
                if counted.insert(CountedLine(group: group, line: file.startLine(of: work.chain.first))).inserted {
                    lines.append((group, work.line))
                }
            }
        }
        return FindingGroup.grouped(lines).compactMap { group, lines in
            guard !exemptions.applies(.stateToggles) || notToggles.contains(group) else { return nil }
            return finding(group.message(lines: lines.count), in: file, grouping: lines, symbol: group.symbol)
        }
    }

    /// Views installed in the controller's own members are aliases of them; the symbols of
    /// the properties whose closures make them, returned, are that member's too.
    private func learnChrome(_ installed: [String], into judge: inout ViewReceiverJudge, type: String) -> Set<String> {
        judge.memberAliases.formUnion(installed)
        return exemptions.applies(.memberAliases) ? Set(installed.map { type + "." + $0 }) : []
    }

    /// The symbol a line of View work is reported under; the lines of one function share
    /// its symbol, made once (`memo`, by function).
    private static func symbol(at index: Int, in file: SourceFile, names: [String], type: Int, memo: inout [Int: String]) -> String {
        let lookup = DeclarationLookup(file: file)
        let function = lookup.innermost.functions.around(index)
        let symbol = function.flatMap { memo[$0] } ?? lookup.memberSymbol(at: index, names: names) ?? names[type]
        if let function { memo[function] = symbol }
        return symbol
    }

    /// What decides, in one controller's bodies, which receivers are its views.
    private func judge(of controller: String, ranges: [Range<Int>], in file: SourceFile, project: ProjectIndex) -> ViewReceiverJudge {
        var judge = ViewReceiverJudge(options: options, controller: project.resolve(controller), project: project,
                                      classifier: classifier, exemptions: exemptions)
        let scopes = ControllerScopes(file: file)
        let bindings = scopes.bindings(in: ranges)
        judge.childViews = scopes.childViewAliases(in: ranges, bindings: bindings)
        // Not the controller's `view` nor one of its properties, which a local may shadow.
        judge.memberAliases = scopes.memberAliases(bindings, members: controllerMembers)
            .filter { $0 != "view" && judge.properties[$0] == nil }
        judge.learn(ViewWorkHooks(file: file), ranges: ranges, bindings: bindings)
        return judge
    }
}

/// Decides whether a receiver chain names a view of the controller.
struct ViewReceiverJudge {
    let options: ViewWorkInControllerRule.Options
    let project: ProjectIndex
    /// The controller's properties by name (the first declared wins), its extensions' too.
    let properties: [String: PropertyFacts]
    let classifier: PropertyClassifier

    /// The view suffixes in lower case: a receiver named `label` or `view` is a view too.
    let lowercasedSuffixes: Set<String>
    let exemptions: ExemptionSwitches<ViewWorkExemption>

    init(options: ViewWorkInControllerRule.Options, controller: IndexedType?, project: ProjectIndex, classifier: PropertyClassifier,
         exemptions: ExemptionSwitches<ViewWorkExemption>) {
        self.options = options
        self.project = project
        self.classifier = classifier
        self.exemptions = exemptions
        lowercasedSuffixes = Set(options.viewSuffixes.map { $0.lowercased() })
        properties = controller?.propertiesByName ?? [:]
        let lineage = controller.map { [$0.name] + project.superclasses(of: $0.name) } ?? []
        ownBars = Set(lineage.flatMap { FrameworkVocabulary.containerBars[TypeName.lastComponent($0)] ?? [] })
        inheritedViews = lineage.reduce(into: [:]) { views, type in
            views.merge(FrameworkVocabulary.inheritedViews[TypeName.lastComponent(type)] ?? [:]) { first, _ in first }
        }
    }

    /// Names bound to a child controller's view (`let child = controller.view`).
    var childViews: Set<String> = []
    /// Names bound to one of `controllerMembers` (`let titleView = navigationItem.titleView`).
    var memberAliases: Set<String> = []
    /// The values of the names the controller's bodies declare (`let name = value`), by
    /// name, and the file they are in: read when a receiver asks (`LocalValues`).
    var locals = LocalValues()
    /// The bars the controller owns as a navigation or tab bar controller.
    let ownBars: Set<String>
    /// The views it holds through a framework superclass, and their types (`tableView`).
    let inheritedViews: [String: String]
    /// Where nothing is View work (`ViewWorkHooks`).
    var hookScopes = Coverage([ClosedRange<Int>]())

    /// A view of the controller: its own `view`, a property that holds a view or a cell by
    /// role (`StoredPropertyKind`) or is an outlet, or a name with a view suffix. Not a child
    /// controller's view (containment is the controller's job) nor a bar button item.
    func isView(_ receiver: [String]) -> Bool {
        guard let last = receiver.last,
              !(exemptions.applies(.controllerMembers) && receiver.contains(where: options.controllerMembers.contains)),
              !(exemptions.applies(.memberAliases) && receiver.first.map(memberAliases.contains) == true),
              !(exemptions.applies(.childViews) && isChildView(receiver)),
              !(exemptions.applies(.itemsAndControllers) && (last.hasSuffix("Item") || last.hasSuffix("BarButton"))),
              let first = receiver.first else { return false }
        let firstProperty = properties[first]
        if isOwnBarOrOverlay(first, property: firstProperty) { return false }
        if last == "view" { return true }
        let lastProperty = receiver.count == 1 ? firstProperty : properties[last]
        if let property = lastProperty {
            let kind = classifier.kind(of: property, project: project)
            if kind == .view(.role) || kind == .cell(.role) { return true }
            if exemptions.applies(.itemsAndControllers), [property.typeName, property.initializerType].contains(where: { type in
                type.map { $0.hasSuffix("Item") || $0.hasSuffix("Controller") } == true
            }) { return false }
            if kind == .outlet { return true }
            if receiver.count == 1, declaresNonView(property) { return false }
        }
        return lowercasedSuffixes.contains(last) || options.viewSuffixes.contains { last.hasSuffix($0) }
            || receiver.count == 1 && lastProperty == nil && (isViewAlias(last) || isMadeView(last))
    }

    /// `child.view`, `self.child.view`, or a name bound to one.
    func isChildView(_ names: [String]) -> Bool {
        (names.count >= 2 && names.last == "view") || names.first.map(childViews.contains) == true
    }
}
