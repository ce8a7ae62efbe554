/// Builds a file's declaration tree from its tokens in one pass, with an explicit stack
/// of brace frames: no input nesting can exhaust the call stack.
struct StructureBuilder {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let lines: LineTable
    var structure = SourceStructure()
    var frames: [Frame] = [Frame(kind: .file, open: -1, outerParenDepth: 0, codeDepth: 0, container: nil)]
    var parenDepth = 0
    /// For each `)` visited, the `(` it closes or -1, so that a declaration looks back
    /// over its attributes' arguments (`@Test(arguments: […])`) in one step, however long
    /// they are. At a `(`, the `(` still open before it: the open ones form a list from
    /// `innermostParen`, kept in the same buffer.
    private(set) var openingParens = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
    private var innermostParen: Int32 = -1

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], lines: LineTable) {
        self.bytes = bytes
        self.tokens = tokens
        self.lines = lines
    }

    mutating func run() -> SourceStructure {
        openingParens = .allocate(capacity: tokens.count)
        defer { openingParens.deallocate(); openingParens = UnsafeMutableBufferPointer(start: nil, count: 0) }
        for index in tokens.indices { visit(index) }
        finishAtEnd()
        structure.functions.sort { $0.span.first < $1.span.first }
        return structure
    }

    /// The innermost frame, read. Changes go through `frames[innermost]`, which changes it
    /// in place: a `_modify` accessor here allocated its coroutine frame on every change,
    /// and a `_read` coroutine was miscompiled (the yielded frame was freed while
    /// `top.pending?.…` still read it; found by the address sanitizer).
    var top: Frame { frames[innermost] }

    /// The position of the innermost frame in `frames`.
    var innermost: Int { frames.count - 1 }

    /// The innermost frame's pending declaration's parenthesis depth, read in place: the
    /// check made for every token copies no frame.
    private var pendingDepth: Int? {
        frames.withUnsafeBufferPointer { $0[$0.count - 1].pending?.parenDepth }
    }

    private var outerParenDepth: Int {
        frames.withUnsafeBufferPointer { $0[$0.count - 1].outerParenDepth }
    }

    @inline(__always) private mutating func visit(_ index: Int) {
        let token = tokens[index]
        if let depth = pendingDepth, parenDepth == depth, endsPending(at: index) {
            finishPending(last: index - 1)
        }
        switch token.kind {
        case .leftBrace: openBrace(index)
        case .rightBrace: closeBrace(index)
        case .leftParen:
            openingParens[index] = innermostParen
            innermostParen = Int32(truncatingIfNeeded: index)
            parenDepth += 1
        case .leftBracket: parenDepth += 1
        case .rightParen:
            openingParens[index] = innermostParen
            if innermostParen >= 0 { innermostParen = openingParens[Int(innermostParen)] }
            if parenDepth > outerParenDepth { parenDepth -= 1 }
        case .rightBracket: if parenDepth > outerParenDepth { parenDepth -= 1 }
        case .string: followInterpolation(token)
        case .semicolon: if parenDepth == pendingDepth { finishPending(last: index - 1) }
        case .op: countAngles(index)
        case .colon, .equal, .comma: advanceVariable(index)
        case .attribute: noteAccessorPrefix(index)
        case .identifier where token.keyword != .none: visitKeyword(index)
        default: break
        }
    }

    /// An interpolation (`"\(42, attributes: a)"`) holds arguments as a call does: the
    /// string pieces around it open and close it as parentheses would, so that a `,` in it
    /// starts no binding.
    @inline(__always) private mutating func followInterpolation(_ token: Token) {
        let start = Int(token.start)
        var end = Int(token.end) - 1
        if bytes[start] == Ascii.rightParen, parenDepth > outerParenDepth { parenDepth -= 1 }
        guard end > start, bytes[end] == Ascii.leftParen else { return }
        end -= 1
        while end > start, bytes[end] == Ascii.hash { end -= 1 }
        if bytes[end] == Ascii.backslash { parenDepth += 1 }
    }

    private mutating func finishAtEnd() {
        let last = tokens.count - 1
        if top.pending != nil { finishPending(last: last) }
        while frames.count > 1 {
            let frame = frames.removeLast()
            finish(frame, close: nil, last: last)
            if top.pending != nil { finishPending(last: last) }
        }
    }

    // MARK: - Text

    func text(_ first: Int, _ last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        let range = Int(tokens[first].start)..<Int(tokens[last].end)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func text(_ index: Int) -> String { text(index, index) }

    func text(_ range: Range<Int>) -> String { text(range.lowerBound, range.upperBound - 1) }

    func byte(_ index: Int, at offset: Int = 0) -> UInt8 {
        let position = Int(tokens[index].start) + offset
        return position < Int(tokens[index].end) ? bytes[position] : 0
    }

    func kind(_ index: Int) -> TokenKind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

    func keyword(_ index: Int) -> Keyword {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier ? tokens[index].keyword : .none
    }
}
