/// A local of the member function `CellFeedScan` walks, and where its type or value is
/// written (`CellLocals`).
struct CellLocal {
    var name: Int
    var origin: Origin
    var facts: Facts?

    init(name: Int, origin: Origin) {
        self.name = name
        self.origin = origin
    }

    enum Origin {
        /// `let name = value`, the value's first token; in an `if` or `guard` condition, a
        /// `,`, a `{` or `else` ends it.
        case value(Int, inCondition: Bool)
        /// `name: Type`, the type's first and last tokens.
        case typed(Int, Int)
        /// `let name: Type = …`, the type's first token.
        case annotated(Int)
        /// `for name in sequence`, the sequence's first token.
        case loop(Int)
        /// A closure's parameter, a name in a pattern.
        case opaque
    }

    /// What its origin tells, read when a feed first asks (`CellValues.facts`).
    struct Facts {
        /// Its type as written, when a cell may be it: a parameter's or annotation's type,
        /// a cast (`as! FeedCell`), a type built, a `FeedCell.self` argument.
        var cell: Range<Int>?
        var type: Source = .unknown
        var isConstant = false
        /// The name it reads a member of (`item` of `let title = item.title`), by its token.
        var readFrom: Int?
    }

    /// `TypeSource` by tokens, until a feed is kept: written (a type's tokens), a property of
    /// the type walked or an element of one (its name's token), or untold.
    enum Source {
        case written(Range<Int>)
        case member(Int)
        case element(Int)
        case result
        case unknown
    }
}

/// The names, by their tokens, that the member function `CellFeedScan` walks may bind to a
/// cell: a parameter, a cast, an annotation or a type built that may be one, a `Cell.self`
/// argument. Compared by their bytes while few, by their hashes past `SmallHashes.few`.
struct CellNames {
    private var names: [Int] = []
    private var hashes: Set<UInt64>?

    var isEmpty: Bool { names.isEmpty }

    mutating func insert(_ token: Int, in reader: CellTokens) {
        names.append(token)
        if hashes != nil {
            hashes?.insert(WrittenNames.hash(reader.bytes, reader.tokens[token]))
        } else if names.count > SmallHashes.few {
            hashes = Set(names.map { WrittenNames.hash(reader.bytes, reader.tokens[$0]) })
        }
    }

    /// Whether the name at `token` is one of them.
    func contains(_ token: Int, in reader: CellTokens) -> Bool {
        let tokens = reader.tokens
        let bytes = reader.bytes
        if let hashes { return hashes.contains(WrittenNames.hash(bytes, tokens[token])) }
        let start = Int(tokens[token].start)
        let length = Int(tokens[token].end) - start
        return names.contains { name in
            let other = Int(tokens[name].start)
            guard Int(tokens[name].end) - other == length else { return false }
            for offset in 0..<length where bytes[start + offset] != bytes[other + offset] { return false }
            return true
        }
    }

    mutating func removeAll() {
        names.removeAll(keepingCapacity: names.count <= SmallHashes.few)
        hashes = nil
    }
}

/// Hashes in the order inserted, searched one by one while few and through a dictionary
/// past `few`: most types bind a cell or two, and a hostile one binds thousands.
struct SmallHashes {
    private var list: [UInt64] = []
    private var positions: [UInt64: Int]?
    static let few = 16

    mutating func insert(_ value: UInt64) {
        list.append(value)
        if positions != nil {
            if positions?[value] == nil { positions?[value] = list.count - 1 }
        } else if list.count > Self.few {
            positions = Dictionary(list.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Where `value` was first inserted.
    func position(of value: UInt64) -> Int? {
        if let positions { return positions[value] }
        return list.firstIndex(of: value)
    }
}
