/// The type aliases a file declares, by name: what `typealias DataSource =
/// UITableViewDiffableDataSource<Section, Item>` stands for. A name aliased twice in the
/// file to different types is left out, as which one a use means depends on its scope.
struct TypeAliases {
    var types: [String: String] = [:]
    /// The aliases declared in each type's body (not in a function), by the type's
    /// position: what `Owner.DataSource` stands for, seen from another file.
    var members: [Int: [String: String]] = [:]

    /// The type `name` stands for, followed through aliases of aliases (at most 8, so that
    /// a long or looping chain costs little); nil when the file declares no alias of that name.
    func resolve(_ name: String) -> String? {
        var resolved: String?
        for _ in 0..<8 {
            guard let next = types[resolved ?? name] else { break }
            resolved = next
        }
        return resolved
    }
}

extension TypeAliases {
    /// The aliases `file` declares, found once per file.
    init(in file: SourceFile) {
        self = file.memo.value { TypeAliasScan(file: file).run() }
    }
}

/// Finds a file's type aliases.
private struct TypeAliasScan: FileReading {
    let file: SourceFile

    func run() -> TypeAliases {
        var aliases = TypeAliases()
        var ambiguous: Set<String> = []
        for index in tokens.indices where tokens[index].keyword == .typealias {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                  let (first, last) = aliasedType(after: index + 1) else { continue }
            let name = text(of: index + 1)
            let type = text(first, last).filter { !$0.isWhitespace }
            if let known = aliases.types[name], known != type { ambiguous.insert(name) }
            aliases.types[name] = type
            if innermost.functions.around(index) == nil, let owner = innermost.types.around(index) {
                aliases.members[owner, default: [:]][name] = type
            }
        }
        for name in ambiguous { aliases.types[name] = nil }
        return aliases
    }

    /// The tokens of the type after `name =` (generic parameters skipped): up to a line
    /// that does not continue it, a `;`, or the end of the enclosing brackets.
    private func aliasedType(after name: Int) -> (Int, Int)? {
        var equal = name + 1
        if equal < tokens.count, tokens[equal].kind == .op, spells(equal, prefix: "<") {
            guard let close = (equal..<min(tokens.count, equal + 64)).first(where: { tokens[$0].kind == .op && spells($0, prefix: ">") }) else { return nil }
            equal = close + 1
        }
        guard equal + 1 < tokens.count, tokens[equal].kind == .equal else { return nil }
        var depth = 0
        var last = equal
        for index in (equal + 1)..<tokens.count {
            let kind = tokens[index].kind
            if [.leftParen, .leftBracket].contains(kind) {
                depth += 1
            } else if [.rightParen, .rightBracket].contains(kind), depth > 0 {
                depth -= 1
            } else if [.rightParen, .rightBracket, .rightBrace, .leftBrace, .semicolon].contains(kind) {
                break
            } else if depth == 0, index > equal + 1, startsLine(index), !joins(index), !joins(last) {
                break
            }
            last = index
        }
        return last > equal ? (equal + 1, last) : nil
    }

    /// Whether a token joins the lines around it into one type: `&`, `->`, `.`, `,`.
    private func joins(_ index: Int) -> Bool {
        [.arrow, .dot, .comma].contains(tokens[index].kind) || (tokens[index].kind == .op && spells(index, "&"))
    }
}
