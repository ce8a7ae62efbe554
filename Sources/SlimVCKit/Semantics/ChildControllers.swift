/// The child view controllers a file's types add: the names each type's body adds
/// (`addChild(player)`, `addChild(self.player!)`), by the type's position, the innermost
/// type around the call.
struct ChildControllers: FileReading {
    let file: SourceFile

    func byType() -> [Int: [String]] {
        var children: [Int: [String]] = [:]
        for call in tokens(spelling: .addChild, .addChildViewController) where call + 3 < tokens.count {
            guard tokens[call + 1].kind == .leftParen else { continue }
            var name = call + 2
            if tokens[name].keyword == .`self`, name + 3 < tokens.count, tokens[name + 1].kind == .dot { name += 2 }
            var close = name + 1
            if tokens[close].kind == .op, isPostfixMark(close), close + 1 < tokens.count { close += 1 }
            guard tokens[name].kind == .identifier, tokens[close].kind == .rightParen else { continue }
            if let around = innermost.types.around(call) { children[around, default: []].append(text(of: name)) }
        }
        return children
    }
}
