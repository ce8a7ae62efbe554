/// A cell bound in data-source code: dequeued (`let cell = tableView.dequeueReusableCell(…)`)
/// or made there (`let cell = UITableViewCell(style: .default, reuseIdentifier: nil)`,
/// `ProfileCell()`), which counts like a dequeued one.
struct DataSourceCell {
    var name: String
    /// The call that gives the cell: what is set through it after counts.
    var after: Int
    /// Its type as written, when the statement names one: a cast (`as! FeedCell`), an
    /// annotation (`let cell: FeedCell =`), a `FeedCell.self` argument, or the type made.
    var type: String?
}

/// Finds the cells that data-source code dequeues or makes, and their types.
struct DataSourceCells: FileReading {
    let file: SourceFile

    /// Variables bound to a `dequeue…` call or to a cell made in `range`, in order.
    func cells(in range: Range<Int>) -> [DataSourceCell] {
        range.compactMap { index -> DataSourceCell? in
            guard tokens[index].kind == .identifier else { return nil }
            let made = isMadeCell(index)
            guard made || spells(index, prefix: "dequeue"),
                  let equal = (max(range.lowerBound, index - 40)..<index).last(where: { tokens[$0].kind == .equal }),
                  let name = boundName(before: equal) else { return nil }
            let type = annotatedType(before: equal) ?? (made ? text(of: index) : dequeuedType(at: index, before: range.upperBound))
            return DataSourceCell(name: name, after: index, type: type)
        }
    }

    /// `UITableViewCell(` or `FeedCell(`: a cell type's initializer called, not a member's.
    private func isMadeCell(_ index: Int) -> Bool {
        index + 1 < tokens.count && tokens[index + 1].kind == .leftParen && (index == 0 || tokens[index - 1].kind != .dot)
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[Int(tokens[index].start)]) && endsInCell(index)
    }

    /// Whether a name ends in `Cell`, as a cell type's does.
    private func endsInCell(_ index: Int) -> Bool {
        let end = Int(tokens[index].end)
        return end - Int(tokens[index].start) > 4 && bytes[(end - 4)..<end].elementsEqual("Cell".utf8)
    }

    /// The type a dequeue call at `index` names: its cast (`as! FeedCell`, `as? FeedCell`)
    /// or a `FeedCell.self` argument of a generic helper.
    private func dequeuedType(at index: Int, before limit: Int) -> String? {
        guard index + 1 < limit, tokens[index + 1].kind == .leftParen, let close = matchingClose(index + 1), close < limit else { return nil }
        var cast = close + 1
        if cast < limit, tokens[cast].keyword == .as {
            cast += 1
            if cast < limit, tokens[cast].kind == .op, spells(cast, "!") || spells(cast, "?") { cast += 1 }
            if cast < limit, tokens[cast].kind == .identifier { return text(cast, dottedNameEnd(from: cast, before: limit)) }
        }
        for position in (index + 2)..<close where tokens[position].keyword == .self && tokens[position - 1].kind == .dot
            && tokens[position - 2].kind == .identifier { return text(of: position - 2) }
        return nil
    }

    /// `let cell: FeedCell =` or `let cell: FeedCell? =`: the annotated type before `=`.
    private func annotatedType(before equal: Int) -> String? {
        var index = equal - 1
        if index > 0, tokens[index].kind == .op, isPostfixMark(index) { index -= 1 }
        guard index >= 2, tokens[index].kind == .identifier else { return nil }
        var first = index
        while first >= 2, tokens[first - 1].kind == .dot, tokens[first - 2].kind == .identifier { first -= 2 }
        guard first >= 2, tokens[first - 1].kind == .colon, tokens[first - 2].kind == .identifier else { return nil }
        return text(first, index)
    }

    /// `let cell =`, `guard let cell =`, `let cell: Cell =`, `cell =`: the name bound before `=`.
    private func boundName(before equal: Int) -> String? {
        if equal >= 2, tokens[equal - 1].kind == .identifier, tokens[equal - 2].kind != .colon,
           beginsStatement(equal - 1) { return text(of: equal - 1) }
        var index = equal - 1
        if index >= 2, tokens[index - 1].kind == .colon { index -= 2 }
        while index >= 1, tokens[index].kind != .identifier || tokens[index - 1].kind == .colon { index -= 1 }
        guard index >= 1, tokens[index].kind == .identifier,
              tokens[index - 1].keyword == .let || tokens[index - 1].keyword == .var else { return nil }
        return text(of: index)
    }
}
