/// A declaration seen up to its name, waiting for its body or its end.
struct Pending {
    enum Kind {
        case type(Int)
        case function(Int)
        case `subscript`(Int)
        case variable(Binding)
    }

    var kind: Kind
    var parenDepth: Int
    /// `<…>` depth of generic clauses in the header; `>` in an operator name does not count.
    var angleDepth = 0
    var nameIndex: Int

    /// Whether the token at `index` (at this declaration's depth) shows that it ended
    /// without a body: a new line that starts another declaration, or, for a binding, any
    /// new line but a `{` (or, in an initializer, a `.` or operator continuing the
    /// expression; before it, the `=` that begins one).
    @inline(__always) func ends(at index: Int, in source: TokenReader) -> Bool {
        guard angleDepth == 0, source.isLineStart(index), !source.continuesLine(before: index) else { return false }
        guard case .variable(let binding) = kind else { return source.startsDeclaration(index) }
        switch source.tokens[index].kind {
        case .leftBrace: return false
        case .dot, .op: return binding.phase != .initializer
        case .equal: return binding.phase == .initializer
        default: return true
        }
    }

    /// Counts the `<` and `>` of an operator token of the header: generic clauses.
    mutating func countAngles(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) {
        for position in Int(token.start)..<Int(token.end) {
            if bytes[position] == Ascii.less { angleDepth += 1 }
            if bytes[position] == Ascii.greater { angleDepth = max(0, angleDepth - 1) }
        }
    }
}

/// One `var`/`let` binding while its pattern, type and initializer go by.
struct Binding {
    enum Phase { case pattern, annotation, initializer }
    var first: Int
    var patternStart: Int
    /// The pattern's tokens, once its end is known.
    var pattern: Range<Int> = 0..<0
    var phase = Phase.pattern
    var typeStart = 0
    var record: Int?
}
