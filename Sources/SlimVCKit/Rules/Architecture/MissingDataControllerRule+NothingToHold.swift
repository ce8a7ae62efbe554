/// Whether a screen has anything for a state holder to keep: a stored `var` that is state
/// as `controller_state` judges it (written after set-up, in answer to the user or to data
/// arriving), or one it inherits and changes so; networking or persistence in any of its
/// declarations (`OutsideWork`); a property that keeps the project's networking type,
/// which it calls for data, or a DataController the project does not declare. A one-field
/// form that hands its value to a delegate, or an extension's action screen, has none.
struct ScreenHoldings {
    let classifier: PropertyClassifier

    /// `type`: the controller's position in `file`, whose primary declaration it is.
    /// `holderSuffixes`: how DataControllers are named (`DataController`).
    func hasAnythingToHold(_ controller: IndexedType, at type: Int, named name: String, holderSuffixes: [String], in file: SourceFile,
                           project: ProjectIndex) -> Bool {
        if controller.declarations.contains(where: { !$0.outsideWork.isEmpty }) { return true }
        if controller.properties.contains(where: { property in
            !property.isStatic && !property.isComputed
                && [property.typeName, property.initializerType].contains { written in
                    written.map { keepsHolder($0, holderSuffixes) || project.networkingType($0, from: controller.name) != nil } == true
                }
        }) { return true }
        let writes = StateFacts.writeContexts(of: name, in: project)
        if changesInheritedState(controller, writes: writes, in: project) { return true }
        var reads: ValueReads?
        return Self.properties(of: type, in: file).contains { property in
            guard property.container == type, property.isVariable, !property.isLocal, !property.isStatic, !property.isComputed else {
                return false
            }
            let kind = classifier.kind(of: property, in: file, owner: name, project: project, ignoring: ControllerStateRule.groundsOfWrites)
            guard kind == .data || kind == .look else { return false }
            let verdict = StateFacts.verdict(property, sites: writes.sites(of: property.name), in: file, owner: name, project: project,
                                             applies: { _ in true }, reads: {
                let found = reads ?? ValueReads(file: file, type: type)
                reads = found
                return found
            })
            if case .state = verdict { return true }
            return false
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

    /// `page += 1` of a `var page` that a project base class declares, written by the
    /// controller after set-up, in answer to the user or to data arriving.
    private func changesInheritedState(_ controller: IndexedType, writes: TypeWriteContexts, in project: ProjectIndex) -> Bool {
        project.superclasses(of: controller.name).lazy.compactMap { project[$0] }.contains { base in
            base.properties.contains { property in
                guard property.isVariable, !property.isStatic, !property.isComputed,
                      writes.sites(of: property.name).contains(where: { WriteContexts.later.contains(WriteContexts($0.context)) }) else { return false }
                let kind = classifier.kind(of: property, project: project)
                return kind == .data || kind == .look
            }
        }
    }
}
