/// The lines of source that findings start on, which the HTML report quotes
/// (`LintRun.sourceLines`): taken from each file's bytes while the Linter holds them, so
/// that no reporter reads a file.
enum QuotedLines {
    /// A file's findings, and the lines they start on by line number (empty unless quoted).
    typealias FileResult = (findings: [Finding], lines: [Int: String])

    /// The lines a file's findings start on.
    static func lines(of findings: [Finding], in file: SourceFile) -> [Int: String] {
        var lines: [Int: String] = [:]
        for index in findings.indices where lines[findings[index].start.line] == nil {
            lines[findings[index].start.line] = text(ofLine: findings[index].start.line, in: file)
        }
        return lines
    }

    /// Each file's findings, moved out so that merging them moves rather than copies, and
    /// every file's lines by report path; `results` is left empty.
    static func split(_ results: inout [FileResult]) -> (perFile: [[Finding]], lines: [String: [Int: String]]) {
        var byFile: [String: [Int: String]] = [:]
        var perFile: [[Finding]] = []
        perFile.reserveCapacity(results.count)
        for index in results.indices {
            if let file = results[index].findings.first?.file, !results[index].lines.isEmpty {
                byFile[file, default: [:]].merge(results[index].lines) { first, _ in first }
            }
            perFile.append(results[index].findings)
            results[index].findings = []
        }
        results = []
        return (perFile, byFile)
    }

    /// A line's text without its line end, cut after `maximumBytes` (before a character
    /// that would cross it); empty for a line the file does not have.
    static func text(ofLine line: Int, in file: SourceFile, maximumBytes: Int = 512) -> String {
        let (bytes, lines) = (file.bytes, file.lines)
        guard line >= 1, line <= lines.lineCount else { return "" }
        let start = Int(lines.lineStarts[line - 1])
        var end = line < lines.lineStarts.count ? Int(lines.lineStarts[line]) : bytes.count
        while end > start, bytes[end - 1] == Ascii.newline || bytes[end - 1] == Ascii.carriageReturn { end -= 1 }
        if end - start > maximumBytes {
            end = start + maximumBytes
            // A UTF-8 continuation byte (10xxxxxx) is not where a character starts.
            while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
