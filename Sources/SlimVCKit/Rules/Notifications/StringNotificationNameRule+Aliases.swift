/// `userInfo` read through a name bound to it in a function: `guard let info =
/// note.userInfo`, `if let info = note.userInfo as? [String: Any]`, then `info["error"]`.
extension NotificationNameScan {
    /// `info["key"]`, `info?["key"]` after a `let` or `var` of the same function binds `info`
    /// to a `userInfo`: first and last tokens.
    func literalUserInfoAliasReads() -> [(Int, Int)] {
        // Made only for a file that binds a userInfo: most bind none.
        var functions: Innermost?
        // By function: each alias's name and where it is bound.
        var aliases: [Int: [(name: String, binding: Int)]] = [:]
        for index in tokens(spelling: .userInfo) {
            guard let chain = Chain(endingAt: index, in: file), chain.names.count >= 2, chain.first >= 3,
                  tokens[chain.first - 1].kind == .equal, tokens[chain.first - 2].kind == .identifier,
                  [.let, .var].contains(tokens[chain.first - 3].keyword), !spells(chain.first - 2, "userInfo") else { continue }
            let around = functions ?? innermost.functions
            functions = around
            guard let function = around.around(index) else { continue }
            aliases[function, default: []].append((text(of: chain.first - 2), chain.first - 2))
        }
        var found: [(Int, Int)] = []
        for (function, bound) in aliases {
            guard let open = structure.functions[function].span.open, let close = structure.functions[function].span.close else { continue }
            for index in open + 1..<close where tokens[index].kind == .identifier {
                guard let close = stringSubscript(after: index) else { continue }
                let name = text(of: index)
                if bound.contains(where: { $0.name == name && $0.binding < index }) { found.append((index, close)) }
            }
        }
        return found
    }

    /// The `]` of a string-literal subscript read right after the name at `index`
    /// (`info["key"]`, `info?["key"]`), not assigned to.
    private func stringSubscript(after index: Int) -> Int? {
        var open = index + 1
        if open < tokens.count, tokens[open].kind == .op, isPostfixMark(open) { open += 1 }
        guard open + 2 < tokens.count, tokens[open].kind == .leftBracket, tokens[open + 1].kind == .string,
              tokens[open + 2].kind == .rightBracket, index == 0 || tokens[index - 1].kind != .dot,
              open + 3 >= tokens.count || tokens[open + 3].kind != .equal else { return nil }
        return open + 2
    }
}
