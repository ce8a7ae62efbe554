/// What the project index keeps of one type declaration or extension: plain values,
/// no tokens, so the index stays small however large the project.
public struct TypeFacts: Sendable {
    /// Qualified name (`Outer.Inner`); an extension's extended type, normalized.
    public var name: String
    public var kind: TypeKind
    public var path: String
    public var nameLocation: Location
    public var bodyLines: Int
    public var bodyCodeLines: Int
    /// Inherited types, normalized (`UIKit.UIViewController<T>` → `UIKit.UIViewController`).
    public var inherits: [String]
    public var properties: [PropertyFacts]
    public var isLocal: Bool
    /// Names of the notifications whose observers the body registers, as written.
    public var observedNotifications: [String] = []
    /// The `object:` each of those observers is scoped to, when it is a member chain
    /// (`nameTextField`, `self.searchBar.searchTextField`, without `self`); else empty.
    public var observedObjects: [String] = []
    /// A protocol's required functions by signature (`didTap(in:)`); empty for other kinds.
    public var requiredFunctions: [String] = []
    /// The type aliases its body declares, by name (`typealias DataSource =
    /// UITableViewDiffableDataSource<Section, Row>`): what `Owner.DataSource` stands for.
    public var memberAliases: [String: String] = [:]
    /// The names its body adds as child view controllers (`addChild(player)`), for
    /// `controller_state` in whichever file declares the property.
    public var childControllers: [String] = []
    /// The names a class's or extension's body assigns (`isModal = true`, `count += 1`),
    /// as sorted hashes (`WrittenNames`): a scalar option no declaration of a controller
    /// changes is configuration.
    /// The last bit set marks a name assigned only in set-up methods (`Writes.assigned`).
    public var assignedNames: [UInt64] = []
    /// The cells the body binds and what it hands them (`CellFeedScan`): what a cell shows
    /// from outside, for `cell_view_model`.
    public var cellSites: [CellSite] = []
    /// A property wrapper whose `wrappedValue` has a getter alone (`var wrappedValue: T {
    /// InjectValues.current[keyPath: keyPath] }`): what a property so wrapped holds is
    /// kept elsewhere, and cannot be changed through it.
    public var isReadOnlyWrapper = false
    /// Declared `private` or `fileprivate`: no code outside its scope names it.
    public var isPrivate = false
    /// Declared `@Observable` (Observation): a SwiftUI state holder.
    public var isObservable = false
    /// What its body shows of it being a view (`ViewBodyFacts`).
    public var viewBody: ViewBodyFacts = []
    /// The setters its body declares (`setDefaultValue(number:)`), as hashes (`WrittenNames`).
    public var setters: [UInt64] = []
    /// Networking or persistence done in the body (`OutsideWork`).
    public var outsideWork: OutsideWork = []
    /// What its members write and call, and the methods its selectors name, for classes,
    /// actors and extensions (`WriteSiteScan`): when each stored property is written.
    public var writes = DeclarationWrites()
    /// Its methods, the calls they make, and those that use a networking API (`CallRecord`).
    var methodCalls: [CallRecord] = []

    public var isExtension: Bool { kind == .extension }
}

/// A property as the rules need it across files.
public struct PropertyFacts: Sendable {
    public var name: String
    public var isVariable: Bool
    public var isStatic: Bool
    /// `@IBOutlet`: a view of the controller, whatever its type. (Only what the rules ask
    /// across files is kept: the index holds every property of the project.)
    public var isOutlet: Bool
    /// The declared type, normalized; nil without an annotation.
    public var typeName: String?
    /// The type an initial value constructs (`UILabel` in `= UILabel()`), if it is a call.
    public var initializerType: String?
    public var isComputed: Bool
    public var isObserved: Bool
    /// Declared with an initial value (`let inset: CGFloat = 16`).
    public var hasInitialValue = false
    /// The declared type is a list (`[Item]`, `[Key: Item]`), whose element `typeName` names.
    public var isList: Bool = false
    /// `weak` or `unowned`: a reference back to an owner or a delegate, not something held.
    public var isWeak: Bool = false
    /// A function type (`() -> Void`): a callback, not something held. (`typeName` loses
    /// the `>` of `->` with generic arguments.)
    public var isCallback: Bool = false
    /// The code lines its declaration spans, attributes and initial value included.
    public var codeLines: Int = 1
}

