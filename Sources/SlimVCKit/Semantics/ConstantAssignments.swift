/// Assignments of a constant alone (`mode = .zoomed`, `level = -1`), which a write site
/// marks: what the code decides, not a value that arrived.
struct ConstantAssignments: FileReading {
    let file: SourceFile

    /// Whether the assignment at `equal` sets a constant alone, ending its line: a number
    /// (`-1` too), `true`, `false`, `nil`, or a case or static member by its shorthand
    /// (`.zoomed`), or the empty string (a field cleared). Not another string: a message set
    /// when data arrives (`error = "Upload failed"`) is what the data brought, shown.
    /// A step by a number (`revision += 1`, `index &-= 1`) is a counter the code moves: it
    /// carries nothing that arrived either.
    func setsConstant(at equal: Int, end: Int) -> Bool {
        let isStep = tokens[equal].kind == .op && (spells(equal, "+=") || spells(equal, "-=") || spells(equal, "&+=") || spells(equal, "&-="))
        guard tokens[equal].kind == .equal || isStep else { return false }
        let line = file.startLine(of: equal)
        var last = equal + 1
        while last < min(end, tokens.count), last <= equal + 3, file.startLine(of: last) == line,
              ![.semicolon, .rightBrace, .rightParen].contains(tokens[last].kind) { last += 1 }
        switch last - equal - 1 {
        case 1: return tokens[equal + 1].kind == .number
            || (!isStep && ([.true, .false, .nil].contains(tokens[equal + 1].keyword) || isEmptyString(equal + 1)))
        case 2: return !isStep && tokens[equal + 1].kind == .dot && tokens[equal + 2].kind == .identifier
            || tokens[equal + 1].kind == .op && spells(equal + 1, "-") && tokens[equal + 2].kind == .number
        default: return false
        }
    }

    /// `""`: a string literal with nothing between its quotes.
    private func isEmptyString(_ index: Int) -> Bool {
        tokens[index].kind == .string && tokens[index].end - tokens[index].start == 2
    }
}
