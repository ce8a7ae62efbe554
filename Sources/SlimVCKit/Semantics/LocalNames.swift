/// The names a member's body binds (its parameters, `let`s and `var`s, loop variables,
/// closures' parameters), as hashes: a write to one of them is no property's. A name bound
/// anywhere in the member counts everywhere in it, which may miss a write, never invent one.
struct LocalNames {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var hashes: [UInt64] = []
    /// Names bound for a block alone (`if let featured { … }`), with the block's `}`.
    private var scoped: [(hash: UInt64, close: Int)] = []

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        self.tokens = tokens
        self.bytes = bytes
    }

    mutating func removeAll() {
        hashes.removeAll(keepingCapacity: true)
        scoped.removeAll(keepingCapacity: true)
    }

    func contains(_ name: Int) -> Bool {
        guard !hashes.isEmpty || !scoped.isEmpty else { return false }
        let hash = WrittenNames.hash(bytes, tokens[name])
        return hashes.contains(hash) || scoped.contains { $0.hash == hash && name < $0.close }
    }

    /// `if let featured { … }` (a SwiftUI view's `body` unwraps its optional `@State` so):
    /// the name is bound in the block alone, whose `}` is found within a bound. Returns
    /// false for any other binding.
    mutating func noteBlockLocal(after keyword: Int, before end: Int) -> Bool {
        let name = keyword + 1
        guard keyword > 0, tokens[keyword - 1].keyword == .if, name + 1 < end, tokens[name].kind == .identifier,
              tokens[name + 1].kind == .leftBrace else { return false }
        var depth = 0
        for cursor in (name + 1)..<min(end, name + 4096) {
            if tokens[cursor].kind == .leftBrace { depth += 1 }
            if tokens[cursor].kind == .rightBrace { depth -= 1 }
            if depth == 0 {
                scoped.append((WrittenNames.hash(bytes, tokens[name]), cursor))
                return true
            }
        }
        return false
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
