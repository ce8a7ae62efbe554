/// When a closure handed to a call runs, from the call (UIKit's, Foundation's and Swift's
/// vocabulary, `CallbackVocabulary`): within the call (`forEach`, `UIView.animate`), on the
/// user's action (`UIAction`), with the keyboard or a display's frames (a view callback),
/// when data or a notification arrives (a completion, an observer, a subscription), or
/// later, from wherever it is kept (a callback, the default: SlimVC claims no more).
struct ClosureKinds {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFile
    /// Whether the closures are a SwiftUI view's, whose views' content closures
    /// (`VStack { … }`, `List(items) { … }`) build the view at once.
    var buildsViews = false

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
    /// `arguments`: the call's argument tokens, where known. Names are read as bytes,
    /// by their hashes.
    func via(callee: Int, label: Int?, arguments: Range<Int>?) -> SiteVia {
        guard callee >= 0 else { return label.map(namesArrival) == true ? .asyncResult : .callback }
        switch Self.callees[WrittenNames.hash(bytes, tokens[callee])] {
        case .runs?: return .direct
        case .acts?: return .userAction
        case .draws?: return .viewCallback
        case .fires?: return .callback
        case .mainActorRun?: return callee >= 2 && file.spells(callee - 2, "MainActor") ? .direct : .callback
        case .observes?:
            guard let arguments else { return .asyncResult }
            // A timer's ticks (`.onReceive(Timer.publish(…))`) are a clock, not data; a
            // holder's published property (`model.$items`) is the holder's state.
            if mentions(arguments, "Timer") || namesTimerProperty(arguments) || projectsProperty(arguments) { return .callback }
            return mentionsKeyboard(arguments) ? .viewCallback : .asyncResult
        case nil:
            // A type's name (`ContactSearchResultRow { … }`) says what it is, not when its
            // closure runs: only a function's name or a label names an arrival.
            let isType = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[Int(tokens[callee].start)])
            if (!isType && namesArrival(callee)) || label.map(namesArrival) == true { return .asyncResult }
            return buildsViews && isType ? .direct : .callback
        }
    }

    /// What a call does with the closure it is handed.
    private enum Callee {
        case runs, acts, draws, fires, mainActorRun, observes
    }

    private static let callees: [UInt64: Callee] = {
        var callees: [UInt64: Callee] = [:]
        for name in CallbackVocabulary.timerCallees { callees[WrittenNames.hash(name)] = .fires }
        for name in CallbackVocabulary.actionCallees { callees[WrittenNames.hash(name)] = .acts }
        for name in CallbackVocabulary.synchronousCallees { callees[WrittenNames.hash(name)] = .runs }
        for name in CallbackVocabulary.notificationCallees { callees[WrittenNames.hash(name)] = .observes }
        // SwiftUI's: a `.task` runs with the view, a `Button`'s action when the user acts,
        // an `.onReceive` when its publisher sends.
        for name in SwiftUIVocabulary.lifetimeModifiers { callees[WrittenNames.hash(name)] = .runs }
        for name in SwiftUIVocabulary.actionCallees { callees[WrittenNames.hash(name)] = .acts }
        for name in SwiftUIVocabulary.subscriptionCallees { callees[WrittenNames.hash(name)] = .observes }
        callees[WrittenNames.hash("CADisplayLink")] = .draws
        callees[WrittenNames.hash("run")] = .mainActorRun
        return callees
    }()

    /// A keyboard notification named among a call's arguments (`UIResponder.keyboardWillShowNotification`).
    func mentionsKeyboard(_ range: Range<Int>) -> Bool {
        range.contains { index in
            tokens[index].kind == .identifier && (file.spells(index, prefix: "keyboard") || file.spells(index, prefix: "UIKeyboard"))
        }
    }

    /// `$items`: a property's projected value, such as a `@Published` property's publisher.
    private func projectsProperty(_ range: Range<Int>) -> Bool {
        range.contains { tokens[$0].kind == .identifier && bytes[Int(tokens[$0].start)] == UInt8(ascii: "$")
            && tokens[$0].end - tokens[$0].start > 1 && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[Int(tokens[$0].start) + 1]) }
    }

    /// A stored property the file declares with a timer (`let timer = Timer.publish(…)`),
    /// named among a call's arguments (`.onReceive(timer)`).
    private func namesTimerProperty(_ range: Range<Int>) -> Bool {
        guard let names = file.memo.value(TimerProperties.self, { TimerProperties(file) }).names else { return false }
        return range.contains { index in
            tokens[index].kind == .identifier && (index == range.lowerBound + 1 || tokens[index - 1].kind != .dot
                || (index >= 2 && tokens[index - 2].keyword == .self)) && names.contains(index, in: file)
        }
    }

    private func mentions(_ range: Range<Int>, _ word: StaticString) -> Bool {
        range.contains { tokens[$0].kind == .identifier && file.spells($0, word) }
    }

    /// A completion's or an observer's name (`completion:`, `completionHandler:`, `sink`,
    /// `subscribe(onNext:)`, `dataTask`): the closure runs when data or a notification
    /// arrives. Searched in the name's bytes.
    func namesArrival(_ name: Int) -> Bool {
        let word = UnsafeBufferPointer(rebasing: bytes[Int(tokens[name].start)..<Int(tokens[name].end)])
        let isEvent = word.count > 2 && word[0] == UInt8(ascii: "o") && word[1] == UInt8(ascii: "n")
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(word[2])
        return (isEvent ? Self.eventArrivalWords : Self.arrivalWords).contains { part in
            part.count <= word.count && (0...(word.count - part.count)).contains { offset in
                part.indices.allSatisfy { word[offset + $0] == part[$0] }
            }
        }
    }

    private static let arrivalWords = CallbackVocabulary.arrivalWords.map { Array($0.utf8) }
    private static let eventArrivalWords = CallbackVocabulary.eventArrivalWords.map { Array($0.utf8) }
}

/// The names of the stored properties a file declares with a timer (`let timer =
/// Timer.publish(…)`), found once per file, when a call first asks (`Memo`).
struct TimerProperties {
    let names: NameSet?

    init(_ file: SourceFile) {
        var names: [String] = []
        for property in file.structure.properties where !property.isLocal {
            let span = property.span.name..<min(property.span.last + 1, file.tokens.count)
            if span.contains(where: { file.tokens[$0].kind == .identifier && file.spells($0, "Timer") }) { names.append(property.name) }
        }
        self.names = names.isEmpty ? nil : NameSet(names)
    }
}
