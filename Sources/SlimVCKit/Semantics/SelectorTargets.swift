/// The method a `#selector` names, and what fires it, from the call the selector is handed
/// to: a control's or a gesture's action (the user's), a notification (data arriving; the
/// keyboard's is a view callback), a display link (a view callback), a timer (a callback).
struct SelectorTargets {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFile

    /// `#selector(refresh)`, `#selector(self.keyboardWillShow(_:))`: the method named, and
    /// what calls it, from the call the selector is handed to.
    /// `call`: the open parenthesis and the callee of the call around it. Nil where no
    /// selector begins; else the target, if it names one, and the selector's last token.
    func target(at pound: Int, before end: Int, in call: (open: Int, callee: Int)?) -> (SelectorTarget?, Int)? {
        guard pound + 1 < end, tokens[pound + 1].kind == .leftParen else { return nil }
        var depth = 0
        var name: Int? = nil
        var cursor = pound + 1
        while cursor < end {
            switch tokens[cursor].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .identifier where depth == 1 && tokens[cursor].keyword == .none: name = cursor
            default: break
            }
            if depth == 0 { break }
            cursor += 1
        }
        guard let name, cursor < end else { return (nil, min(cursor, end - 1)) }
        var context = WriteContext.userAction
        if let call {
            let close = file.matchingClose(call.open) ?? cursor
            let arguments = call.open..<min(close, end)
            let calleeName = call.callee >= 0 ? file.text(of: call.callee) : ""
            if ClosureKinds(tokens: tokens, bytes: bytes, file: file).mentionsKeyboard(arguments) || calleeName == "CADisplayLink" {
                context = .viewCallback
            } else if arguments.contains(where: { tokens[$0].kind == .identifier && file.spells($0, "name") && $0 + 1 < end && tokens[$0 + 1].kind == .colon }) {
                context = .asyncResult
            } else if CallbackVocabulary.timerCallees.contains(calleeName) {
                context = .callback
            }
        }
        return (SelectorTarget(name: WrittenNames.hash(bytes, tokens[name]), context: context), cursor)
    }
}
