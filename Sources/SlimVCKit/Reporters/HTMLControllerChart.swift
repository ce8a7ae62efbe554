/// The HTML report's chart of the fattest view controllers (the ten the Markdown report
/// lists): a bar each as long as its code lines with extensions, `class_length`'s limit
/// drawn across it, and a table of the same numbers.
///
/// The bar is split by measured lines (`FattestControllers.Row.measuredLines`): the lines
/// of View work found (`view_work_in_controller`), the code lines declaring the state
/// variables found (`controller_state`), and the rest of its code lines. Conformances,
/// observers and network calls are counts, not lines: the table and each bar's title give
/// them, never the bar's length.
enum HTMLControllerChart {
    typealias Row = FattestControllers.Row

    static func rows(_ run: LintRun) -> [Row] { FattestControllers.rows(run, count: 10) }

    static func section(_ run: LintRun) -> String {
        let rows = rows(run)
        guard !rows.isEmpty else { return "" }
        let names = FattestControllers.names(rows.map(\.controller))
        var out = "<section id=\"fattest\">\n<h2>Fattest \(names.plural)</h2>\n"
        out += "<p class=\"muted\">The \(rows.count == 1 ? names.singular : "\(rows.count) \(names.plural)") with the most code lines, "
            + "extensions included; each bar is split by what its lines are.</p>\n<figure>\n"
        out += "<div class=\"scroll\">\n" + HTMLControllerSVG.chart(rows) + "</div>\n" + legend
        out += "<figcaption>Bar: code lines with extensions. Segments, in lines: the lines of View work found in the controller, "
            + "the lines declaring its state variables found, and the rest of its code lines.</figcaption>\n"
        return out + "</figure>\n" + table(rows) + "</section>\n"
    }

    /// What each segment measures; the swatches are the bar's colours.
    private static let legend = "<ul class=\"legend\">"
        + "<li><span class=\"sw k0\"></span>View work: its lines (<code>view_work_in_controller</code>)</li>"
        + "<li><span class=\"sw k1\"></span>State: the lines declaring the state variables (<code>controller_state</code>)</li>"
        + "<li><span class=\"sw k5\"></span>The rest of the code lines</li><li><span class=\"sw lim\"></span>class_length limit</li></ul>\n"

    private static func table(_ rows: [Row]) -> String {
        let title = FattestControllers.names(rows.map(\.controller)).column
        var out = "<div class=\"scroll\">\n<table>\n<thead><tr><th>\(title)</th><th class=\"n\">Code lines</th><th class=\"n\">Limit</th>"
        out += "<th class=\"n\">Lines of View work</th><th class=\"n\">Lines of state</th><th class=\"n\">Other lines</th>"
            + "<th class=\"n\">State variables</th><th class=\"n\">Conformances</th><th class=\"n\">Observers</th>"
            + "<th class=\"n\">Network calls</th><th class=\"n\">Findings</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let controller = row.controller
            out += "<tr><td><code>\(HTMLText.escape(controller.name))</code>\(FattestControllers.kind(controller))<br><span class=\"muted mono\">\(HTMLText.path(controller.file))</span></td>"
            out += "<td class=\"n\">\(HTMLText.number(controller.codeLines))\(over(controller))</td>"
            out += "<td class=\"n\">\(controller.limit.map(HTMLText.number) ?? "–")</td>"
            let lines = row.measuredLines
            let counts = [lines.viewWork, lines.state, lines.rest] + [.state, .conformances, .observers, .networking].map(row.fat)
            out += counts.map { "<td class=\"n\">\(HTMLText.number($0))</td>" }.joined()
            out += "<td class=\"n\">\(HTMLText.number(row.findings))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n"
    }

    /// ` (+43 over)` for a controller past its limit, else nothing.
    static func over(_ controller: ControllerSummary) -> String {
        guard let limit = controller.limit, controller.codeLines > limit else { return "" }
        return " <span class=\"err\">(+\(HTMLText.number(controller.codeLines - limit)) over)</span>"
    }
}
