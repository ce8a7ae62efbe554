/// What `CellFeedScan` reads of values through the locals of the function walked: a
/// local's facts (its type when written, what it is read from, whether it is constant), and
/// a handed value's (`CellFeed.Value`, in `CellValues+Roots`).
struct CellValues: FileReading {
    var locals: CellLocals
    var reader: CellTokens { locals.reader }
    var file: SourceFile { reader.file }
    var tokens: UnsafeBufferPointer<Token> { reader.tokens }
    var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }

    /// How many locals deep a value is followed (`let b = a`, `let c = b`): inputs are
    /// untrusted, and a chain of locals deeper than this reads as data of untold type.
    static let deepestLocal = 3

    /// The facts of the local named by `hash`, worked out once.
    mutating func facts(of hash: UInt64, depth: Int) -> CellLocal.Facts? {
        guard let local = locals.local(hash) else { return nil }
        if let facts = local.facts { return facts }
        guard depth < Self.deepestLocal else { return CellLocal.Facts() }
        let facts: CellLocal.Facts
        switch local.origin {
        case .opaque: facts = CellLocal.Facts()
        case .typed(let first, let last):
            facts = CellLocal.Facts(cell: CellWords.mayBeCell(first, in: reader) ? first..<last + 1 : nil, type: .written(first..<last + 1))
        case .annotated(let first):
            var end = first
            while end < reader.limit, end < first + 32, tokens[end].kind != .equal, !(end > first && beginsStatement(end)) { end += 1 }
            facts = end > first ? CellLocal.Facts(cell: CellWords.mayBeCell(first, in: reader) ? first..<end : nil, type: .written(first..<end),
                                                  isConstant: annotatedIsConstant(local.name, end: end, depth: depth)) : CellLocal.Facts()
        case .loop(let start):
            let sequence = wholeType(start..<reader.valueEnd(from: start, inCondition: true), depth: depth) ?? .unknown
            if case .member(let name) = sequence { facts = CellLocal.Facts(type: .element(name)) } else { facts = CellLocal.Facts(type: sequence) }
        case .value(let start, let inCondition):
            facts = valueFacts(start..<reader.valueEnd(from: start, inCondition: inCondition), depth: depth)
        }
        locals.keep(facts, of: hash)
        return facts
    }

    /// A local's value: cast, built, a generic dequeue's `Cell.self`, another name whole,
    /// a member of another name, or constant.
    private mutating func valueFacts(_ range: Range<Int>, depth: Int) -> CellLocal.Facts {
        guard !range.isEmpty else { return CellLocal.Facts() }
        if let cast = reader.topLevelCast(in: range) {
            return CellLocal.Facts(cell: CellWords.mayBeCell(cast.lowerBound, in: reader) ? cast : nil, type: .written(cast))
        }
        if let argument = reader.metatypeArgument(in: range) {
            return CellLocal.Facts(cell: CellWords.mayBeCell(argument, in: reader) ? argument..<argument + 1 : nil, type: .written(argument..<argument + 1))
        }
        if let built = reader.built(range) {
            return CellLocal.Facts(cell: CellWords.mayBeCell(built.lowerBound, in: reader) ? built : nil, type: .written(built), isConstant: isConstant(range, depth: depth))
        }
        if choosesConstants(range, depth: depth) { return CellLocal.Facts(isConstant: true) }
        if let whole = wholeType(range, depth: depth) { return CellLocal.Facts(type: whole) }
        if let root = CellValueShapes(reader: reader).memberRead(range) { return CellLocal.Facts(readFrom: root) }
        return CellLocal.Facts(type: CellValueShapes(reader: reader).isCall(range) ? .result : .unknown, isConstant: isConstant(range, depth: depth))
    }

    /// The type of a value handed whole: a type built (`FeedCellModel(item: item)`), or a
    /// name alone or subscripted (`item`, `self.items[row]`), whose own type tells.
    mutating func wholeType(_ range: Range<Int>, depth: Int) -> CellLocal.Source? {
        if let type = reader.built(range) { return .written(type) }
        var first = range.lowerBound
        if first + 2 < range.upperBound, tokens[first].keyword == .self, tokens[first + 1].kind == .dot { first += 2 }
        guard first < range.upperBound, tokens[first].kind == .identifier, tokens[first].keyword == .none else { return nil }
        var index = first + 1
        var isSubscripted = false
        while index < range.upperBound {
            if tokens[index].kind == .leftBracket, let close = matchingClose(index) {
                index = close + 1
                isSubscripted = true
            } else if isPostfixMark(index) { index += 1 } else { return nil }
        }
        let hash = WrittenNames.hash(bytes, tokens[first])
        if first == range.lowerBound, locals.local(hash) != nil {
            // A member read into a local (`let title = item.title`) is a field, not a value whole.
            guard let local = facts(of: hash, depth: depth + 1), local.readFrom == nil else { return nil }
            if isSubscripted, case .member(let name) = local.type { return .element(name) }
            return local.type
        }
        return isSubscripted ? .element(first) : .member(first)
    }

    /// Whether a local whose annotation ends at `end` holds a constant: its value one, or
    /// one picked among constants (`let status: String = indexPath.section == 0 ? "a" : "b"`),
    /// or, declared without a value, assigned only constants (`assignsConstantsOnly`).
    private mutating func annotatedIsConstant(_ name: Int, end: Int, depth: Int) -> Bool {
        guard end < reader.limit, tokens[end].kind == .equal else { return end < reader.limit && assignsConstantsOnly(name, from: end, depth: depth) }
        let value = end + 1..<reader.valueEnd(from: end + 1)
        return !value.isEmpty && (isConstant(value, depth: depth + 1) || choosesConstants(value, depth: depth + 1))
    }

    /// Whether a local declared without a value (`let image: UIImage?`) is assigned only
    /// constants in the block that declares it (`case .gear: image = UIImage(named: "gear")`):
    /// look chosen per case.
    private mutating func assignsConstantsOnly(_ name: Int, from start: Int, depth: Int) -> Bool {
        let values = CellValueShapes(reader: reader).assignments(to: name, from: start)
        return !values.isEmpty && values.allSatisfy { isConstant($0, depth: depth + 1) || choosesConstants($0, depth: depth + 1) }
    }

    /// `TypeSource` of a `CellLocal.Source`, with the names it spells.
    func typeSource(_ source: CellLocal.Source) -> TypeSource {
        switch source {
        case .written(let type): .written(text(type.lowerBound, type.upperBound - 1))
        case .member(let name): .member(text(of: name))
        case .element(let name): .element(text(of: name))
        case .result: .result
        case .unknown: .unknown
        }
    }
}
