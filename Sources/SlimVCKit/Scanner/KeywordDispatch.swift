/// Begins the declarations that keywords start: types, functions, bindings and imports;
/// in an accessor list, its accessors. A keyword that is a member's name (`.init`) or a
/// module's begins nothing, nor does one in a place its declaration cannot stand.
struct KeywordDispatch {
    let source: TokenReader
    let prefix: DeclarationPrefix

    func visit(_ index: Int, _ frames: inout FrameStack, _ records: inout DeclarationRecords) {
        if index > 0, source.tokens[index - 1].kind == .dot || source.keyword(index - 1) == .import { return }
        let word = source.tokens[index].keyword
        if frames.isInAccessorList, word.isAccessor || word == .`init` || word.isModifier {
            return frames.noteAccessor(index, isKeyword: !word.isModifier, records: &records)
        }
        switch word {
        case .class, .struct, .enum, .protocol, .actor, .extension:
            if beginsType(index, word, frames) { beginType(index, &frames, &records) }
        case .func, .`init`, .deinit, .subscript:
            if let start = functionStart(index, word, frames) {
                beginFunction(index, start.kind, name: start.name, &frames, &records)
            }
        case .var, .let:
            if source.kind(index + 1) != .dot, !frames.isInGenericParameters, isDeclarationPosition(index, frames) {
                beginVariable(index, &frames, &records)
            }
        case .import:
            if isDeclarationPosition(index, frames) { addImport(index, &records) }
        case .typealias: records.noteTypeAlias()
        default:
            break
        }
    }

    private func beginsType(_ index: Int, _ word: Keyword, _ frames: FrameStack) -> Bool {
        switch word {
        case .actor:
            return isTypeName(index + 1) && !isArgumentLabel(index, frames) && isDeclarationPosition(index, frames)
        case .extension:
            guard let next = source.kind(index + 1), next == .identifier || next == .leftBracket || next == .leftParen else {
                return false
            }
            return !isArgumentLabel(index, frames)
        default:
            return isTypeName(index + 1) && !isArgumentLabel(index, frames)
        }
    }

    /// The kind and name of the function-like declaration whose keyword is at `index`, if
    /// it begins one.
    private func functionStart(_ index: Int, _ word: Keyword, _ frames: FrameStack) -> (kind: FunctionKind, name: String)? {
        switch word {
        case .func:
            guard let next = source.kind(index + 1), next == .identifier || next == .op || next == .equal,
                  !isArgumentLabel(index, frames) else { return nil }
            return (.func, functionName(index + 1))
        case .`init`:
            // In parentheses `init(_:)` is a name: `@attached(member, names: named(init(_:)))`;
            // `@abi(init(…))` declares the ABI of the initializer after it.
            guard frames.parenDepth == frames.top.outerParenDepth || isInABIAttribute(index, frames),
                  isInitializerStart(index + 1) else { return nil }
            return (.`init`, "init")
        case .deinit:
            return source.kind(index + 1) == .leftBrace ? (.deinit, "deinit") : nil
        default:
            guard frames.parenDepth == frames.top.outerParenDepth, let next = source.kind(index + 1),
                  next == .leftParen || (next == .op && source.byte(index + 1) == Ascii.less) else { return nil }
            return (.subscript, "subscript")
        }
    }

    private func isDeclarationPosition(_ index: Int, _ frames: FrameStack) -> Bool {
        prefix.isDeclarationPosition(index, after: frames.top.open)
    }

    /// A keyword first in a parameter, as its label: `push(struct value: T)`. Not the
    /// declaration an `@abi(…)` attribute holds.
    private func isArgumentLabel(_ index: Int, _ frames: FrameStack) -> Bool {
        guard index > 0, source.tokens[index - 1].kind == .leftParen || source.tokens[index - 1].kind == .comma,
              frames.parenDepth > frames.top.outerParenDepth else { return false }
        return !isInABIAttribute(index, frames)
    }

