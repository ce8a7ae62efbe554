/// SwiftUI views that talk to the network themselves.
public struct NetworkingInViewRule: Rule {
    public static let description = RuleDescription(
        id: "networking_in_view", name: "Networking in View",
        summary: "A SwiftUI view leaves networking (`URLSession`, Alamofire, the project's methods that network) to its state holder.",
        rationale: """
            A view whose `body`, `.task`, `.onAppear`, `.refreshable`, button actions or own \
            methods send requests does its holder's job: the screen cannot be tested without \
            a server, and its data lives in the view. Keep the data in a state holder (kept \
            through `@State`, `@StateObject`, `@ObservedObject`, `@Bindable` or `@Environment`) \
            that calls a service; the view calling its holder (`await model.load()`) is fine. \
            One finding per member, at its first call. Networking is a fact about a method or a \
            free function (`req(…)`): it sends, or calls what does. Naming `URLSession`, making \
            a session or keeping one sends nothing; a call through it (`session.data(for:)`) \
            does. An `ObservableObject` reached through its type (`RedditAPI.shared.fetch()`) is \
            a service the app shares. A private view only previews show is part of them.
            """,
        kind: .architecture, fat: .networking,
        triggeringExamples: NetworkingInViewExamples.triggering + NetworkingInViewSessionExamples.triggering,
        nonTriggeringExamples: NetworkingInViewExamples.nonTriggering + NetworkingInViewSessionExamples.nonTriggering)

    public let options: NoOptions
    private let apis: NetworkingAPIs

    public init(options: NoOptions, vocabulary: Vocabulary) {
        self.options = options
        apis = NetworkingAPIs(vocabulary[.networkingAPIs])
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        guard project.hasSwiftUIViews else { return [] }
        let names = file.qualifiedTypeNames()
        let views = Self.views(in: file, names: names, project: project)
        guard !views.isEmpty else { return [] }
        var calls: [(key: String, line: GroupedLine)] = []
        var lookalikes = NetworkingLookalikes(file: file)
        let lookup = DeclarationLookup(file: file)
        let bodies = lookup.bodies(of: views)
        let (keepers, keeping, uses) = keepingNames(in: bodies, of: file)
        let locals = NetworkingLocals(file: file, project: project)
        for (type, ranges) in bodies {
            let projectCalls = project.networkingMethods.hasCallees
                ? NetworkingTypeCalls(file: file, project: project, controller: names[type], locals: locals) : nil
            for range in ranges {
                for index in range where file.tokens[index].kind == .identifier {
                    let end: Int
                    if let (_, last) = projectCalls?.call(at: index) {
                        end = last
                    } else if sendsItself(at: index, in: file, uses: uses, keepers: keepers, keeping: keeping, lookalikes: &lookalikes, project: project) {
                        end = TokenNavigation(file: file).chainEnd(from: index)
                    } else {
                        continue
                    }
                    let symbol = lookup.memberSymbol(at: index, names: names) ?? names[type]
                    calls.append((symbol, GroupedLine(first: index, last: end, quote: file.quote(index..<end + 1))))
                }
            }
        }
        return findings(calls, in: file)
    }

    /// The file's SwiftUI views, but those only previews show (`PreviewHelpers`).
    private static func views(in file: SourceFile, names: [String], project: ProjectIndex) -> [Int] {
        let views = file.structure.types.indices.filter { project.resolve(names[$0])?.roles.contains(.swiftUIView) ?? false }
        guard !views.isEmpty else { return [] }
        let previewHelpers = PreviewHelpers(file: file).types()
        return views.filter { !previewHelpers.contains($0) }
    }

    /// A use of a networking API at `index` that sends (`uses`: whether each use sends, not
    /// naming its type nor making or keeping a session, `NetworkingKeepers`), or a call
    /// through a name that keeps one.
    private func sendsItself(at index: Int, in file: SourceFile, uses: [Int: Bool], keepers: NetworkingKeepers, keeping: NameSet?,
                             lookalikes: inout NetworkingLookalikes, project: ProjectIndex) -> Bool {
        if let sends = uses[index] {
            return sends && !lookalikes.isProjectMember(index, in: project) && !lookalikes.isUnusedParameterType(index)
        }
        return keeping.map { keepers.callsThrough($0, at: index) } ?? false
    }

    /// The uses of a networking API in the views' bodies, found in one pass with whether
    /// each sends, and the names
    /// the views keep one in (`let session: URLSession`, a parameter so typed, `session =
    /// URLSession(configuration: c)`), whose calls send.
    private func keepingNames(in bodies: [(Int, [Range<Int>])], of file: SourceFile) -> (NetworkingKeepers, NameSet?, uses: [Int: Bool]) {
        let keepers = NetworkingKeepers(file: file)
        var (names, uses): ([String], [Int: Bool]) = ([], [:])
        for (_, ranges) in bodies {
            for range in ranges {
                for index in range where file.tokens[index].kind == .identifier && apis.matches(index, in: file, exemptions: ExemptionSwitches()) {
                    let kept = keepers.keeper(at: index)
                    uses[index] = kept == nil
                    if let kept, kept >= 0 { names.append(file.text(of: kept)) }
                }
            }
        }
        return (keepers, names.isEmpty ? nil : NameSet(names), uses)
    }

    private func findings(_ calls: [(key: String, line: GroupedLine)], in file: SourceFile) -> [Finding] {
        FindingGroup.grouped(calls).map { symbol, lines in
            finding("'\(SignatureName.fitted(symbol))' has \(FindingGroup.lines(lines.count)) of networking; leave it to the view's state holder, which calls a service",
                    in: file, grouping: lines, symbol: symbol)
        }.sorted { $0.start < $1.start }
    }
}
