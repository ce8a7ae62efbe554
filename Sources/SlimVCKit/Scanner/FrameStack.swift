/// The open braces, innermost last, and the parenthesis depth inside the innermost; the
/// file's frame is always at the bottom. Each frame keeps the declaration pending in it
/// and, in an accessor list, the accessor being read. The stack is explicit, so no input
/// nesting can exhaust the call stack.
struct FrameStack {
    private var frames: [Frame] = [Frame(kind: .file, open: -1, outerParenDepth: 0, codeDepth: 0, container: nil)]
    var parenDepth = 0

    /// The innermost frame, read. Changes go through `frames[innermost]`, which changes it
    /// in place: a `_modify` accessor here allocated its coroutine frame on every change,
    /// and a `_read` coroutine was miscompiled (the yielded frame was freed while
    /// `top.pending?.…` still read it; found by the address sanitizer).
    var top: Frame { frames[innermost] }

    private var innermost: Int { frames.count - 1 }

    /// Whether a brace is open: a frame above the file's.
    var isInBraces: Bool { frames.count > 1 }

    /// The innermost frame's pending declaration's parenthesis depth, read in place: the
    /// check made for every token copies no frame.
    var pendingDepth: Int? {
        frames.withUnsafeBufferPointer { $0[$0.count - 1].pending?.parenDepth }
    }

    var outerParenDepth: Int {
        frames.withUnsafeBufferPointer { $0[$0.count - 1].outerParenDepth }
    }

    /// Whether the walk is at the top level of an explicit accessor list.
    var isInAccessorList: Bool {
        guard case .accessorList = top.kind else { return false }
        return parenDepth == top.outerParenDepth
    }

    /// Between the angle brackets after a declaration's name, where `let count: Int` is a
    /// value generic parameter (`func read<let count: Int>()`), not a property.
    var isInGenericParameters: Bool {
        guard let pending = top.pending, pending.parenDepth == parenDepth else { return false }
        return pending.angleDepth > 0
    }

    /// A `)` or `]` closes what was opened inside the innermost frame, and no more.
    @inline(__always) mutating func closeParen() {
        if parenDepth > outerParenDepth { parenDepth -= 1 }
    }

    /// A frame for what the `{` at `index` opens, inside the innermost one.
    mutating func push(_ kind: Frame.Kind, open index: Int) {
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
        frames.append(frame)
    }

    /// Closes the innermost frame, back to the parenthesis depth at its `{`.
    mutating func pop() -> Frame {
        let frame = frames.removeLast()
        parenDepth = frame.outerParenDepth
        return frame
    }

    mutating func startPending(_ kind: Pending.Kind, nameIndex: Int, first: Int, records: inout DeclarationRecords) {
        if top.pending != nil { finishPending(last: first - 1, records: &records) }
        frames[innermost].pending = Pending(kind: kind, parenDepth: parenDepth, nameIndex: nameIndex)
    }

    /// Closes the pending declaration, which has no body; `last` is its last token.
    @inline(never) mutating func finishPending(last: Int, records: inout DeclarationRecords) {
        guard let pending = top.pending else { return }
        frames[innermost].pending = nil
        records.finish(pending, last: max(last, pending.nameIndex))
    }

    /// The pending declaration's body opens: it is no longer pending.
    mutating func clearPending() { frames[innermost].pending = nil }

    mutating func replacePending(with kind: Pending.Kind) { frames[innermost].pending?.kind = kind }

    /// An operator function named with the `<` of its generic clause (`==<T>`): the clause is open.
    mutating func openPendingGenericClause() { frames[innermost].pending?.angleDepth = 1 }

    /// Generic clauses in headers: `<` and `>` inside operators count, except in a name.
    mutating func countAngles(_ index: Int, in source: TokenReader) {
        guard var pending = top.pending, parenDepth == pending.parenDepth, index > pending.nameIndex else { return }
        if case .variable(let binding) = pending.kind, binding.phase == .initializer { return }
        pending.countAngles(of: source.tokens[index], in: source.bytes)
        frames[innermost].pending = pending
    }

    /// Tracks the accessor being read in an accessor list: its first token (attributes
    /// and modifiers included) and its keyword; the body `{` that follows belongs to it.
    /// The property's record, if it has one, lists the keyword's accessor.
    mutating func noteAccessor(_ index: Int, isKeyword: Bool, records: inout DeclarationRecords) {
        if !isKeyword {
            if top.accessorKeyword != nil {
                frames[innermost].accessorKeyword = nil
                frames[innermost].accessorFirst = index
            } else if top.accessorFirst == nil {
                frames[innermost].accessorFirst = index
            }
            return
        }
        if top.accessorKeyword != nil || top.accessorFirst == nil { frames[innermost].accessorFirst = index }
        frames[innermost].accessorKeyword = index
        if case .accessorList(.property(_, _, let record?)) = top.kind {
            records.addAccessorKind(records.source.text(index), to: record)
        }
    }

    /// The body of the accessor just read, whose `{` comes: its frame's kind, or nil when
    /// no accessor keyword was read. The accessor is then no longer being read.
    mutating func takeAccessorBody() -> Frame.Kind? {
        guard isInAccessorList, let keyword = top.accessorKeyword,
              case .accessorList(let owner) = top.kind else { return nil }
        let first = top.accessorFirst ?? keyword
        frames[innermost].accessorFirst = nil
        frames[innermost].accessorKeyword = nil
        return .accessorBody(owner, first: first, keyword: keyword)
    }
}
