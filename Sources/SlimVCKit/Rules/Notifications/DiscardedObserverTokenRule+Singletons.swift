/// Finds the set-up functions of singletons.
struct SingletonScan: FileReading {
    let file: SourceFile

    /// The functions that set up a singleton, which lives as long as the app: a class that
    /// keeps its one instance (`static let shared = FeedCache()`) and whose initializers
    /// are all private. They are its initializers and the private methods called only from
    /// them (`private init() { observeLifecycle() }`). Found in one walk of the file's tokens.
    func singletonSetUps() -> Set<Int> {
        var functionsOf: [Int: [Int]] = [:]
        for index in structure.functions.indices {
            if let type = structure.functions[index].container { functionsOf[type, default: []].append(index) }
        }
        var setUps: Set<Int> = []
        var helpers: [Int: [String: [Int]]] = [:]
        for type in keepingOwnInstance() {
            let functions = functionsOf[type] ?? []
            let initializers = functions.filter { structure.functions[$0].kind == .`init` }
            guard !initializers.isEmpty, initializers.allSatisfy({ isPrivate(structure.functions[$0]) }) else { continue }
            setUps.formUnion(initializers)
            let methods = functions.filter { structure.functions[$0].kind == .func && isPrivate(structure.functions[$0]) }
            if !methods.isEmpty { helpers[type] = Dictionary(grouping: methods) { structure.functions[$0].name } }
        }
        guard !helpers.isEmpty else { return setUps }
        setUps.formUnion(calledOnly(from: setUps, helpers))
        return setUps
    }

    /// The private methods (`helpers`, by type and name) called from a set-up and from
    /// nowhere else.
    private func calledOnly(from setUps: Set<Int>, _ helpers: [Int: [String: [Int]]]) -> [Int] {
        var calledFromSetUp: [Int: Set<String>] = [:]
        var calledOtherwise: [Int: Set<String>] = [:]
        for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && tokens[index + 1].kind == .leftParen
            && (index == 0 || tokens[index - 1].keyword != .func) {
            guard let type = innermost.types.around(index), let methods = helpers[type] else { continue }
            let name = text(of: index)
            guard methods[name] != nil else { continue }
            if innermost.functions.around(index).map(setUps.contains) == true {
                calledFromSetUp[type, default: []].insert(name)
            } else {
                calledOtherwise[type, default: []].insert(name)
            }
        }
        var called: [Int] = []
        for (type, methods) in helpers {
            for (name, functions) in methods where calledFromSetUp[type]?.contains(name) == true
                && calledOtherwise[type]?.contains(name) != true {
                called.append(contentsOf: functions)
            }
        }
        return called
    }

    /// Classes and actors with a static `let` whose value is a new instance of the type
    /// (`= FeedCache()`).
    private func keepingOwnInstance() -> Set<Int> {
        var types: Set<Int> = []
        for property in structure.properties where property.isStatic && !property.isVariable {
            guard let type = property.container, [.class, .actor].contains(structure.types[type].kind),
                  let value = property.initializer, value + 1 < tokens.count, tokens[value + 1].kind == .leftParen,
                  tokens[value].kind == .identifier, text(of: value) == structure.types[type].name else { continue }
            types.insert(type)
        }
        return types
    }
}
