/// When a closure handed to a call runs, from the call (UIKit's, Foundation's and Swift's
/// vocabulary, `CallbackVocabulary`): within the call (`forEach`, `UIView.animate`), on the
/// user's action (`UIAction`), with the keyboard or a display's frames (a view callback),
/// when data or a notification arrives (a completion, an observer, a subscription), or
/// later, from wherever it is kept (a callback, the default: SlimVC claims no more).
struct ClosureKinds {
    let tokens: UnsafeBufferPointer<Token>
    let file: SourceFile

    /// How a closure opening at `brace` is reached: by the call it is handed to, trailing
    /// (`api.load { … }`, `UIAction(title: t) { … }`) or as an argument
    /// (`fetch(completion: { … })`); a closure stored (`onChange = { … }`) is a callback.
    /// `lastClosed`: the call whose `)` is just before the brace; `enclosing`: the call
    /// whose parentheses hold it, each as its open parenthesis and its callee.
    func via(at brace: Int, start: Int, lastClosed: (open: Int, callee: Int)?, enclosing: (open: Int, callee: Int)?) -> SiteVia {
        guard brace > start else { return .direct }
        let before = tokens[brace - 1]
        switch before.kind {
        case .identifier where before.keyword == .none || before.keyword == .async:
            return via(callee: brace - 1, label: nil, arguments: nil)
        case .rightParen:
            guard let lastClosed else { return .callback }
            return via(callee: lastClosed.callee, label: nil, arguments: lastClosed.open..<(brace - 1))
        case .colon, .comma, .leftParen:
            guard let paren = enclosing else { return .callback }
            let label = before.kind == .colon && brace - 2 > start && tokens[brace - 2].kind == .identifier ? brace - 2 : nil
            return via(callee: paren.callee, label: label, arguments: paren.open..<brace)
        default:
            return .callback
        }
    }

    /// `callee`: the name called, or -1; `label`: the argument's label (`completion`);
    /// `arguments`: the call's argument tokens, where known.
    func via(callee: Int, label: Int?, arguments: Range<Int>?) -> SiteVia {
        if let arguments, mentionsKeyboard(arguments) { return .viewCallback }
        let labelText = label.map { file.text(of: $0) } ?? ""
        guard callee >= 0 else { return Self.namesArrival(labelText) ? .asyncResult : .callback }
        let name = file.text(of: callee)
        if name == "run" { return callee >= 2 && file.spells(callee - 2, "MainActor") ? .direct : .callback }
        if CallbackVocabulary.synchronousCallees.contains(name) { return .direct }
        if CallbackVocabulary.actionCallees.contains(name) { return .userAction }
        if name == "CADisplayLink" { return .viewCallback }
        if CallbackVocabulary.timerCallees.contains(name) { return .callback }
        return Self.namesArrival(name) || Self.namesArrival(labelText) ? .asyncResult : .callback
    }

    /// A keyboard notification named among a call's arguments (`UIResponder.keyboardWillShowNotification`).
    func mentionsKeyboard(_ range: Range<Int>) -> Bool {
        range.contains { index in
            tokens[index].kind == .identifier && (file.spells(index, prefix: "keyboard") || file.spells(index, prefix: "UIKeyboard"))
        }
    }

    /// A completion's or an observer's name (`completion:`, `completionHandler:`,
    /// `addObserver(forName:…)`, `sink`, `subscribe(onNext:)`): the closure runs when data
    /// or a notification arrives.
    static func namesArrival(_ name: String) -> Bool {
        CallbackVocabulary.arrivalWords.contains { name.contains($0) }
    }
}
