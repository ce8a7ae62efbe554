/// Where a view controller calls a method of the project that networks
/// (`NetworkingMethods`): through a property that keeps its type (`api.fetchFeed()`,
/// `self.api.…`), or through the type itself (`NetworkManager.shared.request(…)`). A call
/// is a member chain that ends in a call; naming the type (`FeedDataController(api:
/// APIClient.shared)`) or building it calls nothing, and a method of the type that does
/// not network (a cache path, a parser) is no networking. The screen's state holder,
/// which the project's networking types exclude, is the one to call it.
/// A class: the rule asks it of every token of a controller's body, through an optional.
final class NetworkingTypeCalls {
    let file: SourceFile
    let project: ProjectIndex
    /// The controller's qualified name.
    let controller: String
    /// The controller's properties (and its project superclasses') that keep a networking
    /// type, by name, with the type's qualified name.
    private let keeping: [String: String]
    private let keepingNames: NameSet

    init(file: SourceFile, project: ProjectIndex, controller: String, locals: NetworkingLocals? = nil) {
        self.file = file
        self.project = project
        self.controller = controller
        self.locals = locals
        var keeping: [String: String] = [:]
        let chain = [controller] + project.superclasses(of: controller)
        for type in chain.compactMap({ project[$0] }) {
            for property in type.properties where !property.isComputed && keeping[property.name] == nil {
                guard let held = [property.typeName, property.initializerType].lazy.compactMap({ $0 })
                        .compactMap({ Self.networkingType($0, from: type.name, in: project) }).first else { continue }
                keeping[property.name] = held.name
            }
        }
        self.keeping = keeping
        keepingNames = NameSet(keeping.keys)
        freeFunctions = project[FreeFunctions.typeName].flatMap { project.networkingMethods.hasNetworkingMethod($0) ? $0 : nil }
    }

    /// The project's free functions, when one of them networks (`FreeFunctions`).
    private let freeFunctions: IndexedType?

    /// The file's locals that keep a type that may network (`NetworkingLocals`).
    private let locals: NetworkingLocals?

    /// The project type (its qualified name) a name written in the controller refers to,
    /// if it may be a screen's networking type and has a method that networks.
    private static func networkingType(_ written: String, from scope: String, in project: ProjectIndex, sharedHolders: Bool = false) -> IndexedType? {
        guard let type = project.resolve(written, from: scope), project.networkingMethods.hasNetworkingMethod(type),
              NetworkingTypes.canBeNetworkingType(type, sharedHolders: sharedHolders) else { return nil }
        return type
    }

    /// The networking type whose method that networks the identifier at `index` calls
    /// (its last name component), and the chain's last token; or a free function that
    /// networks (`FreeFunctions.typeName`).
    func call(at index: Int) -> (type: String, end: Int)? {
        let isMember = index > 0 && file.tokens[index - 1].kind == .dot
        guard let type = calledType(at: index, isMember: isMember) else { return isMember ? nil : freeCall(at: index) }
        guard let type else { return nil }
        let end = TokenNavigation(file: file).chainEnd(from: index)
        guard end > index, end + 1 < file.tokens.count, Self.callsTheTypeItself(from: index, to: end, in: file, type: project[type]),
              let labels = labels(after: end, statement: isMember ? index - 2 : index),
              let held = project[type],
              project.networkingMethods.networks(file.text(of: end), labels: labels, on: held, in: project) else { return nil }
        return (TypeName.lastComponent(type), end)
    }

    /// The networking type the chain at `index` starts from: a property that keeps it
    /// (`self.api`, `api`), the type itself (`APIClient.shared`), a local that keeps it.
    /// `.some(nil)`: a chain that calls nothing (`APIClient.Endpoint.feed(…)`); nil: none.
    private func calledType(at index: Int, isMember: Bool) -> String?? {
        if isMember {
            // `self.api.fetch()`, `self?.api.fetch()`.
            guard index >= 2, Self.isSelf(before: index - 1, in: file), keepingNames.contains(index, in: file) else { return .some(nil) }
            return .some(keeping[file.text(of: index)])
        } else if keepingNames.contains(index, in: file), let held = keeping[file.text(of: index)] {
            return held
        } else if project.networkingMethods.simpleNames.contains(index, in: file),
                  let held = Self.networkingType(file.text(of: index), from: controller, in: project, sharedHolders: true) {
            // `APIClient.Endpoint.feed(…)` builds a nested type's value: no call.
            guard index + 2 < file.tokens.count, file.text(of: index + 2).first?.isLowercase == true else { return .some(nil) }
            return held.name
        }
        return localType(at: index).map { $0 }
    }

