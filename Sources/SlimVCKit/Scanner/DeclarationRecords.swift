/// The declarations found so far, in a `SourceStructure`, and what the walk fills in as
/// their parts go by: names, spans, inherited types, accessors, a binding's type.
struct DeclarationRecords {
    let source: TokenReader
    private(set) var structure = SourceStructure()

    init(source: TokenReader) {
        self.source = source
    }

    /// The structure, its functions in source order: an accessor's record is made at
    /// its end, after those in its body.
    mutating func finishStructure() -> SourceStructure {
        structure.functions.sort { $0.span.first < $1.span.first }
        return structure
    }

    /// The type or extension whose keyword is at `index`, declared in `frame`; its record.
    mutating func addType(keyword index: Int, first: Int, in frame: Frame) -> Int {
        let kind = TypeKind(rawValue: source.text(index)) ?? .class
        let span = DeclarationSpan(first: first, name: index + 1, open: nil, close: nil, last: index + 1)
        let (attributes, modifiers) = source.prefixWords(first, index)
        let name = kind == .extension ? "" : source.text(index + 1)
        structure.types.append(TypeDeclaration(
            kind: kind, name: name, inherits: [], attributes: attributes, modifiers: modifiers,
            parent: frame.container, isLocal: frame.codeDepth > 0, span: span))
        return structure.types.count - 1
    }

    mutating func addFunction(_ kind: FunctionKind, name: String, first: Int, nameIndex: Int, in frame: Frame) -> Int {
        let span = DeclarationSpan(first: first, name: nameIndex, open: nil, close: nil, last: nameIndex)
        structure.functions.append(FunctionDeclaration(
            kind: kind, name: name, accessorKind: nil, container: frame.container,
            isLocal: frame.codeDepth > 0, span: span, hasBody: false))
        return structure.functions.count - 1
    }

    /// The property whose `var` or `let` is at `index`, declared in `frame`'s type or at
    /// file level; its record.
    mutating func addProperty(keyword index: Int, first: Int, in frame: Frame) -> Int {
        let (attributes, modifiers) = source.prefixWords(first, index)
        // The pattern's first token; the keyword itself when the file ends with it.
        let name = min(index + 1, source.tokens.count - 1)
        let span = DeclarationSpan(first: first, name: name, open: nil, close: nil, last: name)
        structure.properties.append(PropertyDeclaration(
            name: "", isVariable: source.tokens[index].keyword == .var, attributes: attributes,
            modifiers: modifiers, typeText: nil, hasInitializer: false, initializer: nil, accessorKinds: [],
            container: frame.container, isLocal: false, span: span))
        return structure.properties.count - 1
    }

    /// The next binding of the declaration of `record` (`var a = 1, b = 2`), named from
    /// `name`: its attributes and modifiers, without its type and initial value.
    mutating func addBinding(like record: Int, name: Int) -> Int {
        var property = structure.properties[record]
        property.typeText = nil
        property.hasInitializer = false
        property.initializer = nil
        property.span.name = name
        structure.properties.append(property)
        return structure.properties.count - 1
    }

    mutating func addImport(_ module: String, token: Int) {
        structure.imports.append(ImportDeclaration(module: module, token: token))
    }

    mutating func noteTypeAlias() { structure.declaresTypeAliases = true }

    mutating func addAccessorKind(_ kind: String, to property: Int) {
        structure.properties[property].accessorKinds.append(kind)
    }

    /// The body of a function or subscript opens at `body`.
    mutating func openFunction(_ record: Int, body: Int) {
        structure.functions[record].hasBody = true
        structure.functions[record].span.open = body
    }

    /// The body of a type opens at `body`: the name (of an extension) and the inherited
    /// types are read from the header before it.
    mutating func openType(_ record: Int, body: Int) {
        structure.types[record].span.open = body
        let nameIndex = structure.types[record].span.name
        let clauses = HeaderClauses(reading: source, from: nameIndex, to: body)
        if structure.types[record].kind == .extension {
            structure.types[record].name = source.text(nameIndex, (clauses.colon ?? clauses.whereClause ?? body) - 1)
        }
        structure.types[record].inherits = clauses.inherited(until: clauses.whereClause ?? body).map { source.text($0.0, $0.1) }
    }

    /// A declaration that ends without a body, at `last`.
    mutating func finish(_ pending: Pending, last: Int) {
        switch pending.kind {
        case .type(let record): structure.types[record].span.last = last
        case .function(let record), .subscript(let record): structure.functions[record].span.last = last
        case .variable(let binding): finishBinding(binding, last: last)
        }
    }

    /// Completes the record a frame belongs to when its `}` (or the end of the file) comes.
    mutating func finish(_ frame: Frame, close: Int?, last: Int) {
        switch frame.kind {
        case .type(let record):
            structure.types[record].span.close = close
            structure.types[record].span.last = last
        case .function(let record), .accessorList(.subscript(let record)), .implicitGetter(.subscript(let record)):
            structure.functions[record].span.close = close
            structure.functions[record].span.last = last
        case .implicitGetter(.property(let pattern, let first, _)):
            addAccessor(source.text(pattern), "get(implicit)", DeclarationSpan(
                first: first, name: first, open: frame.open, close: close, last: last), frame)
        case .accessorBody(.property(let pattern, _, _), let first, let keyword):
            addAccessor(source.text(pattern), source.text(keyword), DeclarationSpan(
                first: first, name: keyword, open: frame.open, close: close, last: last), frame)
        case .accessorList(.property), .accessorBody(.subscript, _, _), .code, .file:
            break
        }
    }

    /// An accessor with a body; it is local when the property is (the frame below the body).
    private mutating func addAccessor(_ pattern: String, _ kind: String, _ span: DeclarationSpan, _ body: Frame) {
        structure.functions.append(FunctionDeclaration(
            kind: .accessor, name: pattern, accessorKind: kind, container: body.container,
            isLocal: body.codeDepth > 1, span: span, hasBody: true))
    }

    /// A binding's pattern ends at `end`: it names the property.
    mutating func setPattern(_ binding: inout Binding, end: Int) {
        binding.pattern = binding.patternStart..<max(binding.patternStart, end + 1)
        if let record = binding.record { structure.properties[record].name = source.text(binding.pattern) }
    }

    /// A binding's type annotation ends at `end`.
    mutating func setType(_ binding: Binding, end: Int) {
        guard let record = binding.record, end >= binding.typeStart else { return }
        structure.properties[record].typeText = source.text(binding.typeStart, end)
    }

    /// A binding's initial value follows the `=` at `index`.
    mutating func setInitializer(_ binding: Binding, equal index: Int) {
        guard let record = binding.record else { return }
        structure.properties[record].hasInitializer = true
        structure.properties[record].initializer = index + 1 < source.tokens.count ? index + 1 : nil
    }

    mutating func finishBinding(_ binding: Binding, last: Int) {
        var binding = binding
        if binding.phase == .pattern { setPattern(&binding, end: last) }
        if binding.phase == .annotation { setType(binding, end: last) }
        if let record = binding.record {
            structure.properties[record].span.last = last
            // A binding without a pattern (`var }`) is named by its keyword, inside its span.
            structure.properties[record].span.name = min(structure.properties[record].span.name, last)
        }
    }
}
