/// The SVG of `HTMLControllerChart`: per controller, its name and measured lines on one
/// line, then its bar split by them, the code lines as text beside it and its limit as a
/// dashed tick.
/// Coordinates are whole numbers, so the same rows give the same bytes everywhere.
enum HTMLControllerSVG {
    private static let width = 800
    private static let barSpace = 640
    private static let top = 24
    private static let rowHeight = 48

    static func chart(_ rows: [HTMLControllerChart.Row]) -> String {
        let scale = max(1, rows.map { max($0.controller.codeLines, $0.controller.limit ?? 0) }.max() ?? 1)
        let height = top + rows.count * rowHeight
        var out = "<svg class=\"chart\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"fattest-title\">\n"
        out += "<title id=\"fattest-title\">Code lines of the \(rows.count) fattest view controllers, split into lines of View work, "
            + "lines declaring state and the rest; "
            + "the same numbers are in the table below.</title>\n"
        let limits = Set(rows.map(\.controller.limit))
        if limits.count == 1, let limit = limits.first ?? nil {
            let x = limit * barSpace / scale
            let anchor = x > barSpace - 120 ? "end" : "start"
            out += "<text class=\"limit-label\" x=\"\(anchor == "end" ? x - 4 : x + 4)\" y=\"14\" text-anchor=\"\(anchor)\">limit \(HTMLText.number(limit))</text>\n"
        }
        for (index, row) in rows.enumerated() { out += self.row(row, y: top + index * rowHeight, scale: scale) }
        return out + "</svg>\n"
    }

    private static func row(_ row: HTMLControllerChart.Row, y: Int, scale: Int) -> String {
        let controller = row.controller
        let length = max(2, controller.codeLines * barSpace / scale)
        let lines = row.measuredLines
        let breakdown = "lines: View work \(HTMLText.number(lines.viewWork)) · state \(HTMLText.number(lines.state)) · other \(HTMLText.number(lines.rest))"
        let limitText = controller.limit.map { " (limit \(HTMLText.number($0)))" } ?? ""
        var out = "<g><title>\(HTMLText.escape(controller.name)): \(HTMLText.number(controller.codeLines)) code lines\(limitText); \(breakdown)</title>\n"
        out += "<text x=\"0\" y=\"\(y + 12)\"><tspan class=\"name\">\(HTMLText.escape(shortened(controller.name)))</tspan>"
            + "<tspan class=\"t\" dx=\"10\">\(breakdown)</tspan></text>\n"
        out += segments([lines.viewWork, lines.state, lines.rest], length: length, y: y + 20)
        var total = HTMLText.number(controller.codeLines)
        if let limit = controller.limit, controller.codeLines > limit { total += " (+\(HTMLText.number(controller.codeLines - limit)) over)" }
        out += "<text x=\"\(length + 8)\" y=\"\(y + 33)\">\(total)</text>\n"
        if let limit = controller.limit {
            let x = limit * barSpace / scale
            out += "<line class=\"limit\" x1=\"\(x)\" y1=\"\(y + 15)\" x2=\"\(x)\" y2=\"\(y + 43)\"/>\n"
        }
        return out + "</g>\n"
    }

    /// The bar split by the lines of View work, of state and the rest (colours 0, 1 and the
    /// grey 5), each edge rounded from the running sum so that the parts fill the bar exactly.
    private static func segments(_ lines: [Int], length: Int, y: Int) -> String {
        let total = lines.reduce(0, +)
        guard total > 0 else { return rect(0, length, y: y, kind: 5) }
        var out = ""
        var sum = 0
        for (part, count) in zip([0, 1, 5], lines) where count > 0 {
            let start = (sum * length + total / 2) / total
            sum += count
            out += rect(start, (sum * length + total / 2) / total - start, y: y, kind: part)
        }
        return out
    }

    private static func rect(_ x: Int, _ width: Int, y: Int, kind: Int) -> String {
        "<rect class=\"k\(kind)\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"18\"/>\n"
    }

    /// A name of more than 44 characters cut, whole in the title and the table.
    private static func shortened(_ name: String) -> String {
        name.count > 44 ? name.prefix(43) + "…" : name
    }
}
