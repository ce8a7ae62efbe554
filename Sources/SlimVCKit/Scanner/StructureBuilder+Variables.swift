extension StructureBuilder {
    /// `var`/`let` at a declaration position: a binding whose pattern, type annotation,
    /// initializer and accessor block follow. Only non-local bindings get a record.
    mutating func beginVariable(_ index: Int) {
        let first = declarationStart(index)
        var binding = Binding(first: first, patternStart: index + 1)
        if top.codeDepth == 0 {
            let (attributes, modifiers) = prefixWords(first, index)
            // The pattern's first token; the keyword itself when the file ends with it.
            let name = min(index + 1, tokens.count - 1)
            let span = DeclarationSpan(first: first, name: name, open: nil, close: nil, last: name)
            structure.properties.append(PropertyDeclaration(
                name: "", isVariable: tokens[index].keyword == .var, attributes: attributes,
                modifiers: modifiers, typeText: nil, hasInitializer: false, initializer: nil, accessorKinds: [],
                container: top.container, isLocal: false, span: span))
            binding.record = structure.properties.count - 1
        }
        startPending(.variable(binding), nameIndex: index, first: first)
    }

    /// `:`, `=` and `,` move a binding from its pattern to its type and initializer;
    /// `, name` starts the next binding of the same declaration.
    mutating func advanceVariable(_ index: Int) {
        guard let pending = top.pending, case .variable(var binding) = pending.kind,
              parenDepth == pending.parenDepth else { return }
        switch tokens[index].kind {
        case .colon where binding.phase == .pattern:
            setPattern(&binding, end: index - 1)
            binding.phase = .annotation
            binding.typeStart = index + 1
        case .equal where binding.phase != .initializer:
            if binding.phase == .pattern { setPattern(&binding, end: index - 1) }
            if binding.phase == .annotation { setType(binding, end: index - 1) }
            binding.phase = .initializer
            if let record = binding.record {
                structure.properties[record].hasInitializer = true
                structure.properties[record].initializer = index + 1 < tokens.count ? index + 1 : nil
            }
        case .comma where pending.angleDepth == 0 && startsBinding(index + 1):
            finishBinding(binding, last: index - 1)
            beginNextBinding(after: index, like: binding)
            return
        default:
            return
        }
        frames[innermost].pending?.kind = .variable(binding)
    }

    private func startsBinding(_ index: Int) -> Bool {
        guard kind(index) == .identifier, let next = kind(index + 1) else { return false }
        return next == .colon || next == .equal
    }

    private mutating func beginNextBinding(after comma: Int, like previous: Binding) {
        var binding = Binding(first: previous.first, patternStart: comma + 1)
        if let record = previous.record {
            var property = structure.properties[record]
            property.typeText = nil
            property.hasInitializer = false
            property.initializer = nil
            property.span.name = comma + 1
            structure.properties.append(property)
            binding.record = structure.properties.count - 1
        }
        frames[innermost].pending?.kind = .variable(binding)
    }

    mutating func setPattern(_ binding: inout Binding, end: Int) {
        binding.pattern = binding.patternStart..<max(binding.patternStart, end + 1)
        if let record = binding.record { structure.properties[record].name = text(binding.pattern) }
    }

    private mutating func setType(_ binding: Binding, end: Int) {
        guard let record = binding.record, end >= binding.typeStart else { return }
        structure.properties[record].typeText = text(binding.typeStart, end)
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
