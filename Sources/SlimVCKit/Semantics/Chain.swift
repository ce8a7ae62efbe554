/// A member chain such as `self.nameLabel?.text`: its names (without a leading `self`)
/// and its first token.
struct Chain {
    var names: [String]
    var first: Int

    var root: String? { names.first }
    var last: String? { names.last }
    /// The names before the last one: the receiver of a property or method.
    var receiver: [String] { Array(names.dropLast()) }
}

extension Chain {
    /// The chain of names ending at `end` (an identifier) of `file`, walking back over
    /// `.`, `?.` and `!.`; nil when `end` is not an identifier.
    init?(endingAt end: Int, in file: SourceFile) {
        let tokens = file.tokens
        guard end >= 0, end < tokens.count, tokens[end].kind == .identifier else { return nil }
        var names = [file.text(of: end)]
        var first = end
        while first >= 2, tokens[first - 1].kind == .dot {
            var before = first - 2
            if tokens[before].kind == .op, TokenNavigation(file: file).isPostfixMark(before), before >= 1 { before -= 1 }
            guard tokens[before].kind == .identifier else { break }
            names.insert(file.text(of: before), at: 0)
            first = before
        }
        if names.first == "self", names.count > 1 { names.removeFirst() }
        self.init(names: names, first: first)
    }
}
