/// What one `view_work_in_controller` finding covers: a function's View work, or all the
/// View work in the property observers of one controller (`didSet` of its outlets), which
/// a report listing each outlet apart would spread over many one-line findings.
struct ViewWorkGroup: Hashable {
    let symbol: String
    let inObservers: Bool

    /// The group of a line in `symbol` (`WhyViewController.titleLabel.didSet`), of `type`.
    init(_ symbol: String, type: String) {
        inObservers = symbol.hasSuffix(".didSet") || symbol.hasSuffix(".willSet")
        self.symbol = inObservers ? type : symbol
    }

    func message(lines count: Int) -> String {
        let subject = "'\(SignatureName.fitted(symbol))' has \(FindingGroup.lines(count)) of View work"
        return inObservers ? subject + " in its properties' observers" : subject
    }

    /// What shows, hides, enables or disables a view: the model's state passed on.
    static let toggles: Set<String> = [
        "isHidden", "isEnabled", "isUserInteractionEnabled", "isSelected", "isHighlighted", "startAnimating", "stopAnimating",
    ]

    /// `$0.cell.textLabel?.numberOfLines = 0`: a constant set on a cell or its subviews.
    static func isConstantCellLook(_ chain: Chain, at index: Int, in file: SourceFile) -> Bool {
        guard file.tokens[index].kind == .equal, chain.names.dropLast().contains(where: { $0 == "cell" || $0.hasSuffix("Cell") }) else { return false }
        let values = ConstantValues(file: file, scope: index + 1..<file.tokens.count)
        return values.isConstant(index + 1..<values.valueEnd(from: index + 1))
    }
}

/// One line of View work a candidate completes: its chain (`titleLabel.text`), its last
/// token and quote.
struct ViewWorkLine {
    var chain: Chain
    var last: Int
    var quote: String

    var line: GroupedLine { GroupedLine(first: chain.first, last: last, quote: quote) }
}

/// A line of a group, counted once.
struct CountedLine: Hashable {
    let group: ViewWorkGroup
    let line: Int
}
