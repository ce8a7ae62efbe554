/// The properties through which a SwiftUI view (a struct) keeps its state holder, by their
/// names' hashes: an `await` of their calls (`await model.load()`) is the holder's work,
/// whose data the holder keeps, not data arriving in the view. Empty for classes and
/// extensions, whose walk (`MemberWalker`) this leaves as it was.
struct HolderNames {
    private(set) var hashes: Set<UInt64> = []
    /// A struct's (a SwiftUI view's), where a pause (`await Task.sleep(…)`) times an
    /// animation's phase rather than waits for data.
    var isView = false

    /// By type position, for the structs among the `scanned` types.
    static func byType(in file: SourceFile, scanned: [Bool]) -> [Int: HolderNames] {
        var found: [Int: HolderNames] = [:]
        for property in file.structure.properties where !property.isLocal && !property.isStatic {
            guard let container = property.container, scanned[container], file.structure.types[container].kind == .struct,
                  isHolder(property, in: file) else { continue }
            found[container, default: HolderNames(isView: true)].hashes.insert(WrittenNames.hash(property.name))
        }
        return found
    }

    /// `@StateObject var model`, `@Environment(Model.self) var model`, or `@State var model
    /// = Model()`: a property wrapper of a holder, or state made by a type's initializer.
    private static func isHolder(_ property: PropertyDeclaration, in file: SourceFile) -> Bool {
        if property.attributes.contains(where: SwiftUIVocabulary.holderWrappers.contains) { return true }
        guard property.attributes.contains("@State"), let value = property.initializer, value + 1 < file.tokens.count,
              file.tokens[value].kind == .identifier, file.tokens[value + 1].kind == .leftParen else { return false }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.bytes[Int(file.tokens[value].start)])
    }

    /// Whether the `await` at `index` awaits a call of a holder: `await model.load()`,
    /// `await self.model.load()`.
    func isAwaited(at index: Int, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard isView else { return false }
        var next = index + 1
        if next + 1 < tokens.count, tokens[next].keyword == .self, tokens[next + 1].kind == .dot { next += 2 }
        guard next < tokens.count, tokens[next].kind == .identifier else { return false }
        let name = WrittenNames.hash(bytes, tokens[next])
        if hashes.contains(name) { return true }
        // `await Task.sleep(…)`, `await Task.yield()`: a pause, not a call that brings data.
        return name == Self.task && next + 2 < tokens.count && tokens[next + 1].kind == .dot && Self.pauses.contains(WrittenNames.hash(bytes, tokens[next + 2]))
    }

    /// Whether the closure opening at `brace` is handed to a call of a holder's method
    /// (`model.load { items in … }`, `self.model.fetch(completion: { … })`): what arrives
    /// there is the holder's data, as what `await model.load()` returns is. `closed`: the
    /// callee of the call whose `)` is just before the brace; `enclosing`: that of the call
    /// whose parentheses hold it.
    func receives(closureAt brace: Int, closed: Int?, enclosing: Int?, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !hashes.isEmpty, brace > 0 else { return false }
        let callee: Int
        switch tokens[brace - 1].kind {
        case .identifier: callee = brace - 1
        case .rightParen: callee = closed ?? -1
        default: callee = enclosing ?? -1
        }
        guard callee >= 2, tokens[callee - 1].kind == .dot, tokens[callee - 2].kind == .identifier else { return false }
        return hashes.contains(WrittenNames.hash(bytes, tokens[callee - 2]))
    }

    private static let task = WrittenNames.hash("Task")
    private static let pauses: Set<UInt64> = [WrittenNames.hash("sleep"), WrittenNames.hash("yield")]
}
