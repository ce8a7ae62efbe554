/// A declaration of one file that a team rule selected, with what its assertions ask.
struct SelectedDeclaration {
    var kind: DeclarationSelector.Kind
    /// The declared name (a function's base name; an extension's type as written).
    var name: String
    /// What a finding names as its symbol: `Outer.Inner`, `Feed.load`.
    var symbol: String
    /// The type whose roles and inheritance count: its own, a function's container's, an
    /// extension's extended type; nil for a function outside any type.
    var typeName: String?
    var span: DeclarationSpan
    var isFinal: Bool
    var codeLines: Int
}

extension DeclarationSelector {
    /// The declarations of a file this selector picks, in source order (local ones aside).
    func declarations(in file: SourceFile, relations: TypeRelations) -> [SelectedDeclaration] {
        let names = file.qualifiedTypeNames()
        var selected: [SelectedDeclaration] = []
        if kinds.contains(where: { $0 != .function }) {
            for (index, type) in file.structure.types.enumerated() where !type.isLocal {
                guard let kind = Kind(rawValue: type.kind.rawValue), kinds.contains(kind) else { continue }
                let name = TypeName.lastComponent(TypeName.normalized(type.name))
                let typeName = type.kind == .extension ? relations.resolvedName(names[index]) : names[index]
                selected.append(SelectedDeclaration(kind: kind, name: name, symbol: names[index], typeName: typeName, span: type.span,
                                                    isFinal: type.kind != .class || type.modifiers.contains("final"),
                                                    codeLines: Int(file.typeBodies[index].code)))
            }
        }
        if kinds.contains(.function) {
            for (index, function) in file.structure.functions.enumerated() where function.kind == .func && !function.isLocal {
                let container = function.container.map { names[$0] }
                let typeName = function.container.flatMap { file.structure.types[$0].kind == .extension ? relations.resolvedName(names[$0]) : names[$0] }
                selected.append(SelectedDeclaration(kind: .function, name: function.name,
                                                    symbol: (container.map { $0 + "." } ?? "") + function.name, typeName: typeName,
                                                    span: function.span, isFinal: true, codeLines: Int(file.functionBodies[index].code)))
            }
            if kinds.count > 1 { selected.sort { $0.span.first < $1.span.first } }
        }
        return selected.filter { isSelected($0, relations: relations) }
    }

    private func isSelected(_ declaration: SelectedDeclaration, relations: TypeRelations) -> Bool {
        let nameMatches = { (glob: Glob) in glob.matches(glob.pattern.contains(".") ? declaration.symbol : declaration.name) }
        guard names.isEmpty || names.contains(where: nameMatches), !except.contains(where: nameMatches) else { return false }
        if !roles.isEmpty {
            guard let type = declaration.typeName, !relations.roles(of: type).isDisjoint(with: roles) else { return false }
        }
        if !inheritsFrom.isEmpty {
            guard let type = declaration.typeName, relations.inherits(type, fromAnyOf: inheritsFrom) else { return false }
        }
        if !conformsTo.isEmpty {
            guard let type = declaration.typeName, relations.conforms(type, toAnyOf: conformsTo) else { return false }
        }
        return true
    }
}