    /// Whether the declaration at `index` is the argument of an `@abi(…)` attribute.
    private func isInABIAttribute(_ index: Int, _ frames: FrameStack) -> Bool {
        let first = prefix.start(ofKeywordAt: index, after: frames.top.open)
        return first >= 2 && source.tokens[first - 1].kind == .leftParen && source.tokens[first - 2].kind == .attribute
            && source.text(first - 2) == "@abi"
    }

    /// A name, or a contextual keyword followed by a body, an inheritance clause or generic
    /// parameters: `enum any: Enum {`, but not `class override func`.
    private func isTypeName(_ index: Int) -> Bool {
        guard source.kind(index) == .identifier else { return false }
        let word = source.keyword(index)
        if word == .none { return true }
        guard word.isContextual, let next = source.kind(index + 1) else { return false }
        return next == .leftBrace || next == .colon || (next == .op && source.byte(index + 1) == Ascii.less)
            || source.keyword(index + 1) == .where
    }

    private func isInitializerStart(_ index: Int) -> Bool {
        guard let next = source.kind(index) else { return false }
        if next == .leftParen { return true }
        guard next == .op else { return false }
        let first = source.byte(index)
        return first == Ascii.less || first == Ascii.question || first == Ascii.exclamation
    }

    /// `==<T>` lexes as one operator; the `<` before the parameter's name opens the
    /// generic clause. In `..<(`, and in `<< <T>`, where the clause's `<` is a token of
    /// its own, it is the name's own.
    private func functionName(_ index: Int) -> String {
        let name = source.text(index)
        if source.tokens[index].kind == .op, name.count > 1, name.hasSuffix("<"), source.kind(index + 1) == .identifier {
            return String(name.dropLast())
        }
        return name
    }

    private func beginType(_ index: Int, _ frames: inout FrameStack, _ records: inout DeclarationRecords) {
        guard frames.top.typeDepth < StructureBuilder.deepestTypeNesting else { return }
        let first = prefix.start(ofKeywordAt: index, after: frames.top.open)
        let record = records.addType(keyword: index, first: first, in: frames.top)
        frames.startPending(.type(record), nameIndex: index + 1, first: first, records: &records)
    }

    private func beginFunction(_ index: Int, _ kind: FunctionKind, name: String,
                               _ frames: inout FrameStack, _ records: inout DeclarationRecords) {
        let first = prefix.start(ofKeywordAt: index, after: frames.top.open)
        let nameIndex = kind == .func ? index + 1 : index
        let record = records.addFunction(kind, name: name, first: first, nameIndex: nameIndex, in: frames.top)
        frames.startPending(kind == .subscript ? .subscript(record) : .function(record), nameIndex: nameIndex,
                            first: first, records: &records)
        if kind == .func, source.tokens[nameIndex].kind == .op, name.count < source.text(nameIndex).count {
            frames.openPendingGenericClause()
        }
    }

    /// `var`/`let` at a declaration position: a binding whose pattern, type annotation,
    /// initializer and accessor block follow (`BindingReader`). Only non-local bindings
    /// get a record.
    private func beginVariable(_ index: Int, _ frames: inout FrameStack, _ records: inout DeclarationRecords) {
        let first = prefix.start(ofKeywordAt: index, after: frames.top.open)
        var binding = Binding(first: first, patternStart: index + 1)
        if frames.top.codeDepth == 0 { binding.record = records.addProperty(keyword: index, first: first, in: frames.top) }
        frames.startPending(.variable(binding), nameIndex: index, first: first, records: &records)
    }

    private func addImport(_ index: Int, _ records: inout DeclarationRecords) {
        var last = index
        var cursor = index + 1
        // On the `import`'s line: no line end between one token and the next.
        while cursor < source.tokens.count, !source.isLineStart(cursor),
              source.tokens[cursor].kind == .identifier || source.tokens[cursor].kind == .dot {
            last = cursor
            cursor += 1
        }
        guard last > index else { return }
        var firstName = index + 1
        if source.keyword(firstName) != .none, last > firstName { firstName += 1 }
        records.addImport(source.text(firstName, last), token: index)
    }
}
