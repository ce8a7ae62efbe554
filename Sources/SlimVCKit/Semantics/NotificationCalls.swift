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

extension SourceFile {
    /// Every NotificationCenter call of the file, in source order: `addObserver` with a
    /// `name:` or `forName:` (not KVO's `forKeyPath:`), `publisher(for:)` with a
    /// notification name (not a key path), `notifications(named:)`, `rx.notification(_:)`,
    /// and `post(name:…)`.
    func notificationCalls() -> [NotificationCall] {
        memo.value { findNotificationCalls() }
    }

    private func findNotificationCalls() -> [NotificationCall] {
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
        let first = chain(endingAt: method)?.first ?? method
        return NotificationCall(kind: kind, method: method, first: first, open: method + 1, close: close,
                                name: name, isBlockObserver: labels.first == "forName")
    }

    /// Source text of a token range on one line: runs of white space become one space.
    func quote(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        let text = bytes[Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end)]
        // ASCII, by bytes: a string of megabytes would cost seconds as Characters.
        guard text.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var quoted: [UInt8] = []
        quoted.reserveCapacity(text.count)
        var space = false
        for byte in text {
            // Swift's white space among ASCII: tab, line feed, vertical tab, form feed, return, space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                space = !quoted.isEmpty
            } else {
                if space { quoted.append(0x20); space = false }
                quoted.append(byte)
            }
        }
        return String(decoding: quoted, as: UTF8.self)
    }

    /// The top-level arguments between `open` and `close`: label (if any) and value tokens.
    func arguments(open: Int, close: Int) -> [(label: String?, value: Range<Int>)] {
        var result: [(label: String?, value: Range<Int>)] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            let kind = tokens[index].kind
            if index == close || kind == .comma {
                if start < index { result.append(argument(start, index)) }
                start = index + 1
            } else if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let end = matchingClose(index) {
                index = end
            }
            index += 1
        }
        return result
    }

    private func argument(_ start: Int, _ end: Int) -> (label: String?, value: Range<Int>) {
        if start + 1 < end, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
            return (text(of: start), start + 2..<max(start + 2, end))
        }
        return (nil, start..<end)
    }
}

extension SourceFile {
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
