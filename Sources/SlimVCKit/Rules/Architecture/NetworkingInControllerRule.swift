/// View controllers and DataControllers that talk to the network themselves.
public struct NetworkingInControllerRule: Rule {
    public static let description = RuleDescription(
        id: "networking_in_controller", name: "Networking in Controller",
        summary: "View controllers and DataControllers leave networking (`URLSession`, Alamofire, Moya, web sockets) to a service; view controllers leave calling the project's methods that network to their state holder.",
        rationale: """
            Requests built and sent from a controller tie the screen to URLs, headers, \
            decoding and retry policy, and make it untestable without a server. The \
            screen's state holder (its DataController, view model, presenter or interactor) \
            calls a service (an API client) for models; only that layer knows the network. A \
            controller that calls a method of the project that networks (one that uses those \
            APIs, or calls a method of the project that does) is reported at the call, which \
            belongs to its state holder. Networking is a fact about a method, not a type: \
            calling a method of an API client that sends nothing (a cache path, a parser) is fine.
            """,
        kind: .architecture, fat: .networking, exemptions: NetworkingExemption.described,
        triggeringExamples: NetworkingInControllerExamples.triggering,
        nonTriggeringExamples: NetworkingInControllerExamples.nonTriggering)

    public struct Options: VocabularyOptions {
        /// Type names (`URLSession`) or dotted prefixes (`AF.request`, `Alamofire.`). Not
        /// `URLRequest` by default: a request only described (a link for a tab or a web
        /// view) is no networking, and one sent is found at its `URLSession`.
        public var networkingApis = Vocabulary.standard[.networkingAPIs]
        public init() {}
        static var extendedGroups: [(list: WritableKeyPath<Self, [String]>, group: Vocabulary.Group)] {
            [(\.networkingApis, .networkingAPIs)]
        }
    }

    public let options: Options
    /// The APIs, to match their uses.
    private let apis: NetworkingAPIs
    /// All apply; a test turns one off to see the examples it keeps silent trigger.
    var exemptions = ExemptionSwitches<NetworkingExemption>()

    /// `networking_apis` extends the vocabulary's `networking_apis`.
    public init(options: Options, vocabulary: Vocabulary) {
        let options = vocabulary.extending(options)
        self.options = options
        apis = NetworkingAPIs(options.networkingApis)
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let names = file.qualifiedTypeNames()
        let owners = file.structure.types.indices.filter {
            !project.roles(ofWritten: names[$0]).isDisjoint(with: [.viewController, .dataController])
        }
        var findings: [Finding] = []
        // Calls of the project's methods that network, one finding per function and type.
        var typeCalls: [(key: NetworkingTypeCallGroup, line: GroupedLine)] = []
        var lookalikes = NetworkingLookalikes(file: file)
        let locals = NetworkingLocals(file: file, project: project)
        for (type, ranges) in DeclarationLookup(file: file).bodies(of: owners) {
            var hasWebView: Bool?
            let owner = TypeName.lastComponent(names[type])
            // A view controller's calls of the project's methods that network belong to its state holder.
            let isScreen = project.roles(ofWritten: names[type]).contains(.viewController)
            let calls = isScreen && project.networkingMethods.hasCallees ? NetworkingTypeCalls(file: file, project: project, controller: names[type], locals: locals) : nil
            for range in ranges {
                for index in range where file.tokens[index].kind == .identifier {
                    if let (called, end) = calls?.call(at: index) {
                        let symbol = DeclarationLookup(file: file).memberSymbol(at: index, names: names) ?? names[type]
                        typeCalls.append((NetworkingTypeCallGroup(symbol: symbol, type: called),
                                          GroupedLine(first: index, last: end, quote: file.quote(index..<end + 1) + "(…)")))
                    } else if apis.matches(index, in: file, exemptions: exemptions),
                              !isLookalike(index, &lookalikes, hasWebView: &hasWebView, owner: project[names[type]], project: project) {
                        let end = TokenNavigation(file: file).chainEnd(from: index)
                        // A controller leaves networking to a service its state holder calls; the holder, to a service.
                        let advice = isScreen ? "leave it to a service that the screen's state holder calls" : "hand it to a service (an API client)"
                        findings.append(finding("'\(MessageText.shortened(file.quote(index..<end + 1)))' is networking in \(owner); \(advice)",
                                                in: file, at: index, through: end, symbol: DeclarationLookup(file: file).symbol(at: index, names: names)))
                    }
                }
            }
        }
        return (findings + grouped(typeCalls, in: file)).sorted { $0.start < $1.start }
    }

    /// One finding per function and type whose methods that network the screen calls.
    private func grouped(_ calls: [(key: NetworkingTypeCallGroup, line: GroupedLine)], in file: SourceFile) -> [Finding] {
        FindingGroup.grouped(calls).map { group, lines in
            let called = group.type == FreeFunctions.typeName ? "free functions" : "methods of \(group.type)"
            return finding("'\(SignatureName.fitted(group.symbol))' has \(FindingGroup.lines(lines.count)) calling \(called) "
                           + "that network; the calls belong to the screen's state holder", in: file, grouping: lines, symbol: group.symbol)
        }
    }

    /// A use of an API's name that the exemptions leave alone: a web page's request, a
    /// project's member of the API's type, a parameter a delegate method leaves unused.
    private func isLookalike(_ index: Int, _ lookalikes: inout NetworkingLookalikes, hasWebView: inout Bool?, owner: IndexedType?,
                             project: ProjectIndex) -> Bool {
        // A web view loads its pages from a URLRequest: that is the view's job, not networking.
        if exemptions.applies(.webPages), lookalikes.file.spells(index, "URLRequest") {
            let showsPages = hasWebView ?? lookalikes.showsWebPages(owner)
            hasWebView = showsPages
            if showsPages || lookalikes.isLoadArgument(index) { return true }
        }
        if exemptions.applies(.projectMembers) && lookalikes.isProjectMember(index, in: project) { return true }
        return exemptions.applies(.unusedParameters) && lookalikes.isUnusedParameterType(index)
    }
}

/// The calls of one type's methods that network in one function of a view controller.
struct NetworkingTypeCallGroup: Hashable {
    let symbol: String
    let type: String
}
