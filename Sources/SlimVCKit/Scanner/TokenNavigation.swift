/// Moving through a file's tokens: postfix marks, where statements begin, the bracket
/// still open before a token, member chains' and dotted names' ends, a call's arguments.
struct TokenNavigation: TokenReading {
    let file: SourceFile

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

    /// The last name of the member chain starting at `start` (`a.b?.c` ends at `c`).
    func chainEnd(from start: Int) -> Int {
        var end = start
        while end + 2 < tokens.count {
            var dot = end + 1
            if tokens[dot].kind == .op, isPostfixMark(dot) { dot += 1 }
            guard dot + 1 < tokens.count, tokens[dot].kind == .dot, tokens[dot + 1].kind == .identifier else { break }
            end = dot + 1
        }
        return end
    }

    /// The top-level arguments between `open` and `close`: label (if any) and value tokens.
    func arguments(open: Int, close: Int) -> [(label: String?, value: Range<Int>)] {
        var result: [(label: String?, value: Range<Int>)] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            let kind = tokens[index].kind
            if index == close || kind == .comma {
                if start < index { result.append(argument(start, index)) }
                start = index + 1
            } else if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let end = matchingClose(index) {
                index = end
            }
            index += 1
        }
        return result
    }

    private func argument(_ start: Int, _ end: Int) -> (label: String?, value: Range<Int>) {
        if start + 1 < end, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
            return (text(of: start), start + 2..<max(start + 2, end))
        }
        return (nil, start..<end)
    }

    /// The last token of the dotted name starting at the identifier `start` (`A.B.c`),
    /// within tokens before `limit`.
    func dottedNameEnd(from start: Int, before limit: Int) -> Int {
        var end = start
        while end + 2 < limit, tokens[end + 1].kind == .dot, tokens[end + 2].kind == .identifier { end += 2 }
        return end
    }
}
