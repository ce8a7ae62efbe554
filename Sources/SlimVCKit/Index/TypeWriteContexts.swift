/// When each stored property of one type is written: the write sites of every declaration
/// of the type (`DeclarationWrites`), each with the contexts of the member it is in. A
/// member's contexts are its own (`viewDidLoad` sets up, an `@IBAction` is the user's, a
/// selector's target is what fires it, a view protocol's function is its presenter's), or
/// else its callers' within the type: a helper's writes take the contexts of the code that
/// calls it. A helper no code of the type calls is called by other code (`injected`); a
/// private one, by nothing SlimVC can see (`unknown`).
struct TypeWriteContexts {
    /// One write, placed.
    struct Site: Sendable {
        var context: WriteContext
        /// The member it is in (`loadContact()`), as a reader names it.
        var member: String
        var path: String
        var line: Int
        /// Through a member or a collection's method (`form.email = …`, `items.append(…)`).
        var isMutation: Bool
        /// In a member whose context is its own (`viewWillAppear`), or in a closure or after
        /// an `await` there; not one a helper takes from its callers.
        var isDirect: Bool
        /// Set to a constant alone (`WriteSite.isConstant`).
        var isConstant = false
    }

    private var sites: [UInt64: [Site]] = [:]

    init() {}

    init(_ type: IndexedType, project: ProjectIndex) {
        let declarations = (type.primaries + type.extensions).filter { !$0.writes.isEmpty }
        guard !declarations.isEmpty else { return }
        var graph = MemberGraph(declarations)
        graph.placeOwnContexts(adopted: Self.adoptedRequirements(of: type, project: project))
        graph.spreadToCallees()
        for index in graph.members.indices {
            let (declaration, facts) = (declarations[graph.members[index].declaration], graph.member(index))
            for write in declaration.writes.writes[Int(facts.writes.lowerBound)..<Int(facts.writes.upperBound)] {
                let placed = write.via.context.map { [$0] } ?? graph.contexts[index].contexts
                let isDirect = write.via.context != nil || graph.fixed[index]
                for context in placed {
                    sites[write.name, default: []].append(Site(context: context, member: facts.name, path: declaration.path,
                                                               line: Int(write.line), isMutation: write.isMutation, isDirect: isDirect,
                                                               isConstant: write.isConstant))
                }
            }
        }
    }

    /// Adds another type's writes (a subclass's, of its base's properties).
    mutating func merge(_ other: TypeWriteContexts) {
        sites.merge(other.sites) { $0 + $1 }
    }

    /// The writes of the property `name`, in the order of their declarations and lines.
    func sites(of name: String) -> [Site] { sites[WrittenNames.hash(name)] ?? [] }

    /// The signatures' hashes of the functions the project protocols the type adopts
    /// require: a view interface's, with arguments (what a presenter hands, it hands as
    /// arguments), and a delegate's (by Cocoa's naming: `…Delegate`), which another screen
    /// calls when its user acts. A data source's are questions, in neither.
    private static func adoptedRequirements(of type: IndexedType, project: ProjectIndex) -> (view: Set<UInt64>, delegate: Set<UInt64>) {
        var view: Set<UInt64> = []
        var delegate: Set<UInt64> = []
        for adopted in project.adoptedProtocols(of: type) {
            let name = TypeName.withoutProtocolSuffix(adopted.name)
            let functions = adopted.declarations.flatMap(\.requiredFunctions)
            if name.hasSuffix("Delegate") {
                delegate.formUnion(functions.map(WrittenNames.hash))
            } else if !CollaboratorVocabulary.delegateSuffixes.contains(where: name.hasSuffix) {
                view.formUnion(functions.filter { $0.contains(":") }.map(WrittenNames.hash))
            }
        }
        return (view, delegate)
    }
}

