/// A function's name as Swift spells a reference to it, and its parameters' types.
public struct FunctionSignature: Sendable, Equatable {
    /// `viewDidLoad()`, `tableView(_:cellForRowAt:)`, `init(coder:)`, `title` for an
    /// implicit getter, `title.didSet` for other accessors.
    public var name: String
    /// The parameters' declared types as written.
    public var parameterTypes: [String]
}

/// Reads the signatures of a file's functions: names with labels, parameter names and
/// types, return types, and whether a function is private.
struct Signatures: FileReading {
    let file: SourceFile

    public func signature(of function: FunctionDeclaration) -> FunctionSignature {
        switch function.kind {
        case .accessor:
            let kind = function.accessorKind ?? ""
            let isGetter = kind == "get" || kind == "get(implicit)"
            return FunctionSignature(name: isGetter ? function.name : function.name + "." + kind, parameterTypes: [])
        case .deinit:
            return FunctionSignature(name: "deinit", parameterTypes: [])
        default:
            let (labels, types) = parameters(after: function.span.name, limit: function.span.open ?? function.span.last)
            return FunctionSignature(name: function.name + "(" + labels.map { $0 + ":" }.joined() + ")", parameterTypes: types)
        }
    }

    /// The hash of `signature(of:).name` of a `func` (`WrittenNames.hash`), made from its
    /// tokens without building the string: asked of every method of a type that adopts
    /// protocols, to match a protocol's requirements.
    func signatureHash(of function: FunctionDeclaration) -> UInt64 {
        var hash = FNV1a()
        hash.add(function.name.utf8)
        hash.add(CollectionOfOne(UInt8(ascii: "(")))
        file.bytes.withUnsafeBufferPointer { bytes in
            forEachParameter(after: function.span.name, limit: function.span.open ?? function.span.last) { start, colon, _ in
                let label = tokens[firstLabel(start, colon)]
                hash.add(UnsafeBufferPointer(rebasing: bytes[Int(label.start)..<Int(label.end)]))
                hash.add(CollectionOfOne(UInt8(ascii: ":")))
            }
        }
        hash.add(CollectionOfOne(UInt8(ascii: ")")))
        return hash.value
    }

    /// Whether a function is declared `private` or `fileprivate`.
    func isPrivate(_ function: FunctionDeclaration) -> Bool {
        (function.span.first..<function.span.name).contains { [.private, .fileprivate].contains(tokens[$0].keyword) }
    }

    /// The declared types of a function's parameters, without building its name.
    public func parameterTypes(of function: FunctionDeclaration) -> [String] {
        guard function.kind != .accessor, function.kind != .deinit else { return [] }
        return parameters(after: function.span.name, limit: function.span.open ?? function.span.last).types
    }

    /// The declared return type (`-> T`), up to the body or a `where` clause; nil without one.
    public func returnType(of function: FunctionDeclaration) -> String? {
        let limit = min(function.span.open ?? function.span.last + 1, tokens.count)
        guard function.kind == .func,
              let open = (function.span.name + 1..<limit).first(where: { tokens[$0].kind == .leftParen }),
              let close = matchingClose(open), close < limit,
              let arrow = (close + 1..<limit).first(where: { tokens[$0].kind == .arrow }), arrow + 1 < limit else { return nil }
        let end = (arrow + 1..<limit).first { tokens[$0].keyword == .where } ?? limit
        return end > arrow + 1 ? text(arrow + 1, end - 1).filter { !$0.isWhitespace } : nil
    }

    /// Argument labels and types of the parameter list that follows `name`.
    private func parameters(after name: Int, limit: Int) -> (labels: [String], types: [String]) {
        var labels: [String] = []
        var types: [String] = []
        forEachParameter(after: name, limit: limit) { start, colon, end in
            labels.append(text(of: firstLabel(start, colon)))
            types.append(typeText(from: colon + 1, to: end))
        }
        return (labels, types)
    }

    /// The names a function's body gives its parameters (`viewModel` of `_ viewModel:
    /// Any`), with their declared types.
    func namedParameters(of function: FunctionDeclaration) -> [(name: String, type: String)] {
        guard function.kind == .func else { return [] }
        var parameters: [(name: String, type: String)] = []
        forEachParameter(after: function.span.name, limit: function.span.open ?? function.span.last) { _, colon, end in
            parameters.append((text(of: colon - 1), typeText(from: colon + 1, to: end)))
        }
        return parameters
    }

    /// Each parameter of the list that follows `name`: its first token, its colon and its
    /// last token.
    @inline(__always)
    private func forEachParameter(after name: Int, limit: Int, _ body: (_ start: Int, _ colon: Int, _ end: Int) -> Void) {
        guard var open = (name + 1...max(name + 1, limit)).first(where: { $0 < tokens.count && tokens[$0].kind == .leftParen }),
              open < limit else { return }
        var depth = 0
        var parameterStart = open + 1
        var colon: Int?
        while open < tokens.count {
            let kind = tokens[open].kind
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace { depth += 1 }
            if kind == .rightParen || kind == .rightBracket || kind == .rightBrace { depth -= 1 }
            if depth == 1, kind == .colon, colon == nil { colon = open }
            if (depth == 1 && kind == .comma) || depth == 0 {
                if let colon, colon > parameterStart { body(parameterStart, colon, open - 1) }
                if depth == 0 { break }
                parameterStart = open + 1
                colon = nil
            }
            open += 1
        }
    }

    private func firstLabel(_ start: Int, _ colon: Int) -> Int {
        var index = start
        while index < colon - 1, tokens[index].kind == .attribute { index += 1 }
        return index
    }

    /// A parameter's type: up to its default value.
    private func typeText(from start: Int, to end: Int) -> String {
        var last = end
        var index = start
        var depth = 0
        while index <= end {
            let kind = tokens[index].kind
            if kind == .leftParen || kind == .leftBracket { depth += 1 }
            if kind == .rightParen || kind == .rightBracket { depth -= 1 }
            if depth == 0, kind == .equal { last = index - 1; break }
            index += 1
        }
        return text(start, last)
    }
}
