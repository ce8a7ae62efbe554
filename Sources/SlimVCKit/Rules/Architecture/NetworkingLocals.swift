/// The locals a file binds to a type that may network (`let api = APIClient()`, `let
/// api: APIClient`), found in one walk of the file when first asked and shared by every
/// type of the file: a use (`api.fetch()`) finds the nearest binding of its name before it
/// in the same function.
final class NetworkingLocals {
    let file: SourceFile
    let project: ProjectIndex
    private var found: (names: NameSet, bindings: [String: [(name: Int, written: Int)]])??

    init(file: SourceFile, project: ProjectIndex) {
        self.file = file
        self.project = project
    }

    /// The token of the type written for the local that `use` names, bound before it in the
    /// same function (`APIClient` of `let api = APIClient()`); nil for any other name.
    func boundType(at use: Int) -> Int? {
        guard let (names, bindings) = bindingsFound(), names.contains(use, in: file),
              let candidates = bindings[file.text(of: use)] else { return nil }
        // The last binding before the use, by a binary search of the bindings in file order.
        let after = candidates.firstPosition { $0.name >= use }
        guard after > 0 else { return nil }
        let binding = candidates[after - 1]
        let functions = DeclarationLookup(file: file).innermost.functions
        guard let function = functions.around(use), functions.around(binding.name) == function else { return nil }
        return binding.written
    }

    private func bindingsFound() -> (names: NameSet, bindings: [String: [(name: Int, written: Int)]])? {
        if let found { return found }
        let tokens = file.tokens
        var bindings: [String: [(name: Int, written: Int)]] = [:]
        if project.networkingMethods.hasCallees {
            for index in tokens.indices.dropFirst().dropLast(2) where tokens[index - 1].keyword == .let || tokens[index - 1].keyword == .var {
                guard tokens[index].kind == .identifier, tokens[index + 2].kind == .identifier,
                      tokens[index + 1].kind == .colon || (tokens[index + 1].kind == .equal && index + 3 < tokens.count && tokens[index + 3].kind == .leftParen),
                      project.networkingMethods.simpleNames.contains(index + 2, in: file) else { continue }
                bindings[file.text(of: index), default: []].append((index, index + 2))
            }
        }
        let result = bindings.isEmpty ? nil : (NameSet(bindings.keys), bindings)
        found = .some(result)
        return result
    }
}
