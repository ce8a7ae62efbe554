/// SwiftUI views that talk to the network themselves.
public struct NetworkingInViewRule: Rule {
    public static let description = RuleDescription(
        id: "networking_in_view", name: "Networking in View",
        summary: "A SwiftUI view leaves networking (`URLSession`, Alamofire, the project's methods that network) to its state holder.",
        rationale: """
            A view whose `body`, `.task`, `.onAppear`, `.refreshable`, button actions or own \
            methods send requests does its holder's job: the screen cannot be tested without \
            a server, and its data lives in the view. Keep the data in a state holder (an \
            `@Observable` class or an `ObservableObject` kept through `@State`, `@StateObject`, \
            `@ObservedObject`, `@Bindable` or `@Environment`) that calls a service, and have the \
            view call the holder (`await model.load()`), which is fine. One finding per member \
            of the view, at its first call, with every call as a related location. Networking is \
            a fact about a method: calling a method of an API client that sends nothing is fine, \
            and a free function of the project (`req(…)`) networks when it or what it calls does.
            """,
        kind: .architecture, fat: .networking,
        triggeringExamples: NetworkingInViewExamples.triggering,
        nonTriggeringExamples: NetworkingInViewExamples.nonTriggering)

    public let options: NoOptions
    private let apis: NetworkingAPIs

    public init(options: NoOptions, vocabulary: Vocabulary) {
        self.options = options
        apis = NetworkingAPIs(vocabulary[.networkingAPIs])
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        guard project.hasSwiftUIViews else { return [] }
        let names = file.qualifiedTypeNames()
        let views = file.structure.types.indices.filter { project.resolve(names[$0])?.roles.contains(.swiftUIView) ?? false }
        guard !views.isEmpty else { return [] }
        var calls: [(key: String, line: GroupedLine)] = []
        var lookalikes = NetworkingLookalikes(file: file)
        let lookup = DeclarationLookup(file: file)
        for (type, ranges) in lookup.bodies(of: views) {
            let projectCalls = project.networkingMethods.hasCallees ? NetworkingTypeCalls(file: file, project: project, controller: names[type]) : nil
            for range in ranges {
                for index in range where file.tokens[index].kind == .identifier {
                    let end: Int
                    if let (_, last) = projectCalls?.call(at: index) {
                        end = last
                    } else if apis.matches(index, in: file, exemptions: ExemptionSwitches()),
                              !lookalikes.isProjectMember(index, in: project), !lookalikes.isUnusedParameterType(index) {
                        end = TokenNavigation(file: file).chainEnd(from: index)
                    } else {
                        continue
                    }
                    let symbol = lookup.memberSymbol(at: index, names: names) ?? names[type]
                    calls.append((symbol, GroupedLine(first: index, last: end, quote: file.quote(index..<end + 1))))
                }
            }
        }
        return FindingGroup.grouped(calls).map { symbol, lines in
            finding("'\(SignatureName.fitted(symbol))' has \(FindingGroup.lines(lines.count)) of networking; leave it to the view's state holder, which calls a service",
                    in: file, grouping: lines, symbol: symbol)
        }.sorted { $0.start < $1.start }
    }
}
