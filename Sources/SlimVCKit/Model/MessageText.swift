/// Keeps a message under `limit` characters (rulebook, "Messages and symbols"): quotes of
/// code are shortened with `…`.
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
}
