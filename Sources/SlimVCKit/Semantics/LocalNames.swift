/// The names a member's body binds (its parameters, `let`s and `var`s, loop variables,
/// closures' parameters), as hashes: a write to one of them is no property's. A name bound
/// anywhere in the member counts everywhere in it, which may miss a write, never invent one.
struct LocalNames {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var hashes: [UInt64] = []

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        self.tokens = tokens
        self.bytes = bytes
    }

    mutating func removeAll() { hashes.removeAll(keepingCapacity: true) }

    func contains(_ name: Int) -> Bool {
        guard !hashes.isEmpty else { return false }
        return hashes.contains(WrittenNames.hash(bytes, tokens[name]))
    }

    /// `let item = …`, `var (a, b) = …`, `if let item`, `guard var x`: the names bound.
    mutating func noteLocal(after keyword: Int, before end: Int) {
        var cursor = keyword + 1
        if cursor < end, tokens[cursor].kind == .leftParen {
            cursor += 1
            while cursor < end, tokens[cursor].kind != .rightParen {
                if tokens[cursor].kind == .identifier { hashes.append(WrittenNames.hash(bytes, tokens[cursor])) }
                cursor += 1
            }
        } else if cursor < end, tokens[cursor].kind == .identifier {
            hashes.append(WrittenNames.hash(bytes, tokens[cursor]))
        }
    }

    /// A function's parameters: the names before each `:` at the list's depth.
    mutating func collectParameters(from name: Int, to open: Int) {
        var depth = 0
        var cursor = name
        while cursor < open {
            switch tokens[cursor].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .colon where depth == 1 && tokens[cursor - 1].kind == .identifier:
                hashes.append(WrittenNames.hash(bytes, tokens[cursor - 1]))
            default: break
            }
            cursor += 1
        }
    }

    /// `{ items in`, `{ [weak self] (a, b) in`: a closure's parameters.
    mutating func collectClosureParameters(after brace: Int, before end: Int) {
        var cursor = brace + 1
        if cursor < end, tokens[cursor].kind == .leftBracket {
            while cursor < end, tokens[cursor].kind != .rightBracket, cursor - brace < 32 { cursor += 1 }
            cursor += 1
        }
        var names: [Int] = []
        while cursor < end, cursor - brace < 48 {
            let token = tokens[cursor]
            if token.keyword == .in { break }
            switch token.kind {
            case .identifier where token.keyword == .none || token.keyword == .self: names.append(cursor)
            case .leftParen, .rightParen, .comma, .colon, .op, .arrow, .dot, .leftBracket, .rightBracket: break
            case .identifier: break
            default: return
            }
            cursor += 1
        }
        guard cursor < end, tokens[cursor].keyword == .in else { return }
        for name in names { hashes.append(WrittenNames.hash(bytes, tokens[name])) }
    }
}
