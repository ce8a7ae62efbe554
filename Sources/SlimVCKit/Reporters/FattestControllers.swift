/// The fattest view controllers of a run, where the reports tell a team to start: each
/// with its fat by kind, read from the findings on the controller and its members by the
/// rule's `RuleDescription.fat` (a View work finding counts its lines, a state variable
/// one, a network call one, conformance and observer counts as many as they measured).
enum FattestControllers {
    /// A controller with its fat by kind (in `ControllerFat.allCases` order) and findings.
    struct Row {
        var controller: ControllerSummary
        var fat: [Int]
        var findings: Int
        /// The code lines of the declarations of its state variables found.
        var stateLines = 0

        func fat(_ kind: ControllerFat) -> Int { fat[ControllerFat.allCases.firstIndex(of: kind) ?? 0] }

        /// Its code lines by what they are: the lines of View work found, the lines
        /// declaring the state variables found, and the rest; never more than the whole.
        var measuredLines: (viewWork: Int, state: Int, rest: Int) {
            let viewWork = min(fat(.viewWork), controller.codeLines)
            let state = min(stateLines, controller.codeLines - viewWork)
            return (viewWork, state, controller.codeLines - viewWork - state)
        }
    }

    /// The `count` fattest controllers (the run lists them fattest first), or all of them.
    /// One pass over the findings: each finds its controller by its symbol's prefixes.
    static func rows(_ run: LintRun, count: Int? = nil) -> [Row] {
        var kindByRuleID: [String: Int] = [:]
        for rule in run.rules {
            if let fat = rule.fat { kindByRuleID[rule.id] = ControllerFat.allCases.firstIndex(of: fat) }
        }
        let controllers = run.controllers.prefix(count ?? run.controllers.count)
        var rows = controllers.map { Row(controller: $0, fat: Array(repeating: 0, count: ControllerFat.allCases.count), findings: 0) }
        let position = positions(of: controllers)
        // By index: iterating would copy every finding.
        for index in run.findings.indices {
            guard let row = position(run.findings[index].symbol) else { continue }
            rows[row].findings += 1
            guard let kind = kindByRuleID[run.findings[index].ruleID] else { continue }
            rows[row].fat[kind] += run.findings[index].measured ?? 1
            if ControllerFat.allCases[kind] == .state, let symbol = run.findings[index].symbol {
                rows[row].stateLines += rows[row].controller.propertyLines[TypeName.lastComponent(symbol)] ?? 1
            }
        }
        return rows
    }

    /// The position among `controllers` of the one a symbol is or is a member of.
    private static func positions(of controllers: ArraySlice<ControllerSummary>) -> (String?) -> Int? {
        var position: [Substring: Int] = [:]
        for (offset, controller) in controllers.enumerated() where position[Substring(controller.name)] == nil {
            position[Substring(controller.name)] = offset
        }
        return { symbol in
            guard let symbol else { return nil }
            var name = Substring(symbol)
            while true {
                if let found = position[name] { return found }
                guard let dot = name.lastIndex(of: ".") else { return nil }
                name = name[..<dot]
            }
        }
    }

    /// What the rankings call the screens they list: view controllers, and views when
    /// SwiftUI views are among them (`plural`, `singular`, and capitalized as a card's `title` and a table's `column`).
    static func names(_ controllers: some Collection<ControllerSummary>) -> (plural: String, singular: String, title: String, column: String) {
        controllers.contains(where: \.isSwiftUIView)
            ? ("view controllers and views", "view controller or view", "View controllers and views", "View controller or view")
            : ("view controllers", "view controller", "View controllers", "View controller")
    }

    /// What the rankings write after a screen's name: a SwiftUI view is marked as one.
    static func kind(_ controller: ControllerSummary) -> String {
        controller.isSwiftUIView ? " (SwiftUI view)" : ""
    }

    /// The indices of the `count` most important findings: errors first, then those on the
    /// fattest controllers (the fattest first), then the rest, each in report order.
    static func mostImportant(_ run: LintRun, count: Int) -> [Int] {
        let position = positions(of: run.controllers[...])
        let keyed = run.findings.indices.map { index in
            (severity: run.findings[index].severity == .error ? 0 : 1, controller: position(run.findings[index].symbol) ?? Int.max, index: index)
        }
        return keyed.sorted { ($0.severity, $0.controller, $0.index) < ($1.severity, $1.controller, $1.index) }.prefix(count).map(\.index)
    }
}
