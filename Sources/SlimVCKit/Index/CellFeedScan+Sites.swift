/// Where `CellFeedScan` finds feeds: a property of a cell set (`cell.item = item`,
/// `cell.titleLabel.text = title`), or a method of it or of its subview called with
/// something (`cell.configure(title: a, subtitle: b)`), through a local whose type is
/// written (`CellLocal.Facts.cell`) or a cast (`(cell as? FieldCell)?.field = field`).
extension CellFeedScan {
    /// `cell.item = …`, `cell.titleLabel?.text = …`.
    mutating func assignment(at equal: Int) {
        guard equal >= 3, tokens[equal - 2].kind == .dot, let target = reader.receiver(endingAt: equal - 1),
              let (cell, key, site) = cellType(of: target.root) else { return }
        let input: CellFeed.Input = target.count == 1 ? .property(text(of: target.first)) : .subview(text(of: target.first))
        let isLook = CellWords.isLook(target.first, in: reader) || target.count > 1 && CellWords.isLook(target.last, in: reader)
        let value = isLook ? CellFeed.Value.look : values.value(of: equal + 1..<reader.valueEnd(from: equal + 1), handedTo: key)
        sites.append(CellFeed(input: input, value: value), cell: cell, at: site, in: reader)
    }

    /// `cell.configure(title: a, subtitle: b)`: each argument a feed; `cell.iconView.setImage(…)`:
    /// one feed of the subview.
    mutating func call(at dot: Int) {
        let name = dot + 1
        guard dot >= 1, name + 2 < limit else { return }
        // `tableView.dequeue(FeedCell.self, for: indexPath)` may bind a cell.
        if tokens[name].keyword == .self {
            guard CellWords.mayBeCell(dot - 1, in: reader) else { return }
            values.locals.list(upTo: dot)
            return values.locals.nameLastBound(before: dot)
        }
        // A call handing a cell something is a statement of its own: one whose result is used
        // (`let height = cell.height(for: item)`, `title = service.title(for: row)`) asks.
        guard tokens[name].kind == .identifier, tokens[name + 1].kind == .leftParen, tokens[name + 2].kind != .rightParen,
              let target = reader.receiver(endingAt: dot - 1, isCallee: true), reader.isStatement(from: target.root),
              let (cell, key, site) = cellType(of: target.root), let close = matchingClose(name + 1), close < limit else { return }
        let isLook = CellWords.isLook(name, in: reader) || target.count > 0 && CellWords.isLook(target.first, in: reader)
        guard target.count == 0 else {
            // One argument is read without its label: a model handed whole to a subview's own
            // method (`cell.contentView.bind(model: vm)`) is the row's model reaching the cell.
            let arguments = reader.arguments(open: name + 1, close: close)
            let range = arguments.count == 1 ? arguments[0].value : name + 2..<close
            let value = isLook ? CellFeed.Value.look : values.value(of: range, handedTo: key)
            return sites.append(CellFeed(input: .subview(text(of: target.first)), value: value), cell: cell, at: site, in: reader)
        }
        let arguments = reader.arguments(open: name + 1, close: close)
        var signature = text(of: name)
        signature.reserveCapacity(signature.utf8.count + 2 + arguments.count * 8)
        signature += "("
        for argument in arguments { signature += argument.label.map { text(of: $0) + ":" } ?? "_:" }
        signature += ")"
        for (position, argument) in arguments.enumerated() {
            let value = isLook ? CellFeed.Value.look : values.value(of: argument.value, handedTo: key)
            sites.append(CellFeed(input: .argument(signature, position), value: value), cell: cell, at: site, in: reader)
        }
    }

    /// The cell type a chain's root is known to be, where the cell is bound (`key`: a local
    /// whose type is written, or a cast), and the site's key: one for each cast of one local
    /// to one type (`(cell as? FieldCell)?.title = …; (cell as? FieldCell)?.hint = …`).
    private mutating func cellType(of root: CellTokens.Root) -> (cell: Range<Int>, key: Int, site: UInt64)? {
        switch root {
        case .cast(let open, let type):
            guard tokens[open + 1].kind == .identifier, let local = values.locals.local(WrittenNames.hash(bytes, tokens[open + 1])) else {
                return (type, open, UInt64(open))
            }
            return (type, open, UInt64(local.name) | (WrittenNames.hash(bytes, tokens[type.upperBound - 1]) | 1) << 32)
        case .local(let name):
            let first = bytes[Int(tokens[name].start)]
            guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) || first == UInt8(ascii: "_"), values.locals.namesCell(name) else { return nil }
            let hash = WrittenNames.hash(bytes, tokens[name])
            guard let cell = values.facts(of: hash, depth: 0)?.cell, let local = values.locals.local(hash) else { return nil }
            return (cell, local.name, UInt64(local.name))
        }
    }
}

/// The sites a type's code makes, in order, each found again by its key.
struct CellSites {
    private(set) var sites: [CellSite] = []
    /// Where each site's cell is bound, by the site's position.
    private var keys = SmallHashes()

    /// Adds a feed to the site of a cell bound at `key` (a local's name, a cast's), of the
    /// type written at `cell`, made at its first feed.
    mutating func append(_ feed: CellFeed, cell: Range<Int>, at key: UInt64, in reader: CellTokens) {
        if let site = keys.position(of: key) { return sites[site].feeds.append(feed) }
        keys.insert(key)
        sites.append(CellSite(cell: reader.text(cell.lowerBound, cell.upperBound - 1), feeds: [feed]))
    }
}

/// What of a file's declarations `CellFeedScan` walks by: its member functions' bodies
/// (where locals begin anew) and the names of its types' properties (no locals).
struct CellFeedMembers {
    struct Body {
        var open: Int
        /// The function's name, when it takes parameters (a function, an initializer, a subscript).
        var name: Int?
    }

    /// In order.
    let bodies: [Body]
    let properties: [Int]

    init(of file: SourceFile) {
        let functions = file.structure.functions
        var bodies: [Body] = []
        bodies.reserveCapacity(functions.count)
        for position in functions.indices where !functions[position].isLocal {
            guard let open = functions[position].span.open else { continue }
            let kind = functions[position].kind
            bodies.append(Body(open: open, name: kind == .func || kind == .`init` || kind == .subscript ? functions[position].span.name : nil))
        }
        self.bodies = bodies
        let declared = file.structure.properties
        var properties: [Int] = []
        properties.reserveCapacity(declared.count)
        for position in declared.indices where !declared[position].isLocal { properties.append(declared[position].span.name) }
        self.properties = properties
    }

    /// The parameter list of the function whose body is `body`, between its parentheses.
    func parameters(of body: Body, in reader: CellTokens) -> (open: Int, close: Int)? {
        guard let name = body.name else { return nil }
        var index = name + 1
        while index < body.open, reader.tokens[index].kind != .leftParen { index += 1 }
        guard index < body.open, let close = reader.matchingClose(index), close < body.open else { return nil }
        return (index, close)
    }
}
