/// User text as a message quotes it: whole when short, else its start and its length, so
/// that a key or name of megabytes (a pasted blob) makes a readable one-line error.
func brief(_ text: some StringProtocol, limit: Int = 60) -> String {
    guard text.utf8.count > limit else { return String(text) }
    var end = text.startIndex
    var kept = 0
    while end < text.endIndex, kept + text[end].utf8.count <= limit {
        kept += text[end].utf8.count
        end = text.index(after: end)
    }
    return String(text[..<end]) + "… (\(text.utf8.count) bytes)"
}
