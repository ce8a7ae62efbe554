/// The shapes of values `CellValues` reads, told from their tokens alone: a chain of
/// members, a member read, a choice between two branches, and the values assigned to a
/// local declared without one.
struct CellValueShapes: FileReading {
    let reader: CellTokens
    var file: SourceFile { reader.file }
    var tokens: UnsafeBufferPointer<Token> { reader.tokens }
    var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }

    /// The two branches of a condition that is the whole value (`isOn ? "On" : "Off"`).
    func branches(of range: Range<Int>) -> (Range<Int>, Range<Int>)? {
        guard let question = topLevel(in: range, where: { tokens[$0].kind == .op && !isPostfixMark($0) && spells($0, "?") }),
              let colon = topLevel(in: question + 1..<range.upperBound, where: { tokens[$0].kind == .colon }),
              colon > question + 1, colon + 1 < range.upperBound else { return nil }
        return (question + 1..<colon, colon + 1..<range.upperBound)
    }

    /// The values a value that is a choice picks among: a condition's two branches, or a
    /// `switch`'s cases.
    func choices(of range: Range<Int>) -> [Range<Int>]? {
        if let values = switchValues(of: range) { return values }
        return branches(of: range).map { [$0.0, $0.1] }
    }

    /// The values of a `switch` that is the whole value (`switch indexPath.section { case 0:
    /// "active" default: "expired" }`): what follows each case's `:`.
    func switchValues(of range: Range<Int>) -> [Range<Int>]? {
        guard tokens[range.lowerBound].keyword == .switch, let open = range.first(where: { tokens[$0].kind == .leftBrace }),
              let close = matchingClose(open), close + 1 == range.upperBound else { return nil }
        var (values, index, start) = ([Range<Int>](), open + 1, Int?.none)
        while index < close {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let end = matchingClose(index) {
                index = end + 1
                continue
            }
            if tokens[index].keyword == .case || spells(index, "default") {
                if let start { values.append(start..<index) }
                start = nil
            } else if kind == .colon, start == nil { start = index + 1 }
            index += 1
        }
        if let start { values.append(start..<close) }
        return values
    }

    /// The values assigned to the local named at `name` from `start` to the end of the
    /// block that declares it (`image = UIImage(named: "a")` in a `switch`'s cases).
    func assignments(to name: Int, from start: Int) -> [Range<Int>] {
        let hash = WrittenNames.hash(bytes, tokens[name])
        var (index, nesting, values) = (start, 0, [Range<Int>]())
        while index + 1 < reader.limit, nesting >= 0 {
            switch tokens[index].kind {
            case .leftBrace: nesting += 1
            case .rightBrace: nesting -= 1
            case .identifier where tokens[index + 1].kind == .equal && tokens[index - 1].kind != .dot
                && WrittenNames.hash(bytes, tokens[index]) == hash:
                values.append(index + 2..<reader.valueEnd(from: index + 2))
            default: break
            }
            index += 1
        }
        return values
    }

    /// The name a value reads a member of, when it is a chain of members and nothing else
    /// (`item.title`, `self.viewModel.title`): not a call's result (`viewModel.title(at: row)`).
    func memberRead(_ range: Range<Int>) -> Int? {
        var first = range.lowerBound
        if first + 2 < range.upperBound, tokens[first].keyword == .self, tokens[first + 1].kind == .dot { first += 2 }
        guard first + 2 < range.upperBound, tokens[first].kind == .identifier, tokens[first].keyword == .none,
              !reader.startsUppercase(first) else { return nil }
        for index in first + 1..<range.upperBound {
            guard tokens[index].kind == .dot || tokens[index].kind == .identifier && tokens[index - 1].kind == .dot || isPostfixMark(index) else { return nil }
        }
        return first
    }

    /// Whether a value is a call's result (`formatter.parts(date)`, `viewModel.row(at: row)`).
    func isCall(_ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let kind = tokens[index].kind
            guard kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let close = matchingClose(index) else {
                index += 1
                continue
            }
            if close + 1 >= range.upperBound { return kind == .leftParen && index > range.lowerBound && tokens[index - 1].kind == .identifier }
            index = close + 1
        }
        return false
    }

    /// The first token of `range` outside brackets that `matches`.
    private func topLevel(in range: Range<Int>, where matches: (Int) -> Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
                guard let close = matchingClose(index) else { return nil }
                index = close + 1
                continue
            }
            if matches(index) { return index }
            index += 1
        }
        return nil
    }

    /// The member of the name at `name` that is read (`title` of `item.title`, `item?.title`,
    /// `groups[section].title`), not called; nil for none.
    func member(after name: Int, in range: Range<Int>) -> Int? {
        var dot = name + 1
        while dot < range.upperBound, tokens[dot].kind == .leftBracket, let close = matchingClose(dot) { dot = close + 1 }
        if dot < range.upperBound, isPostfixMark(dot) { dot += 1 }
        guard dot + 1 < range.upperBound, tokens[dot].kind == .dot, tokens[dot + 1].kind == .identifier else { return nil }
        return dot + 2 >= range.upperBound || tokens[dot + 2].kind != .leftParen ? dot + 1 : nil
    }
}

/// The `:` of conditions (`isOn ? "On" : "Off"`) met while `CellTokens.valueEnd` reads a
/// value: what follows one continues the value, as what follows a `case` label does not.
struct TernaryColons {
    private var open = 0
    private var afterColon = false

    /// Whether the token at `index` follows a condition's `:`; told each token in order.
    mutating func follows(_ index: Int, in reader: CellTokens) -> Bool {
        let follows = afterColon
        afterColon = reader.tokens[index].kind == .colon && open > 0
        if afterColon {
            open -= 1
        } else if reader.tokens[index].kind == .op, !reader.isPostfixMark(index), reader.spells(index, "?") { open += 1 }
        return follows
    }
}
