/// Where a view names a networking API without sending anything: the type of a property or
/// a parameter (`let session: URLSession`, `session: URLSession`) and the making of a
/// session (`session = URLSession(configuration: c)`). The name that keeps it is noted, and
/// a call through that name (`session.data(for: request)`) is the use that sends.
struct NetworkingKeepers: FileReading {
    let file: SourceFile

    /// What the API named at `index` is: a use that sends (nil), or one that keeps it, with
    /// the keeping name's token if it has one (-1 where none is written).
    func keeper(at index: Int) -> Int? {
        guard index > 0 else { return nil }
        let before = tokens[index - 1]
        // `session: URLSession`, `-> URLSession`, `[URLSession]`: a type, which sends nothing.
        if before.kind == .colon { return index >= 2 && tokens[index - 2].kind == .identifier ? index - 2 : -1 }
        if before.kind == .op, spells(index - 1, "->") { return -1 }
        let kept = before.kind == .equal && index >= 2 && tokens[index - 2].kind == .identifier ? index - 2 : -1
        // `URLSession(configuration: c)` makes a session; `URLSession(…).dataTask(…)` uses one.
        let end = chainEnd(from: index)
        guard end + 1 < tokens.count, tokens[end + 1].kind == .leftParen, let close = file.matchingClose(end + 1) else {
            // `session = URLSession.shared` keeps the shared session, calling nothing.
            return kept >= 0 && (end + 1 >= tokens.count || tokens[end + 1].kind != .leftBrace) ? kept : nil
        }
        guard end == index else { return nil }
        return close + 1 < tokens.count && tokens[close + 1].kind == .dot ? nil : kept
    }

    /// Whether the identifier at `index` is a call through a keeping name (`session.data(…)`,
    /// `self.session.dataTask(…)`): the name, then a member called.
    func callsThrough(_ keepers: NameSet, at index: Int) -> Bool {
        guard index + 3 < tokens.count, tokens[index + 1].kind == .dot, tokens[index + 2].kind == .identifier,
              tokens[index + 3].kind == .leftParen || tokens[index + 3].kind == .leftBrace,
              index == 0 || tokens[index - 1].kind != .dot || (index >= 2 && tokens[index - 2].keyword == .self) else { return false }
        return keepers.contains(index, in: file)
    }
}
