/// A finding's line of source as the HTML report shows it: without its indentation, at
/// most `width` bytes around where the finding starts (`…` where cut), and the finding's
/// part of the line (to its end, or the line's) marked. Columns are UTF-8 bytes, as
/// findings count them; cuts fall between characters.
enum HTMLSourceLine {
    static let width = 160

    /// The escaped markup, or nil for a blank line.
    static func quote(_ line: String, _ finding: Finding) -> String? {
        let bytes = Array(line.utf8)
        var first = 0
        while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
        guard first < bytes.count else { return nil }
        let start = min(max(finding.start.column - 1, first), bytes.count)
        let end = finding.end.line == finding.start.line ? min(max(finding.end.column - 1, start), bytes.count) : bytes.count
        // The window starts at the indentation's end, or shortly before the finding when
        // that lies beyond the width.
        let from = start - first < width - 20 ? first : boundary(start - 40, in: bytes)
        let to = boundary(min(bytes.count, from + width), in: bytes)
        let (markStart, markEnd) = (boundary(min(start, to), in: bytes), boundary(min(end, to), in: bytes))
        var out = from > first ? "…" : ""
        out += text(bytes[from..<markStart])
        if markEnd > markStart { out += "<mark>" + text(bytes[markStart..<markEnd]) + "</mark>" }
        out += text(bytes[max(markStart, markEnd)..<to])
        return out + (to < bytes.count ? "…" : "")
    }

    /// `index`, or the start of the character it falls in.
    private static func boundary(_ index: Int, in bytes: [UInt8]) -> Int {
        var index = max(0, min(index, bytes.count))
        while index > 0, index < bytes.count, bytes[index] & 0xC0 == 0x80 { index -= 1 }
        return index
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        HTMLText.escape(String(decoding: bytes, as: UTF8.self))
    }
}
