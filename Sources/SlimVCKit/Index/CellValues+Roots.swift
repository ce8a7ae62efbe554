/// What a value handed to a cell is (`CellFeed.Value`): constant, a callback, or data of
/// the row read from names (`item` of `"\(item.count) likes"`), which locals of the
/// function stand for as they were bound (`let title = item.title` reads `item`).
extension CellValues {
    /// A name a value reads, by its token, with what tells its type.
    struct RootRead {
        var name: Int
        var type: CellLocal.Source
        var readsMember: Bool
        var field: Int?
    }

    /// The value of `range`, handed to the cell bound at `cell` (a site's key): what that
    /// cell holds itself is no value from outside (`cell.textView.text.count`).
    mutating func value(of range: Range<Int>, handedTo cell: Int) -> CellFeed.Value {
        guard !range.isEmpty else { return .constant }
        if tokens[range.lowerBound].kind == .leftBrace { return .callback }
        if range.count == 1, tokens[range.lowerBound].keyword == .self { return .callback }
        if choosesConstants(range) { return .look }
        let roots = self.roots(in: range, depth: 0, firstOnly: false, besides: cell)
        guard !roots.isEmpty else { return .constant }
        var named: [FeedRoot] = []
        for root in roots { named.add(text(of: root.name), typeSource(root.type), readsMember: root.readsMember, field: root.field.map { text(of: $0) }) }
        return .data(roots: named, whole: wholeType(range, depth: 0).map(typeSource))
    }

    /// Whether a value reads no name of data.
    mutating func isConstant(_ range: Range<Int>, depth: Int) -> Bool {
        roots(in: range, depth: depth, firstOnly: true, besides: nil).isEmpty
    }

    /// The names a value reads data from: each name that starts a chain and is no member,
    /// label, type, function called or keyword; a local bound to a constant reads none, and
    /// one bound to a member of another name reads that name. The first alone, if asked.
    private mutating func roots(in range: Range<Int>, depth: Int, firstOnly: Bool, besides cell: Int?) -> [RootRead] {
        var roots: [RootRead] = []
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            guard tokens[index].kind == .identifier else { continue }
            let isMember = tokens[index].keyword == .self
            if isMember {
                guard index + 2 < range.upperBound, tokens[index + 1].kind == .dot, tokens[index + 2].kind == .identifier else { continue }
                index += 2
            } else if !startsChain(index, in: range) { continue }
            guard let root = root(named: index, in: range, isMember: isMember, depth: depth, besides: cell) else { continue }
            roots.append(root)
            if firstOnly { break }
        }
        return roots
    }

    /// A name that starts a chain of data: not a member (`.title`), a label (`title:`), a
    /// type (`Theme`), a function called (`format(…)`), a keyword or `$0`.
    private func startsChain(_ index: Int, in range: Range<Int>) -> Bool {
        guard tokens[index].keyword == .none else { return false }
        if index > range.lowerBound, tokens[index - 1].kind == .dot { return false }
        if index + 1 < range.upperBound {
            let next = tokens[index + 1].kind
            if next == .leftParen { return false }
            if next == .colon, index == range.lowerBound || tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma { return false }
        }
        let first = bytes[Int(tokens[index].start)]
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) || first == UInt8(ascii: "_") && tokens[index].end - tokens[index].start > 1
    }

    /// The root a name read at `name` stands for, nil for a constant local or `cell` itself.
    private mutating func root(named name: Int, in range: Range<Int>, isMember: Bool, depth: Int, besides cell: Int?) -> RootRead? {
        let field = CellValueShapes(reader: reader).member(after: name, in: range)
        let hash = WrittenNames.hash(bytes, tokens[name])
        guard !isMember, let bound = locals.local(hash) else {
            let isSubscripted = name + 1 < range.upperBound && tokens[name + 1].kind == .leftBracket
            return RootRead(name: name, type: isSubscripted ? .element(name) : .member(name), readsMember: field != nil, field: field)
        }
        guard bound.name != cell, let facts = facts(of: hash, depth: depth + 1), !facts.isConstant else { return nil }
        guard let read = facts.readFrom else { return RootRead(name: name, type: facts.type, readsMember: field != nil, field: field) }
        let readHash = WrittenNames.hash(bytes, tokens[read])
        let type = read > 0 && tokens[read - 1].kind == .dot || locals.local(readHash) == nil ? CellLocal.Source.member(read)
            : self.facts(of: readHash, depth: depth + 1)?.type ?? .unknown
        return RootRead(name: read, type: type, readsMember: true, field: CellValueShapes(reader: reader).member(after: read, in: read..<reader.limit))
    }

    /// Whether a value picks one of two constants by a condition (`item.isDone ? .green :
    /// .gray`, `isOn ? "On" : "Off"`), or one of a `switch`'s constants (`switch section {
    /// case 0: "active" default: "expired" }`): look chosen per row, no value shown.
    /// `depth` is the locals followed so far: a local picked in its own branches (`let
    /// title = isOn ? title : ""`) is followed no deeper than any other.
    mutating func choosesConstants(_ range: Range<Int>, depth: Int = 0) -> Bool {
        guard let choices = CellValueShapes(reader: reader).choices(of: range), !choices.isEmpty else { return false }
        return choices.allSatisfy { isConstant($0, depth: depth) }
    }
}
