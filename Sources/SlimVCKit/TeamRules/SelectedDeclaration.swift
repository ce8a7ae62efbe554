/// A declaration of one file that team rules may select: where it is and what their
/// selectors and assertions ask of it, without a string, so that passing it costs nothing.
struct SelectedDeclaration: Sendable {
    var kind: DeclarationSelector.Kind
    /// Its place in `SourceStructure.functions` (a function) or `.types` (a type).
    var index: Int
    /// Its type declaration: its own, or a function's container.
    var typeIndex: Int?
    var span: DeclarationSpan
    var roles: Roles
    var isFinal: Bool
    var codeLines: Int

    var isFunction: Bool { kind == .function }

    /// The declared name (a function's base name; an extension's type as written).
    func name(in candidates: DeclarationCandidates, _ file: SourceFile) -> String {
        isFunction ? file.structure.functions[index].name : candidates.typeNames[index]
    }

    /// What a finding names as its symbol: `Outer.Inner`, `Feed.load`.
    func symbol(in file: SourceFile) -> String {
        let typeName = typeIndex.map { file.qualifiedTypeNames()[$0] }
        return isFunction ? (typeName.map { $0 + "." } ?? "") + file.structure.functions[index].name : typeName ?? ""
    }
}

/// The declarations of a file that team rules choose from, local ones aside: made once a
/// file for all of a team's rules (`TeamRuleBundle`), with the roles the index gives their
/// types. An object, so that each rule reads it where it is kept.
final class DeclarationCandidates: Sendable {
    let declarations: [SelectedDeclaration]
    /// Each declaration's kind as a bit (`DeclarationSelector.bit`).
    let kindBits: [UInt8]
    /// By type index: the declared name, and the type whose roles and inheritance count
    /// (an extension's extended type).
    let typeNames: [String]
    let subjects: [String]
    /// Whether both types and functions are listed (functions after types).
    let hasBoth: Bool
    /// The declared names' UTF-8 bytes, one after another, and where each declaration's is:
    /// names are matched by bytes, without a string.
    let nameBytes: [UInt8]
    let nameEnds: [Int32]

    init(_ file: SourceFile, project: ProjectIndex) {
        let structure = file.structure
        let (subjects, typeNames, roles) = Self.types(of: file, project: project)
        (self.subjects, self.typeNames) = (subjects, typeNames)
        var declarations: [SelectedDeclaration] = []
        declarations.reserveCapacity(structure.types.count + structure.functions.count)
        for index in structure.types.indices where !structure.types[index].isLocal {
            let kind = DeclarationSelector.Kind(structure.types[index].kind)
            let isFinal = kind != .class || structure.types[index].modifiers.contains("final")
            declarations.append(SelectedDeclaration(kind: kind, index: index, typeIndex: index, span: structure.types[index].span,
                                                    roles: roles[index], isFinal: isFinal, codeLines: Int(file.typeBodies[index].code)))
        }
        let typeCount = declarations.count
        for index in structure.functions.indices where structure.functions[index].kind == .func && !structure.functions[index].isLocal {
            let container = structure.functions[index].container
            declarations.append(SelectedDeclaration(kind: .function, index: index, typeIndex: container, span: structure.functions[index].span,
                                                    roles: container.map { roles[$0] } ?? [], isFinal: true,
                                                    codeLines: Int(file.functionBodies[index].code)))
        }
        hasBoth = typeCount > 0 && declarations.count > typeCount
        (nameBytes, nameEnds) = Self.names(of: declarations, structure, typeNames)
        self.declarations = declarations
        kindBits = declarations.map { DeclarationSelector.bit($0.kind) }
    }

