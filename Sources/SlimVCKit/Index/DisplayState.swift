/// Display state (`controller_state`'s rulebook): the last output a presenter or view model
/// handed the controller, kept to draw again. A value the owner assigns, in this file, only
/// in functions that a project protocol it adopts requires (the view's interface its
/// presenter calls: `func display(items: [FeedItem])`) and that take arguments, not a
/// delegate's or data source's, and that no declaration in another file assigns.
struct DisplayState: FileReading {
    let file: SourceFile

    /// `owner`: the controller's position in the file, named `ownerName` in the index.
    func isDisplayState(_ name: String, owner: Int, ownerName: String, project: ProjectIndex) -> Bool {
        // Only a type that adopts protocols besides its superclass may have a view interface.
        guard let type = project.resolve(ownerName), type.inherits.count > 1, let open = structure.types[owner].span.open,
              let close = structure.types[owner].span.close else { return false }
        let interface = project.adoptedProtocols(of: type).filter { adopted in
            !CollaboratorVocabulary.delegateSuffixes.contains(where: TypeName.withoutProtocolSuffix(adopted.name).hasSuffix)
        }
        // What the presenter hands, it hands as arguments: `start()` hands nothing.
        let required = Set(interface.flatMap { $0.declarations.flatMap(\.requiredFunctions) }.filter { $0.contains(":") })
        guard !required.isEmpty else { return false }
        let bodies = DeclarationLookup(file: file).functionBodies { required.contains(signature(of: structure.functions[$0]).name) }
        return !bodies.isEmpty && ViewBookkeeping(file: file).assignsOnly(name, in: bodies, between: open, and: close)
    }
}
