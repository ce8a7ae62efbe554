/// Where a view names a networking API without sending anything: a type (a property's, a
/// local's, a parameter's or a result's: `let session: URLSession`, `session: URLSession`)
/// and the making of a session (`session = URLSession(configuration: c)`). The name that keeps it is noted, and
/// a call through that name (`session.data(for: request)`) is the use that sends.
struct NetworkingKeepers: FileReading {
    let file: SourceFile

    /// What the API named at `index` is: a use that sends (nil), or one that keeps it, with
    /// the keeping name's token if it has one (-1 where none is written).
    func keeper(at index: Int) -> Int? {
        guard index > 0 else { return nil }
        if let kept = typeKeeper(at: index) { return kept }
        let before = tokens[index - 1]
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

    /// The API named as a type, which sends nothing: a parameter's or a result's
    /// (`session: URLSession`, `-> URLSession`), a property's (`let session: URLSession`,
    /// `[String: URLSession]`), a local's, or a cast's (`as? URLSession`). The keeping name
    /// where the type is the API itself, else -1; nil where it is no type.
    private func typeKeeper(at index: Int) -> Int? {
        let before = tokens[index - 1]
        let named = before.kind == .colon && index >= 2 && tokens[index - 2].kind == .identifier ? index - 2 : -1
        if before.keyword == .is || before.keyword == .as
            || (before.kind == .op && index >= 2 && tokens[index - 2].keyword == .as) { return -1 }
        if structure.functions.contains(where: { $0.span.name < index && index < ($0.span.open ?? $0.span.last + 1) }) { return named }
        if let property = structure.properties.first(where: { $0.span.name < index && index <= $0.span.last }),
           !(property.span.name..<index).contains(where: { tokens[$0].kind == .equal || tokens[$0].kind == .leftBrace }) {
            let written = property.typeText.map { $0.filter { !$0.isWhitespace }.trimmingCharacters(in: ["?", "!"]) }
            return written == file.text(of: index) ? property.span.name : -1
        }
        // A local's: `let session: URLSession`.
        return named >= 0 && index >= 3 && [.let, .var].contains(tokens[index - 3].keyword) ? named : nil
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
