extension StructureBuilder {
    /// A `{` opens the body of the pending declaration at this depth, an accessor's body
    /// in an accessor list, or else a code block or closure.
    mutating func openBrace(_ index: Int) {
        if let pending = top.pending, pending.parenDepth == parenDepth, let kind = claim(pending, index) {
            return push(kind, index)
        }
        if isInAccessorList, let keyword = top.accessorKeyword {
            let first = top.accessorFirst ?? keyword
            frames[innermost].accessorFirst = nil
            frames[innermost].accessorKeyword = nil
            if case .accessorList(let owner) = top.kind {
                return push(.accessorBody(owner, first: first, keyword: keyword), index)
            }
        }
        push(.code, index)
    }

    /// The frame a pending declaration's body opens, clearing the pending declaration;
    /// nil when the brace is a closure in a binding's initializer.
    private mutating func claim(_ pending: Pending, _ index: Int) -> Frame.Kind? {
        switch pending.kind {
        case .type(let record):
            frames[innermost].pending = nil
            describeType(record, body: index)
            return .type(record)
        case .function(let record):
            frames[innermost].pending = nil
            structure.functions[record].hasBody = true
            structure.functions[record].span.open = index
            return .function(record)
        case .subscript(let record):
            frames[innermost].pending = nil
            structure.functions[record].hasBody = true
            structure.functions[record].span.open = index
            return accessorBlock(.subscript(record), index)
        case .variable(var binding):
            if binding.phase == .pattern {
                // Observers right after the name, of a property whose wrapper gives its type.
                guard opensAccessorList(index) else { return nil }
                setPattern(&binding, end: index - 1)
            }
            if binding.phase == .initializer, !opensAccessorList(index) { return nil }
            finishPending(last: index - 1)
            let owner = AccessorOwner.property(pattern: binding.pattern, first: binding.first, record: binding.record)
            return accessorBlock(owner, index)
        }
    }

    private func accessorBlock(_ owner: AccessorOwner, _ index: Int) -> Frame.Kind {
        opensAccessorList(index) ? .accessorList(owner) : .implicitGetter(owner)
    }

    private mutating func push(_ kind: Frame.Kind, _ index: Int) {
        var frame = Frame(kind: kind, open: index, outerParenDepth: parenDepth,
                          codeDepth: top.codeDepth, container: top.container)
        frame.typeDepth = top.typeDepth
        switch kind {
        case .type(let record):
            frame.codeDepth = 0
            frame.container = record
            frame.typeDepth += 1
        case .accessorList, .file:
            break
        case .function, .code, .implicitGetter, .accessorBody:
            frame.codeDepth += 1
        }
        if case .implicitGetter(.property(_, _, let record?)) = kind {
            structure.properties[record].accessorKinds.append("get(implicit)")
        }
        frames.append(frame)
    }

    mutating func closeBrace(_ index: Int) {
        guard frames.count > 1 else { return }
        if top.pending != nil { finishPending(last: index - 1) }
        let frame = frames.removeLast()
        parenDepth = frame.outerParenDepth
        finish(frame, close: index, last: index)
    }
}
