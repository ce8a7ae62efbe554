/// How `CellLocals` lists a function's locals: `let` and `var`, `for … in`, a closure's
/// parameters; and which of them may be cells.
extension CellLocals {
    /// `let name = …`, `var name: T = …`, `guard let name = …`, `case let name as T`.
    mutating func bind(at keyword: Int) {
        let name = keyword + 1
        guard name + 2 < limit else { return }
        if tokens[name].kind == .leftParen { return declareAll(in: name..<(matchingClose(name) ?? name)) }
        guard tokens[name].kind == .identifier, tokens[name].keyword == .none else { return }
        let before = keyword > 0 ? tokens[keyword - 1] : tokens[keyword]
        let inCondition = before.keyword == .if || before.keyword == .guard || before.keyword == .while || before.kind == .comma
        switch tokens[name + 1].kind {
        case .equal:
            let built = tokens[name + 3].kind == .leftParen || tokens[name + 3].kind == .dot
            declare(name, .value(name + 2, inCondition: inCondition), mayBeCell: built && CellWords.mayBeCell(name + 2, in: reader))
        case .colon: declare(name, .annotated(name + 2), mayBeCell: CellWords.mayBeCell(name + 2, in: reader))
        case .identifier where tokens[name + 1].keyword == .as:
            let type = tokens[name + 2].kind == .op ? name + 3 : name + 2
            guard type < limit, tokens[type].kind == .identifier else { return }
            declare(name, .typed(type, dottedNameEnd(from: type, before: limit)), mayBeCell: CellWords.mayBeCell(type, in: reader))
        // `if let cell {` keeps the binding it unwraps.
        case .leftBrace, .comma: if !inCondition { declare(name, .opaque) }
        default: if tokens[name + 1].keyword != .else { declare(name, .opaque) }
        }
    }

    /// `for item in items`, or a closure's parameters: `{ tableView, indexPath, item in`.
    mutating func bindIn(at index: Int) {
        var position = index - 1
        while position > index - 64, position > 0 {
            switch tokens[position].kind {
            case .identifier where tokens[position].keyword == .for:
                if index - position == 2 || index - position == 3 && (tokens[position + 1].keyword == .let || tokens[position + 1].keyword == .var) {
                    declare(index - 1, .loop(index + 1))
                } else { declareAll(in: position + 1..<index) }
                return
            case .leftBrace: return closureParameters(position + 1..<index)
            case .rightBrace, .semicolon, .equal: return
            default: position -= 1
            }
        }
    }

    /// A closure's parameters, after its capture list: typed when written `(name: T)`.
    private mutating func closureParameters(_ signature: Range<Int>) {
        var index = signature.lowerBound
        if index < signature.upperBound, tokens[index].kind == .leftBracket { index = (matchingClose(index) ?? index) + 1 }
        while index < signature.upperBound, tokens[index].kind != .arrow {
            if tokens[index].kind == .identifier, tokens[index].keyword == .none, index == 0 || tokens[index - 1].kind != .colon {
                if index + 2 < signature.upperBound, tokens[index + 1].kind == .colon, tokens[index + 2].kind == .identifier {
                    declare(index, .typed(index + 2, dottedNameEnd(from: index + 2, before: signature.upperBound)), mayBeCell: CellWords.mayBeCell(index + 2, in: reader))
                } else { declare(index, .opaque) }
            }
            index += 1
        }
    }

    /// Each name in a pattern (`let (a, b)`, `for (index, item) in`): locals of types untold.
    private mutating func declareAll(in range: Range<Int>) {
        for index in range where tokens[index].kind == .identifier && tokens[index].keyword == .none { declare(index, .opaque) }
    }
}
