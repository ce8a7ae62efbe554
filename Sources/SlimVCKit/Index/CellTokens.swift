/// A type's body as `CellFeedScan` reads it, keeping nothing: where a value ends, a cast
/// or a type built that ends it, a generic dequeue's `Cell.self`, and which names may be a
/// cell or are look.
struct CellTokens: FileReading {
    let file: SourceFile
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    /// The end of the type's body, which no value read passes.
    let limit: Int

    /// A type built by the whole value (`FeedCell(style: .default, reuseIdentifier: nil)`,
    /// `Model.init(…)`, with a trailing closure or none): the type's tokens.
    func built(_ range: Range<Int>) -> Range<Int>? {
        let first = range.lowerBound
        guard tokens[first].kind == .identifier, tokens[first].keyword == .none, startsUppercase(first) else { return nil }
        let last = dottedNameEnd(from: first, before: range.upperBound)
        var open = last + 1
        if open + 1 < range.upperBound, tokens[open].kind == .dot, tokens[open + 1].keyword == .`init` { open += 2 }
        guard open < range.upperBound, tokens[open].kind == .leftParen || tokens[open].kind == .leftBrace,
              var close = matchingClose(open) else { return nil }
        if tokens[open].kind == .leftParen, close + 1 < range.upperBound, tokens[close + 1].kind == .leftBrace { close = matchingClose(close + 1) ?? close }
        return close + 1 == range.upperBound ? first..<last + 1 : nil
    }

    /// `… as! FeedCell`, `… as? FeedCell`, `… as FeedCell` ending the value: the type's tokens.
    func topLevelCast(in range: Range<Int>) -> Range<Int>? {
        var index = range.lowerBound
        while index < range.upperBound {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let close = matchingClose(index) {
                index = close + 1
                continue
            }
            if tokens[index].keyword == .as {
                var type = index + 1
                if type < range.upperBound, tokens[type].kind == .op { type += 1 }
                guard type < range.upperBound, tokens[type].kind == .identifier else { return nil }
                let last = dottedNameEnd(from: type, before: range.upperBound)
                return last + 1 == range.upperBound ? type..<last + 1 : nil
            }
            index += 1
        }
        return nil
    }

    /// `FeedCell` of `tableView.dequeue(FeedCell.self, for: indexPath)`: a generic helper's
    /// metatype argument, in the value's last call.
    func metatypeArgument(in range: Range<Int>) -> Int? {
        guard range.count >= 4, tokens[range.upperBound - 1].kind == .rightParen else { return nil }
        for index in range.lowerBound + 2..<range.upperBound where tokens[index].keyword == .self && tokens[index - 1].kind == .dot {
            let name = index - 2
            if tokens[name].kind == .identifier, startsUppercase(name),
               tokens[name - 1].kind == .leftParen || tokens[name - 1].kind == .comma || tokens[name - 1].kind == .colon { return name }
        }
        return nil
    }

    /// The end (exclusive) of the value starting at `start`: the statement's end, or in a
    /// condition, a `,`, a `{`, `else` or `where`.
    func valueEnd(from start: Int, inCondition: Bool = false) -> Int {
        var index = start
        var conditions = TernaryColons()
        while index < limit {
            let kind = tokens[index].kind
            if kind == .semicolon || kind == .rightBrace || kind == .rightParen || kind == .rightBracket { return index }
            if inCondition, kind == .comma || kind == .leftBrace || tokens[index].keyword == .else || tokens[index].keyword == .where { return index }
            if !conditions.follows(index, in: self), index > start, kind != .dot, kind != .op, kind != .leftBrace, beginsStatement(index) { return index }
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
                guard let close = matchingClose(index), close < limit else { return limit }
                index = close
            }
            index += 1
        }
        return limit
    }

    func startsUppercase(_ index: Int) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[Int(tokens[index].start)])
    }
}
