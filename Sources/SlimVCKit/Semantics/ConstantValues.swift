/// Which values of a scope are constant look rather than data: literals, `nil`, implicit
/// members (`.none`), static members and calls with constant arguments (`UIColor.red`,
/// `Theme.background`, `UIFont.systemFont(ofSize: 12)`, `makeSelectedBackground()`), and locals bound
/// to one (`let theme = ThemeService.shared.theme`), and what the cell itself holds.
/// Anything else, a name of the row (`item.title`, `indexPath.row`) or of the controller,
/// is data.
struct ConstantValues: FileReading {
    let file: SourceFile
    /// The scope whose `let`s may name a constant (a data-source function's body).
    let scope: Range<Int>
    /// The cells of the scope, whose own values are no row's data
    /// (`cell.textLabel?.font.pointSize`).
    var cells: Set<String> = []

    /// The end (exclusive) of the value that begins at `start`: the statement's end, a
    /// `;`, or the close of the block around it.
    func valueEnd(from start: Int) -> Int {
        var index = start
        while index < scope.upperBound {
            let kind = tokens[index].kind
            if kind == .semicolon || kind == .rightBrace || kind == .rightParen || kind == .rightBracket { return index }
            if index > start, kind != .dot, kind != .op, kind != .leftBrace, beginsStatement(index) { return index }
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace {
                guard let close = matchingClose(index), close < scope.upperBound else { return scope.upperBound }
                index = close
            }
            index += 1
        }
        return scope.upperBound
    }

    /// Whether the tokens of `range` name no data: each name is a member after a dot, an
    /// argument's label, a type, a literal keyword or a local bound to a constant. No
    /// tokens (a call's empty arguments) name none.
    func isConstant(_ range: Range<Int>, depth: Int = 0) -> Bool {
        for index in range {
            switch tokens[index].kind {
            case .leftBrace, .backslash, .unknown: return false
            case .identifier: if !isConstantName(at: index, in: range, depth: depth) { return false }
            default: continue
            }
        }
        return true
    }

    private func isConstantName(at index: Int, in range: Range<Int>, depth: Int) -> Bool {
        switch tokens[index].keyword {
        case .true, .false, .nil, .as, .is, .try, .Self: return true
        case .self, .super: return false
        default: break
        }
        if index > range.lowerBound, tokens[index - 1].kind == .dot { return true }
        // A function's name (`makeSelectedBackground()`): its arguments, read on, tell.
        if index + 1 < range.upperBound, tokens[index + 1].kind == .leftParen { return true }
        if isLabel(index, in: range) || isNamedType(index) { return true }
        return depth == 0 && (cells.contains(text(of: index)) || isBoundConstant(index))
    }

    /// `ofSize` in `(ofSize: 12)`: a label after `(` or `,`, before `:`.
    private func isLabel(_ index: Int, in range: Range<Int>) -> Bool {
        index > range.lowerBound && index + 1 < range.upperBound && tokens[index + 1].kind == .colon
            && (tokens[index - 1].kind == .leftParen || tokens[index - 1].kind == .comma)
    }

    /// A type's name: it begins with a capital letter (`UIColor`, `Theme`, `L10n`).
    private func isNamedType(_ index: Int) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[Int(tokens[index].start)])
    }

    /// A `let` of the scope, before `index`, whose value is constant (`let theme = Theme.current`).
    private func isBoundConstant(_ index: Int) -> Bool {
        var position = index
        while position > scope.lowerBound + 1 {
            position -= 1
            guard tokens[position].kind == .identifier, tokens[position - 1].keyword == .let,
                  position + 2 < scope.upperBound, tokens[position + 1].kind == .equal,
                  text(of: position) == text(of: index) else { continue }
            return isConstant(position + 2..<valueEnd(from: position + 2), depth: 1)
        }
        return false
    }
}
