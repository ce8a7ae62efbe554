extension StructureBuilder {
    /// Completes the record a frame belongs to when its `}` (or the end of the file) comes.
    mutating func finish(_ frame: Frame, close: Int?, last: Int) {
        switch frame.kind {
        case .type(let record):
            structure.types[record].span.close = close
            structure.types[record].span.last = last
        case .function(let record):
            structure.functions[record].span.close = close
            structure.functions[record].span.last = last
        case .accessorList(let owner):
            if case .subscript(let record) = owner { closeSubscript(record, close, last) }
        case .implicitGetter(let owner):
            switch owner {
            case .subscript(let record): closeSubscript(record, close, last)
            case .property(let pattern, let first, _):
                addAccessor(text(pattern), "get(implicit)", DeclarationSpan(
                    first: first, name: first, open: frame.open, close: close, last: last), frame)
            }
        case .accessorBody(let owner, let first, let keyword):
            if case .property(let pattern, _, _) = owner {
                addAccessor(text(pattern), text(keyword), DeclarationSpan(
                    first: first, name: keyword, open: frame.open, close: close, last: last), frame)
            }
        case .code, .file:
            break
        }
    }

    private mutating func closeSubscript(_ record: Int, _ close: Int?, _ last: Int) {
        structure.functions[record].span.close = close
        structure.functions[record].span.last = last
    }

    /// An accessor with a body; it is local when the property is (the frame below the body).
    private mutating func addAccessor(_ pattern: String, _ kind: String, _ span: DeclarationSpan, _ body: Frame) {
        structure.functions.append(FunctionDeclaration(
            kind: .accessor, name: pattern, accessorKind: kind, container: body.container,
            isLocal: body.codeDepth > 1, span: span, hasBody: true))
    }

    /// Name (for extensions) and inheritance clause, read from the header before `{`.
    mutating func describeType(_ record: Int, body: Int) {
        structure.types[record].span.open = body
        let nameIndex = structure.types[record].span.name
        var clauses = HeaderClauses()
        var depth = 0
        for index in nameIndex..<body {
            switch tokens[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .op: depth += angleChange(index)
            default: break
            }
            clauses.read(index, depth: depth, tokens[index])
        }
        if structure.types[record].kind == .extension {
            structure.types[record].name = text(nameIndex, (clauses.colon ?? clauses.whereClause ?? body) - 1)
        }
        structure.types[record].inherits = clauses.inherited(until: clauses.whereClause ?? body).map { text($0.0, $0.1) }
    }

    private func angleChange(_ index: Int) -> Int {
        var change = 0
        for position in Int(tokens[index].start)..<Int(tokens[index].end) {
            if bytes[position] == Ascii.less { change += 1 }
            if bytes[position] == Ascii.greater { change -= 1 }
        }
        return change
    }
}

/// Where a type header's `:` and `where` stand, and the commas between inherited types.
struct HeaderClauses {
    var colon: Int?
    var whereClause: Int?
    var commas: [Int] = []

    mutating func read(_ index: Int, depth: Int, _ token: Token) {
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
