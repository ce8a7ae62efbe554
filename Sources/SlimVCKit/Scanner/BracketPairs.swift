extension SourceFile {
    /// The index of the brace, bracket or parenthesis closing the one at `open`. Most close
    /// within a few tokens and are searched for; past `Self.nearbyClose` tokens, the answer
    /// comes from the file's table of pairs, made once: a search each time made nested
    /// closures cost the square of their depth.
    func matchingClose(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        let searched = min(tokens.count, open + Self.nearbyClose)
        while index < searched {
            switch tokens[index].kind {
            case .leftBrace, .leftParen, .leftBracket: depth += 1
            case .rightBrace, .rightParen, .rightBracket:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        guard index < tokens.count, open >= 0, BracketPairs.opens(tokens[open].kind) else { return nil }
        let close = memo.value(BracketPairs.self) { BracketPairs(tokens) }.closes[open]
        return close < 0 ? nil : Int(close)
    }

    static let nearbyClose = 512
}

/// For each opening brace, bracket or parenthesis of a file, the token that closes it (any
/// closing kind closes the innermost open one), or -1.
struct BracketPairs {
    let closes: [Int32]

    init(_ tokens: [Token]) {
        var closes = [Int32](repeating: -1, count: tokens.count)
        var open: [Int32] = []
        for index in tokens.indices {
            let kind = tokens[index].kind
            if Self.opens(kind) {
                open.append(Int32(truncatingIfNeeded: index))
            } else if kind == .rightBrace || kind == .rightParen || kind == .rightBracket, let innermost = open.popLast() {
                closes[Int(innermost)] = Int32(truncatingIfNeeded: index)
            }
        }
        self.closes = closes
    }

    static func opens(_ kind: TokenKind) -> Bool { kind == .leftBrace || kind == .leftParen || kind == .leftBracket }
}
