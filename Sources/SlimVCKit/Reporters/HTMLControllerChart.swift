/// The HTML report's chart of the fattest view controllers (the ten the Markdown report
/// lists): a bar each as long as its code lines with extensions, `class_length`'s limit
/// drawn across it, the bar split by what makes it fat, and a table of the same numbers.
///
/// What makes it fat is read from the findings on the controller and its members, by the
/// rule's `RuleDescription.fat`: a View work finding (`view_work_in_controller`) counts one,
/// a state variable (`controller_state`) one, a network call (`networking_in_controller`)
/// one, and the conformance and observer counts (`controller_conformances`,
/// `notification_observer_count`) as many protocols or observers as they measured. The bar
/// is split in proportion to these counts; a controller with none is drawn grey.
enum HTMLControllerChart {
    typealias Row = FattestControllers.Row

    static func rows(_ run: LintRun) -> [Row] { FattestControllers.rows(run, count: 10) }

    static func section(_ run: LintRun) -> String {
        let rows = rows(run)
        guard !rows.isEmpty else { return "" }
        var out = "<section id=\"fattest\">\n<h2>Fattest view controllers</h2>\n"
        out += "<p class=\"muted\">The \(rows.count == 1 ? "view controller" : "\(rows.count) view controllers") with the most code lines, "
            + "extensions included; each bar is split by what makes the controller fat.</p>\n<figure>\n"
        out += "<div class=\"scroll\">\n" + HTMLControllerSVG.chart(rows) + "</div>\n" + legend
        out += "<figcaption>Bar: code lines with extensions. Colours: the controller's View work statements, state variables, "
            + "delegate and data source conformances, NotificationCenter observers and network calls, in proportion to their counts.</figcaption>\n"
        return out + "</figure>\n" + table(rows) + "</section>\n"
    }

    private static let legend: String = {
        var out = "<ul class=\"legend\">"
        for (index, fat) in ControllerFat.allCases.enumerated() { out += "<li><span class=\"sw k\(index)\"></span>\(label(fat))</li>" }
        return out + "<li><span class=\"sw k5\"></span>no findings of these kinds</li><li><span class=\"sw lim\"></span>class_length limit</li></ul>\n"
    }()

    /// `View work`, `State`, …
    static func label(_ fat: ControllerFat) -> String {
        fat.title.prefix(1).uppercased() + fat.title.dropFirst()
    }

    private static func table(_ rows: [Row]) -> String {
        var out = "<div class=\"scroll\">\n<table>\n<thead><tr><th>View controller</th><th class=\"n\">Code lines</th><th class=\"n\">Limit</th>"
        out += ControllerFat.allCases.map { "<th class=\"n\">\(label($0))</th>" }.joined() + "<th class=\"n\">Findings</th></tr></thead>\n<tbody>\n"
        for row in rows {
            let controller = row.controller
            out += "<tr><td><code>\(HTMLText.escape(controller.name))</code><br><span class=\"muted mono\">\(HTMLText.path(controller.file))</span></td>"
            out += "<td class=\"n\">\(HTMLText.number(controller.codeLines))\(over(controller))</td>"
            out += "<td class=\"n\">\(controller.limit.map(HTMLText.number) ?? "–")</td>"
            out += row.fat.map { "<td class=\"n\">\(HTMLText.number($0))</td>" }.joined()
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
