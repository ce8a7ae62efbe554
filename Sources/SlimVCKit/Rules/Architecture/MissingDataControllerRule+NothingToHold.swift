/// Whether a screen has anything for a state holder to keep: a stored `var` that is state
/// as `controller_state` judges it (the classifier's data or look), or one it inherits and
/// changes; networking or persistence in any of its declarations (`OutsideWork`); a
/// property that keeps a service or the project's networking type, which it calls for
/// data, or a DataController the project does not declare; a service named in its body. A
/// one-field form that hands its value to a delegate, or an extension's action screen,
/// has none.
struct ScreenHoldings {
    let classifier: PropertyClassifier

    /// `type`: the controller's position in `file`, whose primary declaration it is.
    /// `holderSuffixes`: how DataControllers are named (`DataController`).
    func hasAnythingToHold(_ controller: IndexedType, at type: Int, named name: String, holderSuffixes: [String], in file: SourceFile,
                           project: ProjectIndex) -> Bool {
        if controller.declarations.contains(where: { !$0.outsideWork.isEmpty }) { return true }
        if controller.properties.contains(where: { property in
            !property.isStatic && !property.isComputed
                && (keepsService(property, of: controller, in: project)
                    || [property.typeName, property.initializerType].contains { $0.map { keepsHolder($0, holderSuffixes) } == true })
        }) { return true }
        if changesInheritedState(controller, in: project) || namesService(in: file.structure.types[type].span, of: file, project: project) {
            return true
        }
        return Self.properties(of: type, in: file).contains { property in
            guard property.container == type, property.isVariable, !property.isLocal, !property.isStatic, !property.isComputed else {
                return false
            }
            let kind = classifier.kind(of: property, in: file, owner: name, project: project)
            return kind == .data || kind == .look
        }
    }

    /// The properties declared inside the type at `type` (nested types' too), found by
    /// position: the file's properties are in source order, and a file of many screens
    /// would otherwise be read whole for each.
    private static func properties(of type: Int, in file: SourceFile) -> ArraySlice<PropertyDeclaration> {
        let properties = file.structure.properties
        let span = file.structure.types[type].span
        let start = properties.firstPosition { $0.span.name >= span.first }
        let end = properties.firstPosition { $0.span.name > span.last }
        return properties[start..<max(start, end)]
    }

    /// A DataController the project does not declare (`let data = FeedDataController()`, the
    /// type in another target): the screen has state for it.
    private func keepsHolder(_ written: String, _ suffixes: [String]) -> Bool {
        let simple = TypeName.lastComponent(TypeName.element(written))
        return suffixes.contains { !$0.isEmpty && simple.hasSuffix($0) }
    }

    /// `CredentialsAuthService().authenticate(…)`, `ElloProvider.shared.request(…)`: a
    /// service, or the project's networking type, named in the body of the declaration.
    private func namesService(in span: DeclarationSpan, of file: SourceFile, project: ProjectIndex) -> Bool {
        guard let open = span.open, let close = span.close else { return false }
        return (open..<close).contains { index in
            guard file.tokens[index].kind == .identifier, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.bytes[Int(file.tokens[index].start)]) else { return false }
            if project.networkingTypes.simpleNames.contains(index, in: file) { return true }
            let name = file.text(of: index)
            return CollaboratorVocabulary.dataServiceSuffixes.contains(where: name.hasSuffix)
        }
    }

    /// `page += 1` of a `var page` that a project base class declares, and that is state.
    private func changesInheritedState(_ controller: IndexedType, in project: ProjectIndex) -> Bool {
        project.superclasses(of: controller.name).lazy.compactMap { project[$0] }.contains { base in
            base.properties.contains { property in
                guard property.isVariable, !property.isStatic, !property.isComputed, controller.assigns(property.name) else { return false }
                let kind = classifier.kind(of: property, project: project)
                return kind == .data || kind == .look
            }
        }
    }

    /// `let api: APIClient`, `let feedService = FeedService()`: what the screen would call for data.
    private func keepsService(_ property: PropertyFacts, of controller: IndexedType, in project: ProjectIndex) -> Bool {
        [property.typeName, property.initializerType].contains { written in
            guard let written else { return false }
            if project.networkingType(written, from: controller.name) != nil { return true }
            let named = TypeName.withoutProtocolSuffix(TypeName.lastComponent(TypeName.element(written)))
            return CollaboratorVocabulary.dataServiceSuffixes.contains(where: named.hasSuffix)
        }
    }
}
