/// Text for HTML5 content and double-quoted attributes: `&`, `<`, `>` and `"` escaped, and
/// the characters HTML makes parse errors (control characters but tab and line feed,
/// U+FFFE, U+FFFF) replaced, as `XMLText` replaces them.
enum HTMLText {
    static func escape(_ text: String) -> String {
        XMLText.escape(text, replacing: replacement)
    }

    /// XML's escapes, but for the characters HTML holds as they are.
    private static func replacement(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\t"), UInt8(ascii: "\n"): String(UnicodeScalar(byte))
        case UInt8(ascii: "\r"), 0x7F: "\u{FFFD}"
        default: XMLText.replacement(byte)
        }
    }

    /// A path, escaped, that may break after each `/` (`<wbr>`), for narrow table cells.
    static func path(_ path: String) -> String {
        escape(path).replacingOccurrences(of: "/", with: "/<wbr>")
    }

    /// Prose as the rules write it, escaped, with `code` spans in backticks as `<code>`;
    /// an unpaired backtick stays as it is.
    static func prose(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 2 else { return escape(text) }
        var out = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1
            if isCode, index == parts.count - 1 { out += "`" + escape(String(part)) } // unpaired
            else if isCode { out += "<code>" + escape(String(part)) + "</code>" }
            else { out += escape(String(part)) }
        }
        return out
    }

    /// A rule's summary cut to one line of about `limit` characters, at a word, for the
    /// place under each finding (the rules section has it whole); a code span cut in two
    /// loses its opening backtick.
    static func oneLine(_ summary: String, limit: Int = 100) -> String {
        guard summary.count > limit else { return summary }
        var cut = summary.prefix(limit)
        if let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
        var text = String(cut).trimmingTrailing { ",;:(".contains($0) }
        if text.count(where: { $0 == "`" }) % 2 == 1, let last = text.lastIndex(of: "`") { text.remove(at: last) }
        return text + "…"
    }

    /// A whole number with a comma between thousands (`12,480`), as people read counts.
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = value < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// `1 finding`, `3 findings`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(number(value)) \(noun)\(value == 1 ? "" : "s")"
    }
}

private extension String {
    func trimmingTrailing(_ drop: (Character) -> Bool) -> String {
        var text = self
        while let last = text.last, drop(last) || last == " " { text.removeLast() }
        return text
    }
}
