/// Follows a `var`/`let` binding through its parts: `:`, `=` and `,` move it from its
/// pattern to its type and initial value, and `, name` starts the next binding of the
/// same declaration. Its accessor block is the `{` handler's (`BraceDispatch`).
enum BindingReader {
    /// At a `:`, `=` or `,` at the pending binding's depth.
    static func advance(_ index: Int, in source: TokenReader, _ frames: inout FrameStack, _ records: inout DeclarationRecords) {
        guard let pending = frames.top.pending, case .variable(var binding) = pending.kind,
              frames.parenDepth == pending.parenDepth else { return }
        switch source.tokens[index].kind {
        case .colon where binding.phase == .pattern:
            records.setPattern(&binding, end: index - 1)
            binding.phase = .annotation
            binding.typeStart = index + 1
        case .equal where binding.phase != .initializer:
            if binding.phase == .pattern { records.setPattern(&binding, end: index - 1) }
            if binding.phase == .annotation { records.setType(binding, end: index - 1) }
            binding.phase = .initializer
            records.setInitializer(binding, equal: index)
        case .comma where pending.angleDepth == 0 && startsBinding(index + 1, source):
            records.finishBinding(binding, last: index - 1)
            var next = Binding(first: binding.first, patternStart: index + 1)
            if let record = binding.record { next.record = records.addBinding(like: record, name: index + 1) }
            return frames.replacePending(with: .variable(next))
        default:
            return
        }
        frames.replacePending(with: .variable(binding))
    }

    private static func startsBinding(_ index: Int, _ source: TokenReader) -> Bool {
        guard source.kind(index) == .identifier, let next = source.kind(index + 1) else { return false }
        return next == .colon || next == .equal
    }
}
