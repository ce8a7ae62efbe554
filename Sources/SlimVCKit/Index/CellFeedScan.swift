/// Finds what a type's code hands the cells it binds (`CellSite`), visited token by token
/// from `WriteScan`'s walk of the type's body, the index's one pass over it: which locals
/// are cells (a dequeue cast, an annotation, a parameter, a cell built), then what is set
/// on them or handed to their methods. Most functions bind no cell, and cost a glance at
/// each token: only once one may (`CellLocals.mayBindCells`) are its locals listed and its
/// feeds looked for; a local's value is read only when a feed asks.
struct CellFeedScan: FileReading {
    var values: CellValues
    var reader: CellTokens { values.reader }
    var file: SourceFile { reader.file }
    var tokens: UnsafeBufferPointer<Token> { reader.tokens }
    var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }
    var limit: Int { reader.limit }
    /// The file's member functions' bodies and properties, and the first of each not passed.
    private let members: CellFeedMembers
    private var nextBody: Int
    private var nextProperty: Int
    var sites = CellSites()

    init(file: SourceFile, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, members: CellFeedMembers, body: Range<Int>) {
        let reader = CellTokens(file: file, tokens: tokens, bytes: bytes, limit: body.upperBound)
        values = CellValues(locals: CellLocals(reader: reader, start: body.lowerBound))
        self.members = members
        nextBody = members.bodies.firstPosition { $0.open > body.lowerBound }
        nextProperty = members.properties.firstPosition { $0 > body.lowerBound }
    }

    /// Reads the `=` or `.` at `index`, met in the walk of the type's own body.
    @inline(__always) mutating func visit(operator index: Int) {
        if tokens[index].kind == .equal {
            if values.locals.mayBindCells { assignment(at: index) }
        } else if values.locals.mayBindCells || tokens[index + 1].keyword == .self { call(at: index) }
    }

    /// Reads the `{` at `index`: a member function's body may begin.
    @inline(__always) mutating func visit(brace index: Int) {
        while nextBody < members.bodies.count, members.bodies[nextBody].open < index { nextBody += 1 }
        guard nextBody < members.bodies.count, members.bodies[nextBody].open == index else { return }
        values.locals.enter(index, parameters: members.parameters(of: members.bodies[nextBody], in: reader))
    }

    /// Reads the keyword at `index`: `let`, `var`, `in` or `as`.
    mutating func visit(keyword index: Int) {
        switch tokens[index].keyword {
        case .let, .var:
            guard !declaresProperty(at: index) else { break }
            if values.locals.mayBindCells || bindsCell(at: index) { values.locals.bind(at: index) }
        case .in: if values.locals.mayBindCells || closureMayBindCell(at: index) { values.locals.bindIn(at: index) }
        case .as:
            guard CellWords.castMayBeCell(index, in: reader) else { break }
            values.locals.list(upTo: index)
            values.locals.nameLastBound(before: index)
        default: break
        }
    }

    /// Whether the `let` or `var` at `keyword` declares a property of a type, not a local.
    private mutating func declaresProperty(at keyword: Int) -> Bool {
        while nextProperty < members.properties.count, members.properties[nextProperty] <= keyword { nextProperty += 1 }
        return nextProperty < members.properties.count && members.properties[nextProperty] == keyword + 1
    }

    /// Whether the binding at `keyword` may make a cell (`let cell: FeedCell`, `let cell =
    /// FeedCell(…)`, `case let cell as FeedCell`): then the locals bound before it are listed.
    private mutating func bindsCell(at keyword: Int) -> Bool {
        let name = keyword + 1
        guard name + 3 < limit, tokens[name].kind == .identifier else { return false }
        let type: Int
        switch tokens[name + 1].kind {
        case .colon: type = name + 2
        case .equal where tokens[name + 3].kind == .leftParen || tokens[name + 3].kind == .dot: type = name + 2
        case .identifier where tokens[name + 1].keyword == .as: type = tokens[name + 2].kind == .op ? name + 3 : name + 2
        default: return false
        }
        guard CellWords.mayBeCell(type, in: reader) else { return false }
        values.locals.list(upTo: keyword)
        return true
    }

    /// Whether the closure whose parameters end at the `in` at `index` may be handed a cell
    /// (`{ (cell: FeedCell) in`): then the locals bound before it are listed.
    private mutating func closureMayBindCell(at index: Int) -> Bool {
        var position = index - 1
        var typesCell = false
        while position > max(0, index - 64) {
            switch tokens[position].kind {
            case .leftBrace:
                guard typesCell else { return false }
                values.locals.list(upTo: index)
                return true
            case .rightBrace, .semicolon, .equal: return false
            case .colon: typesCell = typesCell || CellWords.mayBeCell(position + 1, in: reader)
            default: break
            }
            position -= 1
        }
        return false
    }
}
