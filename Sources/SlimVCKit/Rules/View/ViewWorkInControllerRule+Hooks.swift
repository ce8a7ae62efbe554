/// Where a controller touches its views as UIKit or MVVM means it to: the willDisplay
/// hooks, and the closures that bind a view model's output to views.
struct ViewWorkHooks: FileReading {
    let file: SourceFile

    /// The hooks UIKit documents for a cell's last-moment look.
    static let willDisplayHooks: Set<String> = [
        "tableView(_:willDisplay:forRowAt:)", "collectionView(_:willDisplay:forItemAt:)",
        "tableView(_:willDisplayHeaderView:forSection:)", "tableView(_:willDisplayFooterView:forSection:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
    ]

    /// Bodies of `tableView(_:willDisplay:forRowAt:)` and `collectionView(_:willDisplay:forItemAt:)`
    /// declared in `ranges`.
    func willDisplayBodies(in ranges: [Range<Int>]) -> [Range<Int>] {
        DeclarationLookup(file: file).functions(in: ranges).compactMap { position -> Range<Int>? in
            let function = structure.functions[position]
            guard function.kind == .func, function.name == "tableView" || function.name == "collectionView",
                  let open = function.span.open, let close = function.span.close,
                  Self.willDisplayHooks.contains(signature(of: function).name) else { return nil }
            return open..<close
        }
    }

    /// The closures handed to a subscription (`sink`, `subscribe(onNext:)`, `drive(onNext:)`,
    /// `bind(onNext:)`, `observeValues`, `startWithValues`) of a publisher whose chain starts
    /// at a name `isSource` accepts (`viewModel.$title.receive(on: …).sink { … }`).
    func bindingClosures(in ranges: [Range<Int>], isSource: (String) -> Bool) -> [Range<Int>] {
        var closures: [Range<Int>] = []
        for index in file.tokens(spelling: [.sink, .subscribe, .drive, .bind, .observeValues, .startWithValues], in: ranges)
            where index >= 2 && tokens[index - 1].kind == .dot {
            guard let root = chainRoot(before: index - 1), isSource(text(of: root)) else { continue }
            closures += handedClosures(after: index)
        }
        return closures
    }

    /// The first name of the expression ending before `dot`, after a `self.`.
    func chainRoot(before dot: Int) -> Int? {
        guard let start = expressionStart(endingAt: dot - 1) else { return nil }
        guard tokens[start].keyword == .`self` else { return start }
        return start + 2 < dot && tokens[start + 1].kind == .dot && tokens[start + 2].kind == .identifier ? start + 2 : nil
    }

    /// The closures a method is handed: closure arguments and a trailing closure.
    private func handedClosures(after method: Int) -> [Range<Int>] {
        var next = method + 1
        var closures: [Range<Int>] = []
        if next < tokens.count, tokens[next].kind == .leftParen, let close = matchingClose(next) {
            for argument in arguments(open: next, close: close) where tokens[argument.value.lowerBound].kind == .leftBrace {
                if let end = matchingClose(argument.value.lowerBound) { closures.append(argument.value.lowerBound..<end) }
            }
            next = close + 1
        }
        if next < tokens.count, tokens[next].kind == .leftBrace, let close = matchingClose(next) { closures.append(next..<close) }
        return closures
    }
}
