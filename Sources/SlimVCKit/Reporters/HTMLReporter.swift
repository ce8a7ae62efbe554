import Foundation

/// One self-contained HTML5 page to look at rather than read: the counts, what a change did
/// (`--compare-to`), a chart of the fattest view controllers split by what makes them fat,
/// findings by rule, every finding folded by file with its line of source, and the rules
/// that found them. Inline CSS and SVG, no script, nothing fetched: it opens from disk, in
/// light and dark, on a phone, and on paper. Every number a chart draws is also text.
public enum HTMLReporter {
    public static func render(_ run: LintRun) -> String {
        var out: [UInt8] = []
        write(run) { out.append(contentsOf: $0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// The page in pieces, in order: the findings, which can be many, are rendered a few
    /// files at a time, never whole in memory.
    public static func write(_ run: LintRun, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                             _ emit: ([UInt8]) -> Void) {
        let tally = RuleTally(run.findings)
        var top = head(run) + header(run)
        if let comparison = run.comparison { top += HTMLComparison.section(comparison) }
        top += HTMLControllerChart.section(run) + HTMLRuleChart.section(tally, rules: run.rules)
        emit(Array(top.utf8))
        HTMLFindings.write(run, jobs: jobs, emit)
        emit(Array((HTMLRules.section(tally, rules: run.rules) + footer).utf8))
    }

    private static func head(_ run: LintRun) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="\(Product.name) \(Product.version)">
        <title>\(Product.name) report: \(HTMLText.escape(TextReporter.summary(run)))</title>
        <style>
        \(HTMLStyle.css)
        </style>
        </head>
        <body>

        """
    }

    /// The title, the summary sentence, the sections and the counts.
    private static func header(_ run: LintRun) -> String {
        var links: [(String, String)] = []
        if run.comparison != nil { links.append(("comparison", "This change")) }
        if !run.controllers.isEmpty { links.append(("fattest", "Fattest " + FattestControllers.names(run.controllers).plural)) }
        if !run.findings.isEmpty { links += [("by-rule", "Findings by rule"), ("files", "Findings by file"), ("rules", "Rules")] }
        var out = "<header>\n<h1>\(Product.name) report</h1>\n<p class=\"lead\">\(HTMLText.escape(TextReporter.summary(run)))</p>\n"
        if !links.isEmpty {
            out += "<nav aria-label=\"Sections\">" + links.map { "<a href=\"#\($0.0)\">\($0.1)</a>" }.joined(separator: " ") + "</nav>\n"
        }
        out += "<dl class=\"cards\">\n" + card("Files linted", run.files.count)
        out += card("Errors", run.errorCount, style: "e") + card("Warnings", run.warningCount, style: "w")
        if !run.controllers.isEmpty {
            out += card(FattestControllers.names(run.controllers).title, run.controllers.count)
        }
        if run.controllers.contains(where: { $0.limit != nil }) {
            out += card("Over their limit", run.controllers.count(where: \.isOverLimit), style: "w")
        }
        if let baseline = run.baseline { out += card("Covered by the baseline", baseline.unchanged) }
        if !run.failures.isEmpty { out += card("Unreadable files", run.failures.count, style: "e") }
        out += "</dl>\n"
        if let sentence = UnreadableFiles.sentence(run.failures) { out += "<p class=\"e\">\(HTMLText.escape(sentence))</p>\n" }
        return out + "</header>\n<main>\n"
    }

    static func card(_ title: String, _ value: Int, style: String? = nil) -> String {
        "<div\(style.map { " class=\"\($0)\"" } ?? "")><dt>\(title)</dt><dd>\(HTMLText.number(value))</dd></div>\n"
    }

    private static let footer = """
        </main>
        <footer><p>Made by <a href="\(Product.informationURI)">\(Product.name)</a> \(Product.version). \
        Paths are relative to the repository root; code lines count a type with its extensions.</p></footer>
        </body>
        </html>

        """
}