    /// The labels of the call whose name ends at `end`: its arguments' (`_` unlabelled), or
    /// none for a trailing closure at a statement's start (`api.fetch { … }`; `if
    /// api.isReady {` opens a body); nil where nothing is called there.
    private func labels(after end: Int, statement start: Int) -> [String]? {
        let tokens = file.tokens
        if tokens[end + 1].kind == .leftParen, let close = file.matchingClose(end + 1) {
            return TokenNavigation(file: file).arguments(open: end + 1, close: close).map { $0.label ?? "_" }
        }
        return tokens[end + 1].kind == .leftBrace && beginsStatement(start) ? [] : nil
    }

    /// `extractor` of `let extractor = PMTilesExtractor()` earlier in the same function:
    /// a local that keeps a networking type, as a property does.
    private func localType(at index: Int) -> String? {
        guard index + 2 < file.tokens.count, file.tokens[index + 1].kind == .dot, file.tokens[index].keyword == .none,
              let written = locals?.boundType(at: index) else { return nil }
        return Self.networkingType(file.text(of: written), from: controller, in: project)?.name
    }

    /// `req(…)`: a free function of the project that networks, where the controller
    /// declares no method of that name.
    private func freeCall(at index: Int) -> (type: String, end: Int)? {
        guard let free = freeFunctions, index + 1 < file.tokens.count,
              project.networkingMethods.freeFunctionNames.contains(file.bytes.withUnsafeBufferPointer { CallNames.hash($0, file.tokens[index]) }),
              let labels = labels(after: index, statement: index) else { return nil }
        let name = file.text(of: index)
        guard project.networkingMethods.networks(name, labels: labels, on: free, in: project), !declaresOwn(name) else { return nil }
        return (FreeFunctions.typeName, index)
    }

    /// Whether the controller, or a type of this file, declares a method of that name.
    /// Asked once per name (`ownNames`).
    private func declaresOwn(_ name: String) -> Bool {
        if let known = ownNames[name] { return known }
        var declares = file.structure.functions.contains { $0.container != nil && $0.kind == .func && $0.name == name }
        if !declares, let type = project[controller] {
            declares = ([type] + project.superclasses(of: controller).compactMap { project[$0] })
                .contains { !CallResolver.methods(named: CallNames.hash(name), of: $0).methods.isEmpty }
        }
        ownNames[name] = declares
        return declares
    }

    private var ownNames: [String: Bool] = [:]

    /// `api.fetch(…)`, `APIClient.shared.fetch(…)`, `self.api.fetch(…)`: a method of the
    /// type, reached directly or through its shared instance. `Bookmark.all.first(…)` calls
    /// an array kept by a model type that also fetches something: no call of its networking.
    /// The shared instance is any static property the type keeps of itself
    /// (`static let sharedInstance = API()`), or one of the usual names.
    private static func callsTheTypeItself(from index: Int, to end: Int, in file: SourceFile, type: IndexedType?) -> Bool {
        var members: [String] = []
        var cursor = index + 1
        while cursor <= end {
            if file.tokens[cursor].kind == .identifier { members.append(file.text(of: cursor)) }
            cursor += 1
        }
        guard members.count == 2 else { return members.count == 1 }
        return ["shared", "default", "instance", "current", "main", "standard"].contains(members[0])
            || type.map { isSharedInstance(members[0], of: $0) } == true
    }

    /// Whether the type keeps a static property of that name holding one of itself.
    private static func isSharedInstance(_ name: String, of type: IndexedType) -> Bool {
        let simple = TypeName.lastComponent(type.name)
        return type.properties.contains { property in
            property.isStatic && property.name == name
                && [property.typeName, property.initializerType].contains { $0.map(TypeName.lastComponent) == simple || $0 == "Self" }
        }
    }

    /// Whether the statement begins at `start`, or after `try`, `await` or `return` there.
    private func beginsStatement(_ start: Int) -> Bool {
        var start = start
        if start > 0, file.tokens[start].kind == .op { start -= 1 }
        while start > 0, ["try", "await", "return"].contains(where: { file.spells(start - 1, $0) }) { start -= 1 }
        return TokenNavigation(file: file).beginsStatement(start)
    }

    /// `self.` or `self?.` ends just before `dot`.
    private static func isSelf(before dot: Int, in file: SourceFile) -> Bool {
        var cursor = dot - 1
        if cursor > 0, file.tokens[cursor].kind == .op, file.spells(cursor, "?") { cursor -= 1 }
        return cursor >= 0 && file.tokens[cursor].keyword == .self
    }
}
