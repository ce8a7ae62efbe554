extension StructureBuilder {
    mutating func visitKeyword(_ index: Int) {
        if index > 0, tokens[index - 1].kind == .dot || keyword(index - 1) == .import { return }
        let word = tokens[index].keyword
        if isInAccessorList, word.isAccessor || word == .`init` || word.isModifier {
            return noteAccessor(index, isKeyword: !word.isModifier)
        }
        switch word {
        case .class, .struct, .enum, .protocol:
            if isTypeName(index + 1), !isArgumentLabel(index) { beginType(index) }
        case .actor:
            if isTypeName(index + 1), !isArgumentLabel(index), isDeclarationPosition(index) { beginType(index) }
        case .extension:
            if let next = kind(index + 1), next == .identifier || next == .leftBracket || next == .leftParen,
               !isArgumentLabel(index) {
                beginType(index)
            }
        case .func:
            if let next = kind(index + 1), next == .identifier || next == .op || next == .equal, !isArgumentLabel(index) {
                beginFunction(index, .func, name: functionName(index + 1))
            }
        case .`init` where parenDepth == top.outerParenDepth || isInABIAttribute(index):
            // In parentheses `init(_:)` is a name: `@attached(member, names: named(init(_:)))`;
            // `@abi(init(…))` declares the ABI of the initializer after it.
            if isInitializerStart(index + 1) { beginFunction(index, .`init`, name: "init") }
        case .deinit:
            if kind(index + 1) == .leftBrace { beginFunction(index, .deinit, name: "deinit") }
        case .subscript where parenDepth == top.outerParenDepth:
            if let next = kind(index + 1), next == .leftParen || (next == .op && byte(index + 1) == Ascii.less) {
                beginFunction(index, .subscript, name: "subscript")
            }
        case .var, .let:
            if kind(index + 1) != .dot, !isInGenericParameters, isDeclarationPosition(index) { beginVariable(index) }
        case .import:
            if isDeclarationPosition(index) { addImport(index) }
        case .typealias: structure.declaresTypeAliases = true
        default:
            break
        }
    }

    /// Between the angle brackets after a declaration's name, where `let count: Int` is a
    /// value generic parameter (`func read<let count: Int>()`), not a property.
    private var isInGenericParameters: Bool {
        guard let pending = top.pending, pending.parenDepth == parenDepth else { return false }
        return pending.angleDepth > 0
    }

    /// A keyword first in a parameter, as its label: `push(struct value: T)`. Not the
    /// declaration an `@abi(…)` attribute holds.
    private func isArgumentLabel(_ index: Int) -> Bool {
        guard index > 0, tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma,
              parenDepth > top.outerParenDepth else { return false }
        return !isInABIAttribute(index)
    }

    /// Whether the declaration at `index` is the argument of an `@abi(…)` attribute.
    private func isInABIAttribute(_ index: Int) -> Bool {
        let first = declarationStart(index)
        return first >= 2 && tokens[first - 1].kind == .leftParen && tokens[first - 2].kind == .attribute
            && text(first - 2) == "@abi"
    }

    /// A name, or a contextual keyword followed by a body, an inheritance clause or generic
    /// parameters: `enum any: Enum {`, but not `class override func`.
    private func isTypeName(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        let word = keyword(index)
        if word == .none { return true }
        guard word.isContextual, let next = kind(index + 1) else { return false }
        return next == .leftBrace || next == .colon || (next == .op && byte(index + 1) == Ascii.less) || keyword(index + 1) == .where
    }

    private func isInitializerStart(_ index: Int) -> Bool {
        guard let next = kind(index) else { return false }
        if next == .leftParen { return true }
        guard next == .op else { return false }
        let first = byte(index)
        return first == Ascii.less || first == Ascii.question || first == Ascii.exclamation
    }

    /// `==<T>` lexes as one operator; the `<` before the parameter's name opens the
    /// generic clause. In `..<(`, and in `<< <T>`, where the clause's `<` is a token of
    /// its own, it is the name's own.
    private func functionName(_ index: Int) -> String {
        let name = text(index)
        if tokens[index].kind == .op, name.count > 1, name.hasSuffix("<"), kind(index + 1) == .identifier {
            return String(name.dropLast())
        }
        return name
    }

    /// Types nested deeper are not declarations but code: SwiftSyntax stops there too,
    /// with an error. Each nested type's qualified name holds all of its parents', so
    /// without a bound a file of 20,000 nested types would make 400 MB of names.
    static let deepestTypeNesting = 256

    private mutating func beginType(_ index: Int) {
        guard top.typeDepth < Self.deepestTypeNesting else { return }
        let kind = TypeKind(rawValue: text(index)) ?? .class
        let first = declarationStart(index)
        let span = DeclarationSpan(first: first, name: index + 1, open: nil, close: nil, last: index + 1)
        let (attributes, modifiers) = prefixWords(first, index)
        let name = kind == .extension ? "" : text(index + 1)
        structure.types.append(TypeDeclaration(
            kind: kind, name: name, inherits: [], attributes: attributes, modifiers: modifiers,
            parent: top.container, isLocal: top.codeDepth > 0, span: span))
        startPending(.type(structure.types.count - 1), nameIndex: index + 1, first: first)
    }

    private mutating func beginFunction(_ index: Int, _ kind: FunctionKind, name: String) {
        let first = declarationStart(index)
        let nameIndex = kind == .func ? index + 1 : index
        let span = DeclarationSpan(first: first, name: nameIndex, open: nil, close: nil, last: nameIndex)
        structure.functions.append(FunctionDeclaration(
            kind: kind, name: name, accessorKind: nil, container: top.container,
            isLocal: top.codeDepth > 0, span: span, hasBody: false))
        let record = structure.functions.count - 1
        startPending(kind == .subscript ? .subscript(record) : .function(record), nameIndex: nameIndex, first: first)
        if kind == .func, tokens[nameIndex].kind == .op, name.count < text(nameIndex).count {
            frames[innermost].pending?.angleDepth = 1
        }
    }

    mutating func startPending(_ kind: Pending.Kind, nameIndex: Int, first: Int) {
        if top.pending != nil { finishPending(last: first - 1) }
        frames[innermost].pending = Pending(kind: kind, parenDepth: parenDepth, nameIndex: nameIndex)
    }

    /// Attribute and modifier spellings of the declaration prefix `first..<keyword`.
    func prefixWords(_ first: Int, _ keyword: Int) -> (attributes: [String], modifiers: [String]) {
        var attributes: [String] = []
        var modifiers: [String] = []
        for index in first..<keyword {
            if tokens[index].kind == .attribute { attributes.append(text(index)) }
            if tokens[index].kind == .identifier, isPrefixWord(index) { modifiers.append(text(index)) }
        }
        return (attributes, modifiers)
    }

    private mutating func addImport(_ index: Int) {
        var last = index
        var cursor = index + 1
        // On the `import`'s line: no line end between one token and the next.
        while cursor < tokens.count, !isLineStart(cursor),
              tokens[cursor].kind == .identifier || tokens[cursor].kind == .dot {
            last = cursor
            cursor += 1
        }
        guard last > index else { return }
        var firstName = index + 1
        if keyword(firstName) != .none, last > firstName { firstName += 1 }
        structure.imports.append(ImportDeclaration(module: text(firstName, last), token: index))
    }
}
