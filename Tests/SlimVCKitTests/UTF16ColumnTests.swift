import Testing
@testable import SlimVCKit

/// UTF-16 columns (SARIF's and editors') are counted for all of a file's findings at once.
@Suite struct UTF16ColumnTests {
    /// The UTF-16 column of a byte column, counted by Swift's own String.
    static func expected(_ line: String, byteColumn: Int) -> Int {
        String(decoding: Array(line.utf8).prefix(byteColumn - 1), as: UTF8.self).utf16.count + 1
    }

    @Test func countsEachLocationWhateverTheOrder() {
        let lines = ["let a = \"é\"; b.text = \"😀\"; c.text = \"漢字\"; d.text = x", "plain = 1", "// ü ü ü ü"]
        let file = SourceFile(path: "t.swift", text: lines.joined(separator: "\n") + "\n")
        var locations: [Location] = []
        for (number, line) in lines.enumerated() {
            // Every column at a character's first byte, and the one after the line.
            let bytes = Array(line.utf8) + [0x20]
            for column in 1...bytes.count where bytes[column - 1] & 0xC0 != 0x80 {
                locations.append(Location(line: number + 1, column: column))
            }
        }
        // Backwards, and the same location twice: neither changes a column.
        locations.reverse()
        locations.append(locations[4])
        let counted = UTF16Columns(file: file).adding(to: locations)
        #expect(counted.count == locations.count)
        for (location, result) in zip(locations, counted) {
            #expect(result.line == location.line && result.column == location.column)
            #expect(result.utf16Column == Self.expected(lines[location.line - 1], byteColumn: location.column),
                    "line \(location.line), byte column \(location.column)")
        }
        #expect(counted.contains { $0.utf16Column != $0.column })
    }

    @Test func leavesLinesOutsideTheFileAlone() {
        let file = SourceFile(path: "t.swift", text: "let é = 1\n")
        let counted = UTF16Columns(file: file).adding(to: [Location(line: 7, column: 9), Location(line: 1, column: 9)])
        #expect(counted.map(\.utf16Column) == [9, 8])
    }

    /// Thousands of findings on one long line (a minified file) are all counted right.
    @Test func manyFindingsOnOneLine() {
        let statements = (0..<3000).map { "post(Notification.Name(\"é\($0)\"))" }
        let source = "class FeedViewController: UIViewController {\n  func f() { " + statements.joined(separator: "; ")
            + " }\n}\n"
        let findings = Linter(rules: [StringNotificationNameRule(options: .init())]).lint(sources: ["Feed.swift": source]).findings
        // A finding for each name made from a string.
        #expect(findings.count == statements.count)
        let line = source.split(separator: "\n")[1]
        for place in findings.flatMap({ [RelatedLocation(start: $0.start, end: $0.end, message: "")] + $0.related }) {
            #expect(place.start.utf16Column == Self.expected(String(line), byteColumn: place.start.column))
            #expect(place.end.utf16Column == Self.expected(String(line), byteColumn: place.end.column))
        }
    }
}