    /// By type declaration: the type whose roles and inheritance count, its declared name,
    /// and its roles, with one lookup a type (an extension's type resolved as written).
    private static func types(of file: SourceFile, project: ProjectIndex) -> (subjects: [String], names: [String], roles: [Roles]) {
        let names = file.qualifiedTypeNames()
        let types = file.structure.types
        var (subjects, declared, roles) = ([String](), [String](), [Roles]())
        subjects.reserveCapacity(types.count)
        declared.reserveCapacity(types.count)
        roles.reserveCapacity(types.count)
        for index in types.indices {
            let entry = types[index].kind == .extension ? project.resolve(names[index]) : project[names[index]]
            subjects.append(entry?.name ?? names[index])
            roles.append(entry?.roles ?? project.roles(ofWritten: names[index]))
            declared.append(TypeName.lastComponent(TypeName.normalized(types[index].name)))
        }
        return (subjects, declared, roles)
    }

    /// The declarations' names as UTF-8 bytes one after another, and where each ends.
    private static func names(of declarations: [SelectedDeclaration], _ structure: SourceStructure,
                              _ typeNames: [String]) -> ([UInt8], [Int32]) {
        var (bytes, ends) = ([UInt8](), [Int32]())
        bytes.reserveCapacity(declarations.count * 16)
        ends.reserveCapacity(declarations.count)
        for declaration in declarations {
            if declaration.isFunction {
                bytes.append(contentsOf: structure.functions[declaration.index].name.utf8)
            } else {
                bytes.append(contentsOf: typeNames[declaration.index].utf8)
            }
            ends.append(Int32(bytes.count))
        }
        return (bytes, ends)
    }

    /// The type whose roles and inheritance count for a declaration; nil for a function
    /// outside any type.
    func subject(of declaration: SelectedDeclaration) -> String? {
        declaration.typeIndex.map { subjects[$0] }
    }

    /// Whether the declared name of the candidate at `position` matches a pattern.
    func name(at position: Int, matches pattern: NamePattern) -> Bool {
        let start = position == 0 ? 0 : Int(nameEnds[position - 1])
        return nameBytes.withUnsafeBufferPointer { bytes in
            let name = UnsafeBufferPointer(rebasing: bytes[start..<Int(nameEnds[position])])
            return pattern.matches(utf8: name) ?? pattern.glob.matches(String(decoding: name, as: UTF8.self))
        }
    }
}

extension DeclarationSelector {
    static func bit(_ kind: Kind) -> UInt8 { 1 << UInt8(Kind.allCases.firstIndex(of: kind) ?? 0) }

    /// The declarations of a file this selector picks, in source order.
    func declarations(in candidates: DeclarationCandidates, _ file: SourceFile, project: ProjectIndex) -> [SelectedDeclaration] {
        let mask = kindMask
        var selected: [SelectedDeclaration] = []
        let relations = inheritsFrom.isEmpty && conformsTo.isEmpty ? nil : TypeRelations(project: project)
        candidates.declarations.withUnsafeBufferPointer { declarations in
            candidates.kindBits.withUnsafeBufferPointer { bits in
                for index in bits.indices where bits[index] & mask != 0 {
                    let declaration = declarations[index]
                    guard roles.isEmpty || !declaration.roles.isDisjoint(with: roles),
                          isSelected(declaration, at: index, candidates, file, relations) else { continue }
                    if selected.isEmpty { selected.reserveCapacity(bits.count - index) }
                    selected.append(declaration)
                }
            }
        }
        if candidates.hasBoth, kinds.contains(.function), kinds.count > 1 { selected.sort { $0.span.first < $1.span.first } }
        return selected
    }

    private func isSelected(_ declaration: SelectedDeclaration, at position: Int, _ candidates: DeclarationCandidates,
                            _ file: SourceFile, _ relations: TypeRelations?) -> Bool {
        if !names.isEmpty || !except.isEmpty {
            let matches = { (pattern: NamePattern) in
                pattern.isQualified ? pattern.matches(declaration.symbol(in: file)) : candidates.name(at: position, matches: pattern)
            }
            guard names.isEmpty || names.contains(where: matches), !except.contains(where: matches) else { return false }
        }
        guard let relations else { return true }
        guard let type = candidates.subject(of: declaration) else { return false }
        return (inheritsFrom.isEmpty || relations.inherits(type, fromAnyOf: inheritsFrom))
            && (conformsTo.isEmpty || relations.conforms(type, toAnyOf: conformsTo))
    }
}
