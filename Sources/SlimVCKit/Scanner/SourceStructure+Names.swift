extension SourceFile {
    /// Qualified names of the file's type declarations (`Outer.Inner`), by index.
    public func qualifiedTypeNames() -> [String] { typeNames }
}

extension SourceStructure {
    /// Positions of the class declarations, told by their kind alone: rules that ask
    /// about classes copy only those, as a copied declaration costs a retain of each of
    /// its parts.
    var classIndices: [Int] { types.indices.filter { types[$0].kind == .class } }

    /// Qualified names of the type declarations (`Outer.Inner`), by index.
    func qualifiedTypeNames() -> [String] {
        var names: [String] = []
        for type in types {
            let own = TypeSpelling.normalized(type.name)
            names.append(type.kind == .extension ? own : (type.parent.map { names[$0] + "." } ?? "") + own)
        }
        return names
    }
}
