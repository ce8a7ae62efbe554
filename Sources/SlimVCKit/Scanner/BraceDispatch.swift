/// What a `{` opens and what a `}` completes: the body of the declaration pending at its
/// depth, an accessor list or a getter's body, an accessor's body, or else a code block or
/// closure.
enum BraceDispatch {
    @inline(never) static func open(_ index: Int, in source: TokenReader, _ frames: inout FrameStack, _ records: inout DeclarationRecords) {
        var kind = Frame.Kind.code
        if let pending = frames.top.pending, pending.parenDepth == frames.parenDepth,
           let claimed = claim(pending, index, source, &frames, &records) {
            kind = claimed
        } else if let accessor = frames.takeAccessorBody() {
            kind = accessor
        }
        if case .implicitGetter(.property(_, _, let record?)) = kind {
            records.addAccessorKind("get(implicit)", to: record)
        }
        frames.push(kind, open: index)
    }

    static func close(_ index: Int, _ frames: inout FrameStack, _ records: inout DeclarationRecords) {
        guard frames.isInBraces else { return }
        if frames.top.pending != nil { frames.finishPending(last: index - 1, records: &records) }
        records.finish(frames.pop(), close: index, last: index)
    }

    /// The frame a pending declaration's body opens, which is then no longer pending; nil
    /// when the brace is a closure in a binding's initializer.
    private static func claim(_ pending: Pending, _ index: Int, _ source: TokenReader,
                              _ frames: inout FrameStack, _ records: inout DeclarationRecords) -> Frame.Kind? {
        switch pending.kind {
        case .type(let record):
            frames.clearPending()
            records.openType(record, body: index)
            return .type(record)
        case .function(let record):
            frames.clearPending()
            records.openFunction(record, body: index)
            return .function(record)
        case .subscript(let record):
            frames.clearPending()
            records.openFunction(record, body: index)
            return accessorBlock(.subscript(record), index, source)
        case .variable(var binding):
            if binding.phase == .pattern {
                // Observers right after the name, of a property whose wrapper gives its type.
                guard source.opensAccessorList(index) else { return nil }
                records.setPattern(&binding, end: index - 1)
            }
            if binding.phase == .initializer, !source.opensAccessorList(index) { return nil }
            frames.finishPending(last: index - 1, records: &records)
            let owner = AccessorOwner.property(pattern: binding.pattern, first: binding.first, record: binding.record)
            return accessorBlock(owner, index, source)
        }
    }

    private static func accessorBlock(_ owner: AccessorOwner, _ index: Int, _ source: TokenReader) -> Frame.Kind {
        source.opensAccessorList(index) ? .accessorList(owner) : .implicitGetter(owner)
    }
}
