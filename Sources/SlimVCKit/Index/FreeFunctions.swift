/// A file's free functions (`func req(_ message: String)` outside any type), which the
/// project's call graph follows as it follows a type's methods: a view that calls a free
/// function that networks networks. The index keeps them as the methods of one type whose
/// name no code can write, so a call finds them where no method of the caller's own
/// type has the name.
enum FreeFunctions {
    /// The name of the type that holds them: not a Swift identifier.
    static let typeName = "(free functions)"

    /// Whether the file declares a free function with a body.
    static func declares(_ file: SourceFile) -> Bool {
        file.structure.functions.contains { $0.container == nil && !$0.isLocal && $0.kind == .func && $0.hasBody }
    }

    /// The facts of the file's free functions: their calls and their outside work.
    static func facts(in file: SourceFile, work: OutsideWork, calls: [CallRecord]) -> TypeFacts {
        let first = file.structure.functions.first { $0.container == nil && !$0.isLocal && $0.kind == .func }
        var facts = TypeFacts(name: typeName, kind: .struct, path: file.path, nameLocation: file.location(of: first?.span.name ?? 0),
                              bodyLines: 0, bodyCodeLines: 0, inherits: [], properties: [], isLocal: false)
        facts.outsideWork = work
        facts.methodCalls = calls
        facts.isPrivate = true
        return facts
    }
}
