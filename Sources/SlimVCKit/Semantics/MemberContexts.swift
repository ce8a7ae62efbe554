/// A member's context by what it is, from UIKit's and AppKit's vocabulary of callbacks
/// (`CallbackVocabulary`): set-up, a view callback, a user's action, a delegate's report.
struct MemberContexts: FileReading {
    let file: SourceFile

    /// A member's context by what it is: set-up, a view callback, a user's action, a
    /// delegate's report; nil for a helper, whose callers give it theirs.
    func ownContext(of function: FunctionDeclaration) -> WriteContext? {
        switch function.kind {
        case .`init`, .deinit: return .setup
        case .accessor, .subscript: return nil
        case .func: break
        }
        if (function.span.first..<function.span.name).contains(where: { tokens[$0].kind == .attribute && spells($0, "@IBAction") }) {
            return .userAction
        }
        let name = function.name
        if CallbackVocabulary.setup.contains(name) { return .setup }
        if CallbackVocabulary.viewCallbacks.contains(name) || name.hasPrefix("scrollView") { return .viewCallback }
        if CallbackVocabulary.responderActions.contains(name) { return .userAction }
        if CallbackVocabulary.renderingLabels.contains(name) { return .viewCallback }
        return delegateContext(of: function)
    }

    /// `tableView(_ tableView: UITableView, didSelectRowAt:)`: a framework's delegate
    /// method, whose first parameter is the framework object unnamed. Its questions about
    /// drawing are view callbacks; a UI object's other reports are the user's actions; other
    /// frameworks' (`locationManager(_:didUpdateLocations:)`) are data arriving.
    private func delegateContext(of function: FunctionDeclaration) -> WriteContext? {
        let open = function.span.name + 1
        guard open + 3 < tokens.count, tokens[open].kind == .leftParen, tokens[open + 1].kind == .identifier, spells(open + 1, "_"),
              tokens[open + 2].kind == .identifier, tokens[open + 3].kind == .colon, open + 4 < tokens.count,
              tokens[open + 4].kind == .identifier else { return nil }
        let type = file.text(of: open + 4)
        guard type.count > 2, type.first!.isUppercase, type.dropFirst().first!.isUppercase else { return nil }
        // The second label: `cellForRowAt` of `tableView(_:cellForRowAt:)`.
        var cursor = open + 5
        var depth = 1
        var second: String? = nil
        while cursor < (function.span.open ?? function.span.last), depth > 0 {
            switch tokens[cursor].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .comma where depth == 1:
                if cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier { second = file.text(of: cursor + 1) }
                depth = 0
            default: break
            }
            cursor += 1
        }
        if let second, CallbackVocabulary.isRendering(second) { return .viewCallback }
        if second == nil, function.name.hasPrefix("numberOf") { return .viewCallback }
        return CallbackVocabulary.userInterfacePrefixes.contains(where: type.hasPrefix) ? .userAction : .asyncResult
    }
}
