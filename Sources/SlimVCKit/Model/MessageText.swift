/// Keeps a message under `limit` characters (rulebook, "Messages and symbols"): quotes of
/// code are shortened with `…`, lists of names end with how many more there are.
enum MessageText {
    /// Every message of every rule stays shorter than this.
    static let limit = 200

    /// A quote of at most `length` characters: a longer one keeps its start and end with
    /// `…` between, so that a reader still finds it in the code.
    static func shortened(_ quote: String, to length: Int = 60) -> String {
        guard quote.utf8.count > length, quote.count > length else { return quote }
        let head = (length - 1) / 2
        return String(quote.prefix(head)) + "…" + String(quote.suffix(length - 1 - head))
    }

    /// `prefix` and the names, `, ` between, as many as keep the whole under `limit`; the
    /// rest counted: `A, B and 4 more`.
    static func listing(_ names: [String], after prefix: String) -> String {
        let whole = prefix + names.joined(separator: ", ")
        guard whole.count >= limit else { return whole }
        var text = prefix
        var listed = 0
        for name in names {
            let piece = (listed == 0 ? "" : ", ") + name
            guard text.count + piece.count + " and \(names.count - listed - 1) more".count < limit else { break }
            text += piece
            listed += 1
        }
        return text + (listed == 0 ? "" : " and ") + "\(names.count - listed) more"
    }
}
