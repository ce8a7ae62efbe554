/// Where a type header's `:` and `where` stand, and the commas between inherited types.
struct HeaderClauses {
    var colon: Int?
    var whereClause: Int?
    var commas: [Int] = []

    /// Reads the header from the type's name at `nameIndex` to its body's `{` at `body`,
    /// outside parentheses, brackets and generic clauses.
    init(reading source: TokenReader, from nameIndex: Int, to body: Int) {
        var depth = 0
        for index in nameIndex..<body {
            switch source.tokens[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .op: depth += Self.angleChange(source.tokens[index], source.bytes)
            default: break
            }
            read(index, depth: depth, source.tokens[index])
        }
    }

    private static func angleChange(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var change = 0
        for position in Int(token.start)..<Int(token.end) {
            if bytes[position] == Ascii.less { change += 1 }
            if bytes[position] == Ascii.greater { change -= 1 }
        }
        return change
    }

    private mutating func read(_ index: Int, depth: Int, _ token: Token) {
        guard depth == 0, whereClause == nil else { return }
        if token.kind == .colon, colon == nil { colon = index }
        if token.kind == .comma, colon != nil { commas.append(index) }
        if token.kind == .identifier, token.keyword == .where { whereClause = index }
    }

    /// Token ranges of the inherited types, ending before `end`.
    func inherited(until end: Int) -> [(Int, Int)] {
        guard let colon else { return [] }
        var ranges: [(Int, Int)] = []
        var start = colon + 1
        for comma in commas + [end] {
            if comma - 1 >= start { ranges.append((start, comma - 1)) }
            start = comma + 1
        }
        return ranges
    }
}
