/// The names a controller's function bodies declare (`let name = value`, `guard let name =
/// value`) and their values: kept by name when the judge is made, read only when a
/// receiver asks what a name stands for.
struct LocalValues {
    private var file: SourceFile?
    /// The declaring bindings, searched by the bytes of a name: a controller has a few dozen.
    private var declarations: [ControllerScopes.Binding] = []

    init() {}

    init(file: SourceFile, bindings: [ControllerScopes.Binding]) {
        self.file = file
        declarations = bindings.filter(\.declares)
    }

    /// The values `name` is declared with in function bodies; a stored property's
    /// declaration is no local.
    func values(of name: String) -> [Int] {
        guard let file, !declarations.isEmpty else { return [] }
        let count = name.utf8.count
        let named = declarations.filter { binding in
            let token = file.tokens[binding.name]
            return Int(token.end - token.start) == count && file.bytes[Int(token.start)..<Int(token.end)].elementsEqual(name.utf8)
        }
        guard !named.isEmpty else { return [] }
        let functions = DeclarationLookup(file: file).innermost.functions
        return named.compactMap { functions.around($0.name) != nil ? $0.value : nil }
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

    private func root(at value: Int) -> Int? {
        guard let file else { return nil }
        let tokens = file.tokens
        var start = value
        if tokens[start].keyword == .`self`, start + 2 < tokens.count, tokens[start + 1].kind == .dot { start += 2 }
        return tokens[start].kind == .identifier && tokens[start].keyword == .none ? start : nil
    }
}
