/// A report's text, handed to `emit` in pieces of about a megabyte, so that a large
/// report is printed or written as it is rendered, never whole in memory.
struct ReportPieces {
    private static let size = 1 << 20
    private var text = ""

    init() { text.reserveCapacity(Self.size + 4096) }

    /// Appends; hands the text over once it reaches the piece size. Called between two
    /// items of the report, so that no piece ends inside a character.
    mutating func append(_ more: String, _ emit: (String) -> Void) {
        text += more
        if text.utf8.count >= Self.size { flush(emit) }
    }

    /// Hands over what is left.
    mutating func flush(_ emit: (String) -> Void) {
        guard !text.isEmpty else { return }
        emit(text)
        text.removeAll(keepingCapacity: true)
    }

    /// The whole report that `write` hands over in pieces, as one string: a reporter's
    /// `render`, for callers that want the text at once.
    static func joined(_ write: ((String) -> Void) -> Void) -> String {
        var out = ""
        write { out += $0 }
        return out
    }
}
