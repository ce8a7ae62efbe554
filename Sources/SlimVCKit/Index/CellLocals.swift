/// The locals of the member function `CellFeedScan` walks, listed only once it may bind a
/// cell (`mayBindCells`): those bound before are found by going over its tokens up to there,
/// once. Listed in order, and named (hashed) only when a feed asks (`local`).
struct CellLocals: FileReading {
    let reader: CellTokens
    var file: SourceFile { reader.file }
    var tokens: UnsafeBufferPointer<Token> { reader.tokens }
    var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }
    var limit: Int { reader.limit }

    /// Where the member function walked begins (or the type's body, before any).
    private var start: Int
    /// Whether the member function walked may bind a cell; until then, nothing is listed.
    private(set) var mayBindCells = false
    /// The names it may bind to a cell.
    private(set) var cellNames = CellNames()
    /// Its locals, by their names' hashes, once asked for.
    private var table: [UInt64: CellLocal] = [:]
    /// Locals bound since `table` was last asked, in order.
    private var pending: [(name: Int, origin: CellLocal.Origin)] = []
    /// Its parameter list, and the one whose names are yet to list.
    private var functionParameters: (open: Int, close: Int)?
    private var parameters: (open: Int, close: Int)?
    /// The name of the local last bound.
    private var lastBound: Int?

    init(reader: CellTokens, start: Int) {
        self.reader = reader
        self.start = start
    }

    /// A member function's body begins at `open`, after its parameter list: its names
    /// whose types may be cells' make it bind cells.
    mutating func enter(_ open: Int, parameters: (open: Int, close: Int)?) {
        start = open
        mayBindCells = false
        functionParameters = parameters
        guard let parameters else { return }
        for colon in parameters.open + 2..<max(parameters.open + 2, parameters.close)
        where tokens[colon].kind == .colon && tokens[colon - 1].kind == .identifier && CellWords.mayBeCell(colon + 1, in: reader) {
            list(upTo: open)
            cellNames.insert(colon - 1, in: reader)
        }
    }

    /// The function walked may bind a cell from here: the locals bound before `end` (since
    /// its body began) are listed, once.
    mutating func list(upTo end: Int) {
        guard !mayBindCells else { return }
        mayBindCells = true
        if !table.isEmpty { table.removeAll(keepingCapacity: table.count < 64) }
        pending.removeAll(keepingCapacity: true)
        cellNames.removeAll()
        parameters = functionParameters
        lastBound = nil
        for index in start..<end where tokens[index].kind == .identifier {
            switch tokens[index].keyword {
            case .let, .var: bind(at: index)
            case .in: bindIn(at: index)
            default: break
            }
        }
    }

    /// A cast or a `Cell.self` argument at `index` may make a cell of the local last bound, if
    /// its value holds it (`let cell = tableView.dequeueReusableCell(…) as! FeedCell`).
    mutating func nameLastBound(before index: Int) {
        guard let name = lastBound, name + 1 < index, tokens[name + 1].kind == .equal else { return }
        cellNames.insert(name, in: reader)
    }

    /// Whether the name at `token` is one that may be bound to a cell.
    func namesCell(_ token: Int) -> Bool { cellNames.contains(token, in: reader) }

    /// Lists a local, to be named when a feed asks; one whose type may be a cell's is named.
    mutating func declare(_ name: Int, _ origin: CellLocal.Origin, mayBeCell: Bool = false) {
        pending.append((name, origin))
        lastBound = name
        if mayBeCell { cellNames.insert(name, in: reader) }
    }

    /// The local named by `hash`, once the locals bound so far are listed by name.
    mutating func local(_ hash: UInt64) -> CellLocal? {
        if let parameters {
            self.parameters = nil
            listParameters(parameters.open, parameters.close)
        }
        for (name, origin) in pending { table[WrittenNames.hash(bytes, tokens[name])] = CellLocal(name: name, origin: origin) }
        pending.removeAll(keepingCapacity: true)
        return table[hash]
    }

    /// Keeps what a local's origin tells, worked out once.
    mutating func keep(_ facts: CellLocal.Facts, of hash: UInt64) {
        table[hash]?.facts = facts
    }

    /// A parameter list's names and types, between its parentheses.
    private mutating func listParameters(_ open: Int, _ close: Int) {
        var start = open + 1
        var depth = 0
        for index in open + 1...close {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace { depth += 1 }
            if kind == .rightParen || kind == .rightBracket || kind == .rightBrace { depth -= 1 }
            guard depth < 0 || depth == 0 && kind == .comma else { continue }
            if let colon = (start..<index).first(where: { tokens[$0].kind == .colon }), colon > start, tokens[colon - 1].kind == .identifier {
                let end = (colon + 1..<index).first { tokens[$0].kind == .equal } ?? index
                if end > colon + 1 { table[WrittenNames.hash(bytes, tokens[colon - 1])] = CellLocal(name: colon - 1, origin: .typed(colon + 1, end - 1)) }
            }
            start = index + 1
        }
    }
}
