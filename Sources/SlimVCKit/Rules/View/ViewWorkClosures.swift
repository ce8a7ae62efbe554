/// Views handed to a closure: `[titleLabel, badge].forEach { $0.font = … }`, and
/// `labels.forEach { label in label.textColor = .red }` on a property listing views.
struct ViewWorkClosures {
    let judge: ViewReceiverJudge
    let syntax: ViewWorkSyntax

    /// Whether the chain's first name, at `first`, is the parameter of a closure handed views.
    func handsView(_ chain: Chain, at first: Int) -> Bool {
        guard chain.names.count >= 2, syntax.tokens[first].kind == .identifier,
              chain.names[0].hasPrefix("$") || judge.properties[chain.names[0]] == nil,
              let handed = syntax.handedValues(to: first) else { return false }
        if let list = handed.list { return judge.isViewList(list) }
        return handed.elements.allSatisfy { judge.isView($0) }
    }
}
