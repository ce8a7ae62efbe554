/// The names a controller's function bodies declare (`let name = value`, `guard let name =
/// value`) and their values: kept by name when the judge is made, read only when a
/// receiver asks what a name stands for.
struct LocalValues {
    private var file: SourceFile?
    /// The declaring bindings by a hash of their name's bytes: a controller of 50,000
    /// functions asks for thousands of names.
    private var declarations: [UInt64: [ControllerScopes.Binding]] = [:]

    init() {}

    init(file: SourceFile, bindings: [ControllerScopes.Binding]) {
        self.file = file
        for binding in bindings where binding.declares {
            let token = file.tokens[binding.name]
            declarations[Self.hash(file.bytes[Int(token.start)..<Int(token.end)]), default: []].append(binding)
        }
    }

    /// The values `name` is declared with in function bodies and in stored properties'
    /// initial values; a stored property's declaration is no local.
    func values(of name: String) -> [Int] {
        guard let file, !declarations.isEmpty, let candidates = declarations[Self.hash(name.utf8)] else { return [] }
        let count = name.utf8.count
        let named = candidates.filter { binding in
            let token = file.tokens[binding.name]
            return Int(token.end - token.start) == count && file.bytes[Int(token.start)..<Int(token.end)].elementsEqual(name.utf8)
        }
        guard !named.isEmpty else { return [] }
        let lookup = DeclarationLookup(file: file)
        return named.compactMap { lookup.innermost.functions.around($0.name) != nil || lookup.isInPropertyValue($0.name) ? $0.value : nil }
    }

    /// FNV-1a over a name's bytes.
    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    /// Whether `name` is declared somewhere, and every value it is declared with passes `test`.
    func allValues(of name: String, _ test: (Int) -> Bool) -> Bool {
        let values = values(of: name)
        return !values.isEmpty && values.allSatisfy(test)
    }

    /// Whether a body declares `name` with a value other than the member of its name
    /// (`let titleLabel = UILabel()`, not `guard let titleLabel = titleLabel`).
    func isDeclared(_ name: String) -> Bool {
        values(of: name).contains { wholeName($0) != name }
    }

    /// The name a value is, whole: `titleLabel` or `self.titleLabel`, ending its statement
    /// or an `if`/`guard let`'s clause.
    func wholeName(_ value: Int) -> String? {
        guard let file, let start = root(at: value) else { return nil }
        let tokens = file.tokens
        guard TokenNavigation(file: file).chainEnd(from: start) == start else { return nil }
        let next = start + 1
        let ends = next >= tokens.count || file.startsLine(next) || [.leftBrace, .comma].contains(tokens[next].kind)
            || tokens[next].keyword == .else
        return ends ? file.text(of: start) : nil
    }

    /// The first name of a value, after `self.`.
    func root(of value: Int) -> String? {
        guard let file, let start = root(at: value) else { return nil }
        return file.text(of: start)
    }

    /// The type a value calls or whose member it calls (`MBProgressHUD` in
    /// `MBProgressHUD.showAdded(to:animated:)` or `JGProgressHUD(style: .dark)`).
    func typeCalled(_ value: Int) -> String? {
        guard let file, let start = root(at: value), start + 1 < file.tokens.count,
              [.leftParen, .dot].contains(file.tokens[start + 1].kind) else { return nil }
        let name = file.text(of: start)
        return name.first?.isUppercase == true ? name : nil
    }

    /// Whether a value calls its type with a first argument `frame:` (`IconButton(frame: .zero)`).
    func callsWithFrame(_ value: Int) -> Bool {
        guard let file, let start = root(at: value), start + 3 < file.tokens.count else { return false }
        let tokens = file.tokens
        return tokens[start + 1].kind == .leftParen && file.text(of: start + 2) == "frame" && tokens[start + 3].kind == .colon
    }

    private func root(at value: Int) -> Int? {
        guard let file else { return nil }
        let tokens = file.tokens
        var start = value
        if tokens[start].keyword == .`self`, start + 2 < tokens.count, tokens[start + 1].kind == .dot { start += 2 }
        return tokens[start].kind == .identifier && tokens[start].keyword == .none ? start : nil
    }
}
