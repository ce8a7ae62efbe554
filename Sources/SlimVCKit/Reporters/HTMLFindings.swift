/// The HTML report's findings, folded by file (`<details>`), in report order: each with its
/// line and column, severity, message, line of source (when the run quotes them) and its
/// rule's summary on one line, linked to the rule's section. Files are rendered a few at a
/// time on several threads and handed over in order.
enum HTMLFindings {
    /// Files start unfolded when the report holds at most this many findings (a small
    /// report reads, and prints, at once); a larger one starts folded, so it stays usable.
    static let unfoldedLimit = 100

    static func write(_ run: LintRun, jobs: Int, _ emit: ([UInt8]) -> Void) {
        guard !run.findings.isEmpty else { return }
        let (findings, lines, files) = (run.findings, run.sourceLines, fileRanges(run.findings))
        let summaries = Dictionary(run.rules.map { ($0.id, HTMLText.prose(HTMLText.oneLine($0.summary))) }) { first, _ in first }
        let isOpen = findings.count <= unfoldedLimit
        var intro = "<section id=\"files\">\n<h2>Findings by file</h2>\n<p class=\"muted\">\(HTMLText.count(files.count, "file")) "
        intro += isOpen ? "with findings.</p>\n" : "with findings; open a file to see its findings.</p>\n"
        emit(Array(intro.utf8))
        OrderedPieces.render(files.count, chunk: 32, jobs: jobs, { range in
            var out = ""
            for file in range {
                let first = findings[files[file].lowerBound]
                let name = first.file.isEmpty ? first.path : first.file
                out += (isOpen ? "<details open>" : "<details>") + "<summary><code>\(HTMLText.escape(name))</code>"
                    + counts(findings, files[file]) + "</summary>\n<ol class=\"findings\">\n"
                let quoted = lines[first.file] ?? [:]
                for index in files[file] { out += item(findings[index], source: quoted[findings[index].start.line], summaries: summaries) }
                out += "</ol>\n</details>\n"
            }
            return Array(out.utf8)
        }, emit: emit)
        emit(Array("</section>\n".utf8))
    }

    /// The ranges of findings that share a file; findings come sorted by path.
    static func fileRanges(_ findings: [Finding]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for index in findings.indices.dropFirst() where findings[index].path != findings[index - 1].path {
            ranges.append(start..<index)
            start = index
        }
        if !findings.isEmpty { ranges.append(start..<findings.count) }
        return ranges
    }

    private static func counts(_ findings: [Finding], _ range: Range<Int>) -> String {
        let errors = range.count { findings[$0].severity == .error }
        var text = HTMLText.count(range.count, "finding")
        if errors > 0 { text += ", " + HTMLText.count(errors, "error") }
        return "<span class=\"muted\">\(text)</span>"
    }

    private static func item(_ finding: Finding, source: String?, summaries: [String: String]) -> String {
        let severity = finding.severity == .error ? "e" : "w"
        var out = "<li class=\"\(severity)\"><span class=\"at\">\(finding.start.line):\(finding.start.column)</span> "
        out += "<b>\(finding.severity.rawValue)</b> \(HTMLText.escape(finding.message))\n"
        if let source, let quoted = HTMLSourceLine.quote(source, finding) { out += "<code>\(quoted)</code>" }
        let summary = summaries[finding.ruleID]
        out += "<small>" + ruleLink(finding.ruleID, isKnown: summary != nil) + (summary.map { ": " + $0 } ?? "")
        return out + "</small></li>\n"
    }

    /// A rule's id, linked to its section of the page when the run describes the rule.
    static func ruleLink(_ id: String, isKnown: Bool) -> String {
        let name = HTMLText.escape(id)
        return isKnown ? "<a href=\"#rule-\(name)\">\(name)</a>" : name
    }
}
