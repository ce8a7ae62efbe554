/// A member chain such as `self.nameLabel?.text`: its names (without a leading `self`)
/// and its first token.
struct Chain {
    var names: [String]
    var first: Int

    var root: String? { names.first }
    var last: String? { names.last }
    /// The names before the last one: the receiver of a property or method.
    var receiver: [String] { Array(names.dropLast()) }
}

extension SourceFile {
    /// The chain of names ending at `end` (an identifier), walking back over `.`, `?.`
    /// and `!.`; nil when `end` is not an identifier.
    func chain(endingAt end: Int) -> Chain? {
        guard end >= 0, end < tokens.count, tokens[end].kind == .identifier else { return nil }
        var names = [text(of: end)]
        var first = end
        while first >= 2, tokens[first - 1].kind == .dot {
            var before = first - 2
            if tokens[before].kind == .op, isPostfixMark(before), before >= 1 { before -= 1 }
            guard tokens[before].kind == .identifier else { break }
            names.insert(text(of: before), at: 0)
            first = before
        }
        if names.first == "self", names.count > 1 { names.removeFirst() }
        return Chain(names: names, first: first)
    }

    /// A lone `?` or `!` right after the token before it: optional chaining or unwrapping.
    func isPostfixMark(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.end - token.start == 1, index > 0, tokens[index - 1].end == token.start else { return false }
        let byte = bytes[Int(token.start)]
        return byte == Ascii.question || byte == Ascii.exclamation
    }

    /// Whether a statement can begin at `index`: after `{`, `}`, `;`, `in`, `else`, a
    /// `case …:` label, or at the start of a line that does not continue the one before.
    func beginsStatement(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .leftBrace, .rightBrace, .semicolon, .colon: return true
        case .identifier where previous.keyword == .in || previous.keyword == .else: return true
        default: break
        }
        guard startsLine(index) else { return false }
        switch previous.kind {
        case .comma, .equal, .arrow, .dot, .leftParen, .leftBracket: return false
        case .op: return isPostfixMark(index - 1) || spells(index - 1, ">")
        default: return true
        }
    }

    /// The innermost `open` token (`{` or `[`) still unclosed before `index`, counting the
    /// `close` tokens between, within `limit` tokens back; nil when none is found there.
    func innermostOpen(before index: Int, _ open: TokenKind, _ close: TokenKind, within limit: Int) -> Int? {
        var depth = 0
        var position = index
        while position > max(0, index - limit) {
            position -= 1
            if tokens[position].kind == close { depth += 1 }
            if tokens[position].kind == open {
                if depth == 0 { return position }
                depth -= 1
            }
        }
        return nil
    }
}