extension TypeFacts {
    /// Facts of every type declaration of `file`, with qualified names.
    public static func all(in file: SourceFile) -> [TypeFacts] {
        TypeFactsScan(file: file).typeFacts()
    }
}

/// Gathers the facts of a file's type declarations for the project index.
struct TypeFactsScan: FileReading {
    let file: SourceFile
    /// Asked of every property and function: made once, as each copy of the file costs a
    /// retain of each of its parts.
    private let values: InitialValues

    init(file: SourceFile) {
        self.file = file
        values = InitialValues(file: file)
    }

    func typeFacts() -> [TypeFacts] {
        let names = file.qualifiedTypeNames()
        let observers = NotificationCall.all(in: file).filter { $0.kind == .observe }.sorted { $0.method < $1.method }
        var facts: [TypeFacts] = []
        let properties = propertyPositionsByType()
        let required = requiredFunctionsByType()
        let aliasesByType = structure.declaresTypeAliases ? TypeAliases(in: file).members : [:]
        let children = ChildControllers(file: file).byType()
        let writes = WriteScan(file: file).writesByType(setUp: setUpBodies())
        var (work, calls, writeSites) = bodyFacts()
        let (viewBodies, setters) = ViewBodyScan(file: file).factsByType(properties: properties)
        for (index, type) in structure.types.enumerated() {
            facts.append(TypeFacts(
                name: names[index], kind: type.kind, path: file.path, nameLocation: file.location(of: type.span.name),
                bodyLines: Int(file.typeBodies[index].lines), bodyCodeLines: Int(file.typeBodies[index].code), inherits: type.inherits.map { TypeName.normalized(TypeName.withoutAttributes($0)) },
                properties: properties[index].map { propertyFacts(structure.properties[$0]) },
                isLocal: type.isLocal, assignedNames: writes[index].assigned, cellSites: writes[index].cellSites))
            (facts[facts.count - 1].requiredFunctions, facts[facts.count - 1].memberAliases) = (required[index] ?? [], aliasesByType[index] ?? [:])
            (facts[facts.count - 1].childControllers, facts[facts.count - 1].outsideWork) = (children[index] ?? [], work[index])
            facts[facts.count - 1].viewBody = viewBodies[index]
            facts[facts.count - 1].setters = setters[index]
            facts[facts.count - 1].methodCalls = calls[index].records
            if !writeSites[index].isEmpty { swap(&facts[facts.count - 1].writes, &writeSites[index]) }
            if !observers.isEmpty {
                (facts[facts.count - 1].observedNotifications, facts[facts.count - 1].observedObjects) = observedNotifications(in: index, among: observers)
            }
            markDeclaration(type, at: index, properties: properties[index], in: &facts[facts.count - 1])
        }
        // The file's free functions, after its types (`FreeFunctions`).
        if let free = calls.last?.records, free.contains(where: \.isMethod) { facts.append(FreeFunctions.facts(in: file, work: work[structure.types.count], calls: free)) }
        return facts
    }

    /// What the declaration's modifiers and attributes say: private, `@Observable`, a
    /// read-only property wrapper.
    private func markDeclaration(_ type: TypeDeclaration, at index: Int, properties: [Int], in facts: inout TypeFacts) {
        if type.modifiers.contains("private") || type.modifiers.contains("fileprivate") { facts.isPrivate = true }
        if type.attributes.contains("@Observable") { facts.isObservable = true }
        if type.attributes.contains("@propertyWrapper") { facts.isReadOnlyWrapper = wrapsReadOnly(properties) }
    }

    /// By type: networking or persistence done in the body, and the methods' calls, from one
    /// walk of the tokens.
    private func outsideWorkAndCalls() -> (work: [OutsideWork], calls: [(isRead: Bool, records: [CallRecord])]) {
        var (networkingUses, callSites): ([Int], [Int32]) = ([], [])
        let work = OutsideWorkScan(file: file).workByType(networkingUses: &networkingUses, callSites: &callSites)
        return (work, MethodCallScan(file: file).callsByType(callSites: callSites, networkingUses: networkingUses))
    }

    /// By type: networking and persistence done, methods' calls, and write sites.
    private func bodyFacts() -> ([OutsideWork], [(isRead: Bool, records: [CallRecord])], [DeclarationWrites]) {
        let (work, calls) = outsideWorkAndCalls()
        return (work, calls, WriteSiteScan(file: file).writesByType())
    }

