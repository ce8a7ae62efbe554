/// A view controller class whose primary declaration a file holds, with what the index
/// has of it: the rules that count a controller's parts start from these.
struct DeclaredController {
    /// The class declaration in the file.
    let type: TypeDeclaration
    /// Its qualified name (`Outer.Inner`), a finding's symbol.
    let qualifiedName: String
    /// The project's type of that name.
    let entry: IndexedType
    /// That primary declaration and the extensions that belong to it.
    let declarations: [TypeFacts]
}

extension ProjectIndex {
    /// The view controller classes whose primary declarations `file` holds, in the file's
    /// order.
    func controllers(declaredIn file: SourceFile) -> [DeclaredController] {
        let names = file.qualifiedTypeNames()
        return file.structure.classIndices.compactMap { index -> DeclaredController? in
            let type = file.structure.types[index]
            guard let entry = self[names[index]], entry.roles.contains(.viewController),
                  let declarations = entry.declarations(ofPrimaryAt: file.location(of: type.span.name), in: file.path)
            else { return nil }
            return DeclaredController(type: type, qualifiedName: names[index], entry: entry, declarations: declarations)
        }
    }
}
