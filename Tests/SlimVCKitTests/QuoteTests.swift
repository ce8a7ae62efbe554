import Testing
@testable import SlimVCKit

/// Quoting source in messages: runs of white space become one space, as splitting the
/// text into Characters on white space and joining them with spaces does.
@Suite struct QuoteTests {
    static func expected(_ file: SourceFile, _ range: Range<Int>) -> String {
        file.text(range.lowerBound, range.upperBound - 1).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Random token ranges of random text made of names, strings, every ASCII white
    /// space, CR LF, and non-ASCII white space and letters.
    @Test func agreesWithSplittingCharacters() {
        var random = SplitMix64(seed: 2426)
        let pieces = [
            "name", ".", "(", ")", "\"a  b\"", " ", "  ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\"x\ty\"",
            "é", "\u{00A0}", "\u{2028}", "\u{3000}", "\"\u{0085}\"", "\" \u{301}\"", "+", "\"\"\"\nline\n  \"\"\"",
        ]
        for _ in 0..<400 {
            let text = (0..<1 + random.next(below: 30)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            let file = SourceFile(path: "t.swift", text: text)
            guard !file.tokens.isEmpty else { continue }
            let lower = random.next(below: file.tokens.count)
            let upper = lower + 1 + random.next(below: file.tokens.count - lower)
            #expect(file.quote(lower..<upper) == Self.expected(file, lower..<upper), "\(text.debugDescription) \(lower)..<\(upper)")
        }
    }

    @Test func aNameOfMegabytesIsQuotedWhole() {
        let name = String(repeating: "a b\t", count: 250_000)
        let file = SourceFile(path: "t.swift", text: "post(name: Notification.Name(\"\(name)\"))\n")
        #expect(file.quote(0..<file.tokens.count) == Self.expected(file, 0..<file.tokens.count))
    }
}
