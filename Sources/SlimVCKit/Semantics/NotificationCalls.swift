/// A NotificationCenter call: an observer registration or a post.
struct NotificationCall {
    enum Kind { case observe, post }

    var kind: Kind
    /// The method name token (`addObserver`, `publisher`, `notifications`, `post`).
    var method: Int
    /// The first token of the member chain the call ends (`NotificationCenter`).
    var first: Int
    /// The argument list's parentheses.
    var open: Int
    var close: Int
    /// The tokens of the notification name argument.
    var name: Range<Int>?
    /// `addObserver(forName:object:queue:using:)`, which returns a token.
    var isBlockObserver: Bool
}

extension NotificationCall {
    /// Every NotificationCenter call of `file`, in source order: `addObserver` with a
    /// `name:` or `forName:` (not KVO's `forKeyPath:`), `publisher(for:)` with a
    /// notification name (not a key path), `notifications(named:)`, `rx.notification(_:)`,
    /// and `post(name:…)`. Found once per file.
    static func all(in file: SourceFile) -> [NotificationCall] {
        file.memo.value { NotificationCallScan(file: file).calls() }
    }
}

/// Finds a file's NotificationCenter calls, and the code that handles what they observe.
struct NotificationCallScan: FileReading {
    let file: SourceFile

    fileprivate func calls() -> [NotificationCall] {
        var calls: [NotificationCall] = []
        for index in tokens(spelling: .addObserver, .publisher, .notifications, .notification, .post)
            where index + 1 < tokens.count && index > 0 && tokens[index - 1].kind == .dot && tokens[index + 1].kind == .leftParen {
            guard let kind = notificationMethod(index), let close = matchingClose(index + 1),
                  let call = notificationCall(kind, method: index, close: close) else { continue }
            calls.append(call)
        }
        return calls
    }

    private func notificationMethod(_ index: Int) -> NotificationCall.Kind? {
        if spells(index, "addObserver") || spells(index, "publisher") || spells(index, "notifications")
            || spells(index, "notification") { return .observe }
        return spells(index, "post") ? .post : nil
    }

    private func notificationCall(_ kind: NotificationCall.Kind, method: Int, close: Int) -> NotificationCall? {
        let arguments = self.arguments(open: method + 1, close: close)
        let labels = arguments.map(\.label)
        var name: Range<Int>?
        switch text(of: method) {
        case "addObserver":
            guard !labels.contains("forKeyPath") else { return nil }
            name = arguments.first { $0.label == "name" || $0.label == "forName" }?.value
        case "publisher":
            guard let first = arguments.first, first.label == "for", tokens[first.value.lowerBound].kind != .backslash
            else { return nil }
            name = first.value
        case "notifications":
            name = arguments.first { $0.label == "named" }?.value
        case "notification":
            guard method >= 2, spells(method - 2, "rx"), let first = arguments.first, first.label == nil else { return nil }
            name = first.value
        default:
            name = arguments.first.flatMap { $0.label == "name" ? $0.value : nil }
        }
        guard let name else { return nil }
        let first = Chain(endingAt: method, in: file)?.first ?? method
        return NotificationCall(kind: kind, method: method, first: first, open: method + 1, close: close,
                                name: name, isBlockObserver: labels.first == "forName")
    }

    /// Code that handles a NotificationCenter notification: the block of an observer
    /// registration, and bodies of functions taking a `Notification`.
    func notificationHandlers(calls: [NotificationCall]) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for call in calls where call.kind == .observe {
            var open = call.close + 1
            if let block = arguments(open: call.open, close: call.close).first(where: { $0.label == "using" }) {
                open = block.value.lowerBound
            }
            if open < tokens.count, tokens[open].kind == .leftBrace, let close = matchingClose(open) {
                ranges.append(open...close)
            }
        }
        for function in structure.functions where function.hasBody {
            guard let open = function.span.open, let close = function.span.close,
                  signature(of: function).parameterTypes.contains(where: Self.isNotificationType) else { continue }
            ranges.append(open...close)
        }
        return ranges
    }

    private static func isNotificationType(_ written: String) -> Bool {
        var name = written
        while let last = name.last, last == "?" || last == "!" || last == " " { name.removeLast() }
        return FrameworkVocabulary.notificationTypes.contains(name) || name == "Foundation.Notification"
    }
}
