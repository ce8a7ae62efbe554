extension SourceFile {
    /// Whether `token` is in the set-up of a singleton, which lives as long as the app: a
    /// class that keeps its one instance (`static let shared = FeedCache()`) and whose
    /// initializers are all private; the token is in one of them, or in a private method
    /// called only from them (`private init() { observeLifecycle() }`).
    func isSingletonSetUp(_ token: Int) -> Bool {
        guard let function = innermost.functions.around(token), let type = structure.functions[function].container,
              [.class, .actor].contains(structure.types[type].kind), keepsOwnInstance(type) else { return false }
        let initializers = structure.functions.indices.filter {
            structure.functions[$0].container == type && structure.functions[$0].kind == .`init`
        }
        guard !initializers.isEmpty, initializers.allSatisfy(isPrivate) else { return false }
        if initializers.contains(function) { return true }
        return structure.functions[function].kind == .func && isPrivate(function)
            && isCalledOnlyFrom(initializers, name: structure.functions[function].name, in: structure.types[type].span)
    }

    /// A static `let` of the type whose value is a new instance of it (`= FeedCache()`).
    private func keepsOwnInstance(_ type: Int) -> Bool {
        let name = Array(structure.types[type].name.utf8)
        return structure.properties.contains { property in
            guard property.container == type, property.isStatic, !property.isVariable, let value = property.initializer,
                  value + 1 < tokens.count, tokens[value + 1].kind == .leftParen else { return false }
            return spells(value, bytes: name)
        }
    }

    private func isPrivate(_ function: Int) -> Bool {
        let span = structure.functions[function].span
        return (span.first..<span.name).contains { [.private, .fileprivate].contains(tokens[$0].keyword) }
    }

    /// Whether every call of `name(` in the type's tokens (its own declaration aside) is in
    /// one of `initializers`, and there is one.
    private func isCalledOnlyFrom(_ initializers: [Int], name: String, in span: DeclarationSpan) -> Bool {
        guard span.first < span.last else { return false }
        let name = Array(name.utf8)
        var called = false
        for index in span.first..<span.last where tokens[index].kind == .identifier && tokens[index + 1].kind == .leftParen
            && spells(index, bytes: name) && (index == 0 || tokens[index - 1].keyword != .func) {
            guard let caller = innermost.functions.around(index), initializers.contains(caller) else { return false }
            called = true
        }
        return called
    }
}
