/// A SwiftUI view's `@State` that data arriving from outside fills: the screen's state
/// living in the view.
public struct StateInViewRule: Rule {
    public static let description = RuleDescription(
        id: "state_in_view", name: "State in View",
        summary: "A SwiftUI view keeps in `@State` only what it alone decides; data arriving from outside belongs to its state holder.",
        rationale: """
            `@State` is for what the view alone decides: presentation flags, the selected tab, \
            text being typed, an animation's phase. A `@State` property filled with data \
            arriving from outside (after an `await` or in its `catch`, in a completion, an \
            `.onReceive` or a notification, in a `.task`, `.onAppear` or `.refreshable` that \
            loads) is the screen's state living in the view: move it to the view's state holder \
            (an `@Observable` class or an `ObservableObject`), which calls a service. The test is \
            where the property is written, not what it is called. Not reported: flags, sizes \
            and angles, properties bound to a control (`$text`), the holder itself (`@State \
            private var model = Model()`), what the holder hands back (`await model.load()`, \
            `model.load { … }`, `.onReceive(model.$items)`), a write after a pause \
            (`Task.sleep`), a timer's ticks, a constant or a counter's step (`revision += 1`) \
            set when data arrives, the private views only previews show, and a write SlimVC \
            cannot place.
            """,
        kind: .architecture, fat: .state,
        triggeringExamples: StateInViewExamples.triggering + StateInViewArrivalExamples.triggering,
        nonTriggeringExamples: StateInViewExamples.nonTriggering + StateInViewPlumbingExamples.nonTriggering
            + StateInViewArrivalExamples.nonTriggering)

    public let options: NoOptions
    /// What a property holds by its type: a task, a token, a subscription is plumbing.
    private let classifier: PropertyClassifier
    public init(options: NoOptions, vocabulary: Vocabulary) {
        self.options = options
        classifier = PropertyClassifier(words: ClassifierWords(vocabulary))
    }

    public func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        guard project.hasSwiftUIViews else { return [] }
        let names = file.qualifiedTypeNames()
        var writes: [String: TypeWriteContexts] = [:]
        var bound: Set<String>?
        var findings: [Finding] = []
        var previewHelpers: Set<Int>?
        for property in file.structure.properties where !property.isLocal && !property.isStatic && isViewState(property) {
            guard let container = property.container, let view = project.resolve(names[container]), view.roles.contains(.swiftUIView),
                  !Self.isViewsOwn(property, file: file), !Self.isHolder(property, in: file, owner: view.name, project: project),
                  holdsData(property, in: file, owner: names[container], project: project) else { continue }
            bound = bound ?? Self.boundNames(in: file)
            guard bound?.contains("$" + property.name) != true else { continue }
            // A view only previews show is part of them (`PreviewHelpers`).
            previewHelpers = previewHelpers ?? PreviewHelpers(file: file).types()
            guard previewHelpers?.contains(container) != true else { continue }
            let facts = writes[view.name] ?? TypeWriteContexts(view, project: project)
            writes[view.name] = facts
            // A constant set when data arrives (`viewState = .zoomed` on a notification) is
            // what the view decides: only a value that comes with the data is the data.
            guard let site = facts.sites(of: property.name).filter({ $0.context == .asyncResult && !$0.isConstant })
                .min(by: { ($0.path, $0.line) < ($1.path, $1.line) }) else { continue }
            let member = SignatureName.shortened(site.member)
            let owner = TypeName.lastComponent(view.name)
            findings.append(finding("'\(property.name)' is state held by \(owner), set when data arrives in '\(member)'; move it to the view's state holder",
                                    in: file, at: property.span.name, symbol: names[container] + "." + property.name))
        }
        return findings
    }

    /// `@State`, or `@AppStorage` keeping an encoded model (`Data`).
    private func isViewState(_ property: PropertyDeclaration) -> Bool {
        guard !property.isComputed else { return false }
        if property.attributes.contains("@State") { return true }
        return property.attributes.contains("@AppStorage") && property.typeText.map { $0.hasPrefix("Data") } == true
    }

    /// A flag, a size, an angle, an image: what the view keeps about itself or draws.
    private static func isViewsOwn(_ property: PropertyDeclaration, file: SourceFile) -> Bool {
        if let written = property.typeText {
            var type = Substring(written.filter { !$0.isWhitespace })
            while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
            // A list of them too (`[PresentationDetent]`).
            if type.first == "[", type.last == "]", !type.contains(":") { type = type.dropFirst().dropLast() }
            return SwiftUIVocabulary.viewValueTypes.contains(String(type))
        }
        guard let start = property.initializer else { return false }
        if [.true, .false].contains(file.tokens[start].keyword) { return true }
        return InitialValues(file: file).initializerType(of: property).map(SwiftUIVocabulary.viewValueTypes.contains) == true
    }

    /// Data or a look by its type, as `controller_state` asks: not a task, a token kept as
    /// `Any`, a subscription or another of `plumbing_types`, nor a collaborator or a UI object.
    private func holdsData(_ property: PropertyDeclaration, in file: SourceFile, owner: String, project: ProjectIndex) -> Bool {
        if let written = property.typeText, ["Any", "AnyObject"].contains(TypeName.element(written)) { return false }
        let kind = classifier.kind(of: property, in: file, owner: owner, project: project)
        return kind == .data || kind == .look
    }

    /// The holder itself (`@State private var model = FeedModel()`): a class of the project.
    private static func isHolder(_ property: PropertyDeclaration, in file: SourceFile, owner: String, project: ProjectIndex) -> Bool {
        let written = property.typeText.map(TypeName.element) ?? InitialValues(file: file).initializerType(of: property)
        guard let written, let type = project.resolve(written, from: owner) else { return false }
        return type.isClass || type.roles.contains(.observableHolder) || type.primary?.kind == .actor
    }

    /// The `$name`s the file names: bindings handed to controls (`TextField("", text: $query)`).
    private static func boundNames(in file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.bytes[Int(file.tokens[index].start)] == UInt8(ascii: "$") {
            names.insert(file.text(of: index))
        }
        return names
    }
}
