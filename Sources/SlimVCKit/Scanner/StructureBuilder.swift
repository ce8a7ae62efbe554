/// Builds a file's declaration tree from its tokens in one pass. It keeps the depth of
/// braces (`FrameStack`) and parentheses (`ParenMatches`) and hands each token that may
/// begin, advance or end a declaration to the part that deals with it; what they find
/// goes into `DeclarationRecords`.
struct StructureBuilder {
    /// Types nested deeper are not declarations but code: SwiftSyntax stops there too,
    /// with an error. Each nested type's qualified name holds all of its parents', so
    /// without a bound a file of 20,000 nested types would make 400 MB of names.
    static let deepestTypeNesting = 256

    private let source: TokenReader
    /// Allocated with the builder; `run()` frees it, so a builder runs once.
    private var parens: ParenMatches
    private let keywords: KeywordDispatch
    private var frames = FrameStack()
    private var records: DeclarationRecords

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], lines: LineTable) {
        source = TokenReader(bytes: bytes, tokens: tokens)
        parens = ParenMatches(count: tokens.count)
        keywords = KeywordDispatch(source: source, prefix: DeclarationPrefix(source: source, lines: lines, parens: parens))
        records = DeclarationRecords(source: source)
    }

    mutating func run() -> SourceStructure {
        defer { parens.deallocate() }
        for index in source.tokens.indices { visit(index) }
        finishAtEnd()
        return records.finishStructure()
    }

    @inline(__always) private mutating func visit(_ index: Int) {
        let token = source.tokens[index]
        if let depth = frames.pendingDepth, frames.parenDepth == depth, frames.top.pending?.ends(at: index, in: source) == true {
            frames.finishPending(last: index - 1, records: &records)
        }
        switch token.kind {
        case .leftBrace: BraceDispatch.open(index, in: source, &frames, &records)
        case .rightBrace: BraceDispatch.close(index, &frames, &records)
        case .leftParen:
            parens.open(index)
            frames.parenDepth += 1
        case .leftBracket: frames.parenDepth += 1
        case .rightParen:
            parens.close(index)
            frames.closeParen()
        case .rightBracket: frames.closeParen()
        case .string: followInterpolation(token)
        case .semicolon: if frames.parenDepth == frames.pendingDepth { frames.finishPending(last: index - 1, records: &records) }
        case .op: frames.countAngles(index, in: source)
        case .colon, .equal, .comma: BindingReader.advance(index, in: source, &frames, &records)
        case .attribute:
            // An attribute in an accessor list begins the next accessor.
            if frames.isInAccessorList { frames.noteAccessor(index, isKeyword: false, records: &records) }
        case .identifier where token.keyword != .none: keywords.visit(index, &frames, &records)
        default: break
        }
    }

    /// An interpolation (`"\(42, attributes: a)"`) holds arguments as a call does: the
    /// string pieces around it open and close it as parentheses would, so that a `,` in it
    /// starts no binding.
    @inline(__always) private mutating func followInterpolation(_ token: Token) {
        let bytes = source.bytes
        let start = Int(token.start)
        var end = Int(token.end) - 1
        if bytes[start] == Ascii.rightParen { frames.closeParen() }
        guard end > start, bytes[end] == Ascii.leftParen else { return }
        end -= 1
        while end > start, bytes[end] == Ascii.hash { end -= 1 }
        if bytes[end] == Ascii.backslash { frames.parenDepth += 1 }
    }

    private mutating func finishAtEnd() {
        let last = source.tokens.count - 1
        frames.finishPending(last: last, records: &records)
        while frames.isInBraces {
            records.finish(frames.pop(), close: nil, last: last)
            frames.finishPending(last: last, records: &records)
        }
    }
}