/// The members of a type's declarations and the contexts each runs in: its own, or its
/// callers' within the type.
private struct MemberGraph {
    let declarations: [TypeFacts]
    /// Every member, by its declaration and position.
    private(set) var members: [(declaration: Int, member: Int)] = []
    private var byName: [UInt64: [Int]] = [:]
    private(set) var contexts: [WriteContexts]
    /// Whether a member's contexts are its own, which callers do not change.
    private(set) var fixed: [Bool]

    init(_ declarations: [TypeFacts]) {
        self.declarations = declarations
        for (declaration, facts) in declarations.enumerated() {
            for member in facts.writes.members.indices { members.append((declaration, member)) }
        }
        contexts = Array(repeating: [], count: members.count)
        fixed = Array(repeating: false, count: members.count)
        for index in members.indices { byName[member(index).baseName, default: []].append(index) }
    }

    func member(_ index: Int) -> MemberWrites { declarations[members[index].declaration].writes.members[members[index].member] }

    /// A member's own context: what it is (`viewDidLoad`, an `@IBAction`), what fires the
    /// selector that names it, a view interface's function its presenter calls, or a
    /// project delegate's callback, with which another object reports to it (a callback).
    mutating func placeOwnContexts(adopted: (view: Set<UInt64>, delegate: Set<UInt64>)) {
        var selectors: [UInt64: WriteContexts] = [:]
        for facts in declarations {
            for target in facts.writes.selectorTargets { selectors[target.name, default: []].insert(WriteContexts(target.context)) }
        }
        for index in members.indices {
            let facts = member(index)
            if let own = facts.own {
                contexts[index] = WriteContexts(own)
            } else if let fired = selectors[facts.baseName] {
                contexts[index] = fired
            } else if facts.signature != 0, adopted.view.contains(facts.signature) {
                contexts[index] = WriteContexts(.presenterCall)
            } else if facts.signature != 0, adopted.delegate.contains(facts.signature) {
                // Another object reports to it: a child screen's user, an upload's progress.
                contexts[index] = WriteContexts(.callback)
            } else {
                continue
            }
            fixed[index] = true
        }
    }

    /// Callers' contexts flow to the helpers they call (and a write to its property's
    /// observers), each member queued again only when it gains a context: at most once per
    /// context, so the work is linear in the calls. A helper nothing reaches is called by
    /// other code (`injected`), or by nothing SlimVC sees when private (`unknown`); one that
    /// takes a UIKit object first is the framework's callback (a search's update).
    mutating func spreadToCallees() {
        var queue = members.indices.filter { !contexts[$0].isEmpty }
        spread(&queue)
        // Other code's entries first, so a private helper they reach takes their contexts
        // rather than `unknown`.
        for index in members.indices where contexts[index].isEmpty {
            let facts = member(index)
            guard !(facts.isPrivate || facts.baseName == 0) else { continue }
            contexts[index] = WriteContexts(facts.takesFrameworkObject ? .userAction : .injected)
            queue.append(index)
        }
        spread(&queue)
        for index in members.indices where contexts[index].isEmpty {
            contexts[index] = WriteContexts(.unknown)
            queue.append(index)
        }
        spread(&queue)
    }

    private mutating func spread(_ queue: inout [Int]) {
        while let index = queue.popLast() {
            let facts = member(index)
            let writes = declarations[members[index].declaration].writes
            for call in writes.calls[Int(facts.calls.lowerBound)..<Int(facts.calls.upperBound)] { reach(call.via, call.callee, from: index, &queue) }
            for write in writes.writes[Int(facts.writes.lowerBound)..<Int(facts.writes.upperBound)] {
                reach(write.via, write.name ^ DeclarationWrites.accessorMark, from: index, &queue)
            }
        }
    }

    private mutating func reach(_ via: SiteVia, _ callee: UInt64, from index: Int, _ queue: inout [Int]) {
        let added = via.context.map(WriteContexts.init) ?? contexts[index]
        guard !added.isEmpty, let callees = byName[callee] else { return }
        for callee in callees where !fixed[callee] && !contexts[callee].isSuperset(of: added) {
            contexts[callee].formUnion(added)
            queue.append(callee)
        }
    }
}
