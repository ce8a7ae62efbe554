/// What rules can tell of a property's initial value from its tokens alone.
struct InitialValues: FileReading {
    let file: SourceFile

    /// The type an initial value names first (`UILabel` in `= UILabel()`, `A.B` in `= A.B.c`).
    func initializerType(of property: PropertyDeclaration) -> String? {
        guard let start = property.initializer, tokens[start].kind == .identifier else { return nil }
        return TypeName.normalized(text(start, dottedNameEnd(from: start, before: tokens.count)))
    }


    /// What an initial value constructs: `UILabel` in `UILabel()`, `UIStackView(…)`,
    /// `Set<AnyCancellable>()`, `[AnyCancellable]` in `[AnyCancellable]()`, or the first
    /// constructor in a `{ … }()` closure.
    func constructedType(at start: Int) -> String? {
        guard start < tokens.count else { return nil }
        if tokens[start].kind == .leftBracket, let close = matchingClose(start) { return text(start, close) }
        if tokens[start].kind == .leftBrace, let close = matchingClose(start) {
            return (start..<close).first { tokens[$0].kind == .identifier && tokens[$0 + 1].kind == .leftParen && isTypeLike($0) }
                .map { text(of: $0) }
        }
        guard tokens[start].kind == .identifier, isTypeLike(start) else { return nil }
        var end = chainEnd(from: start)
        // A member ends the chain: a static value's type is what precedes it (`UIEdgeInsets.zero`,
        // `UITableView.Style.plain`). What a static method returns is not known, unless the
        // method is named for its type (`UIBarButtonItem.makeCloseBarButtonItem()`).
        if end > start, !isTypeLike(end) {
            guard end + 1 >= tokens.count || tokens[end + 1].kind != .leftParen else {
                return end == start + 2 && isFactory(end, of: start) ? text(of: start) : nil
            }
            return text(start, end - 2)
        }
        if end + 1 < tokens.count, tokens[end + 1].kind == .op, spells(end + 1, "<"), let close = angleClose(end + 1) { end = close }
        return text(start, end)
    }

    /// Whether an initial value builds its type (`Factory()`, `Subject<Int>()`, `{ … }()`),
    /// rather than reading a member (`Settings.didOptIn`), whose type is only guessed.
    func buildsValue(at start: Int) -> Bool {
        guard start < tokens.count else { return false }
        if tokens[start].kind == .leftBrace || tokens[start].kind == .leftBracket { return true }
        guard tokens[start].kind == .identifier else { return false }
        var end = chainEnd(from: start)
        if end + 1 < tokens.count, tokens[end + 1].kind == .op, spells(end + 1, "<"), let close = angleClose(end + 1) { end = close }
        return isTypeLike(end) && end + 1 < tokens.count && tokens[end + 1].kind == .leftParen
    }

    /// The declared return type of a method of `scope`, or of a free function, that the
    /// initial value only calls (`lazy var dataSource = makeDataSource()`,
    /// `self.makeDataSource()`, `lazy var editItem = makeEditItem()`), declared in this file.
    func returnTypeOfCall(from start: Int, through last: Int, in scope: String) -> String? {
        var name = start
        if tokens[start].keyword == .self, start + 2 <= last, tokens[start + 1].kind == .dot { name = start + 2 }
        guard name + 1 <= last, tokens[name].kind == .identifier, tokens[name + 1].kind == .leftParen,
              matchingClose(name + 1) == last else { return nil }
        let types = methodReturnTypes().types
        // A method of the type, else a free function of the file (`makeEditItem()`).
        return types[scope + "\u{0}" + text(of: name)] ?? types["\u{0}" + text(of: name)]
    }

    /// The declared return types of the file's methods, by type and name, the first
    /// declared winning: found once for the file.
    private func methodReturnTypes() -> MethodReturnTypes {
        memo.value {
            let names = file.qualifiedTypeNames()
            var found = MethodReturnTypes()
            for function in structure.functions where function.kind == .func && !function.isLocal {
                guard let type = Signatures(file: file).returnType(of: function) else { continue }
                let key = (function.container.map { names[$0] } ?? "") + "\u{0}" + function.name
                if found.types[key] == nil { found.types[key] = type }
            }
            return found
        }
    }

    /// A closure stored as it is (`{ … }`), not called to make the initial value (`{ … }()`):
    /// a callback, however its type is spelled.
    func isClosureValue(at start: Int) -> Bool {
        guard start < tokens.count, tokens[start].kind == .leftBrace, let close = matchingClose(start) else { return false }
        return close + 1 >= tokens.count || tokens[close + 1].kind != .leftParen
    }

    /// The type an initial value is cast to at its top level (`self.view as? FeedView`).
    func castType(from start: Int, through last: Int) -> String? {
        var depth = 0
        var index = start
        while index < min(last, tokens.count - 1) {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            if depth == 0, tokens[index].keyword == .as {
                var type = index + 1
                if tokens[type].kind == .op, spells(type, "?") || spells(type, "!") { type += 1 }
                guard type <= last, tokens[type].kind == .identifier, isTypeLike(type) else { return nil }
                return text(type, chainEnd(from: type))
            }
            index += 1
        }
        return nil
    }

    /// A static method named for its type: `stepikCloseBarButtonItem` on `UIBarButtonItem`,
    /// `makeSeparatorView` on `UIView` (the type's name less its framework prefix).
    private func isFactory(_ method: Int, of type: Int) -> Bool {
        guard let subject = TypeName.withoutFrameworkPrefix(text(of: type)) else { return false }
        return text(of: method).hasSuffix(subject)
    }

    private func isTypeLike(_ index: Int) -> Bool {
        text(of: index).first?.isUppercase == true
    }

    private func angleClose(_ open: Int) -> Int? {
        (open..<min(tokens.count, open + 16)).first { tokens[$0].kind == .op && text(of: $0).hasPrefix(">") }
    }
}

/// What the methods of a file's types are declared to return, by type and method name.
struct MethodReturnTypes {
    var types: [String: String] = [:]
}