    /// By type: a protocol's required functions' signatures.
    private func requiredFunctionsByType() -> [Int: [String]] {
        var required: [Int: [String]] = [:]
        for function in structure.functions where !function.isLocal && function.kind != .accessor {
            guard let container = function.container, structure.types[container].kind == .protocol else { continue }
            required[container, default: []].append(signature(of: function).name)
        }
        return required
    }

    /// Whether a wrapper's members (positions in `structure.properties`) hold a
    /// `wrappedValue` with a getter alone.
    private func wrapsReadOnly(_ members: [Int]) -> Bool {
        members.contains { index in
            let property = structure.properties[index]
            return property.name == "wrappedValue" && !property.isStatic && !property.accessorKinds.isEmpty
                && property.accessorKinds.allSatisfy { $0 == "get" || $0 == "get(implicit)" }
        }
    }

    /// The bodies of the file's set-up methods, in order (`isSetUp`).
    private func setUpBodies() -> [Range<Int>] { DeclarationLookup(file: file).functionBodies { isSetUp($0) } }

    /// An initializer, `viewDidLoad`, `loadView` or `awakeFromNib`: where a type sets itself
    /// up (`Writes.assigned`). Names are compared as bytes, after their length.
    private func isSetUp(_ position: Int) -> Bool {
        let kind = structure.functions[position].kind
        if kind == .`init` { return true }
        guard kind == .func else { return false }
        let name = structure.functions[position].span.name
        switch tokens[name].end - tokens[name].start {
        case 8: return spells(name, "loadView")
        case 11: return spells(name, "viewDidLoad")
        case 12: return spells(name, "awakeFromNib")
        default: return false
        }
    }

    /// Each type's properties, in one pass rather than one per type. Positions, not
    /// copies: a copied declaration costs a retain and release of each of its parts.
    private func propertyPositionsByType() -> [[Int]] {
        var properties = [[Int]](repeating: [], count: structure.types.count)
        for (position, property) in structure.properties.enumerated() {
            if let container = property.container { properties[container].append(position) }
        }
        return properties
    }

    /// The names of the notifications observed in a type's body (not in types nested in
    /// it), from the file's observer registrations sorted by position: those within the body
    /// are found by a binary search.
    private func observedNotifications(in type: Int, among observers: [NotificationCall]) -> (names: [String], objects: [String]) {
        guard let ranges = DeclarationLookup(file: file).bodies(of: [type]).first?.tokens, let first = ranges.first?.lowerBound,
              let last = ranges.last?.upperBound else { return ([], []) }
        let calls = observers[observers.firstPosition { $0.method >= first }...].prefix { $0.method < last }
        guard !calls.isEmpty else { return ([], []) }
        let body = Coverage(ranges)
        var observed: (names: [String], objects: [String]) = ([], [])
        for call in calls where body.covers(call.method) {
            guard let name = call.name else { continue }
            let object = observedObject(of: call)
            // A loop registers each name of its list (`for name in [.a, .b] { … name: name … }`).
            for each in NotificationLoops(file: file).names(name, at: call.method) ?? [name] {
                observed.names.append(quote(each))
                observed.objects.append(object)
            }
        }
        return observed
    }

    /// The `object:` argument of an observer registration when it is a member chain.
    private func observedObject(of call: NotificationCall) -> String {
        guard let value = arguments(open: call.open, close: call.close).first(where: { $0.label == "object" })?.value, !value.isEmpty,
              let chain = Chain(endingAt: value.upperBound - 1, in: file), chain.first == value.lowerBound else { return "" }
        return chain.names.joined(separator: ".")
    }

    private func propertyFacts(_ property: PropertyDeclaration) -> PropertyFacts {
        PropertyFacts(
            name: property.name, isVariable: property.isVariable, isStatic: property.isStatic,
            isOutlet: property.attributes.contains("@IBOutlet"),
            typeName: property.typeText.map(TypeName.element), initializerType: values.initializerType(of: property),
            isComputed: property.isComputed,
            isObserved: property.accessorKinds.contains { $0 == "willSet" || $0 == "didSet" }, hasInitialValue: property.hasInitializer,
            isList: property.typeText?.first == "[",
            isWeak: property.modifiers.contains { $0 == "weak" || $0 == "unowned" },
            isCallback: property.typeText.map(TypeName.hasArrow) == true,
            codeLines: max(1, file.lines.codeLines(between: file.lines.startLine(of: file.tokens[property.span.first]) - 1,
                                                   and: file.lines.startLine(of: file.tokens[property.span.last]) + 1)))
    }
}
