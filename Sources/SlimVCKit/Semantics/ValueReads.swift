/// How a class's body in one file uses its names: to call something on them
/// (`analytics.track(…)`) or to ask whether one is there (`worker != nil`), or as values
/// (passed, compared, iterated, read). A property
/// used only to call it after it is set is a collaborator (rulebook, "State holders").
/// One walk of the body, for a controller that has a property to ask about.
struct ValueReads: FileReading {
    let file: SourceFile
    private var uses: [UInt64: (calls: Int, values: Int)] = [:]

    init(file: SourceFile, type: Int) {
        self.file = file
        let span = file.structure.types[type].span
        guard let open = span.open, let close = span.close, open < close else { return }
        var uses: [UInt64: (calls: Int, values: Int)] = [:]
        let tokens = file.tokens
        var index = open + 1
        while index < close {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index].keyword == .none else { continue }
            let before = tokens[index - 1]
            if before.keyword == .var || before.keyword == .let || before.keyword == .func { continue }
            if before.kind == .dot {
                // A member of another value; `self.name` is the type's own.
                var receiver = index - 2
                if receiver > open, tokens[receiver].kind == .op { receiver -= 1 }
                guard tokens[receiver].keyword == .self, tokens[receiver - 1].kind != .dot else { continue }
            }
            let hash = file.bytes.withUnsafeBufferPointer { WrittenNames.hash($0, tokens[index]) }
            switch Self.use(at: index, before: close, in: file) {
            case true?: uses[hash, default: (0, 0)].calls += 1
            case false?: uses[hash, default: (0, 0)].values += 1
            case nil: break
            }
        }
        self.uses = uses
    }

    /// How the name at `index` is used: true to call something on it or to ask whether it
    /// is there (`worker != nil`), false as a value, nil where it is assigned.
    private static func use(at index: Int, before close: Int, in file: SourceFile) -> Bool? {
        let tokens = file.tokens
        var next = index + 1
        if next < close, tokens[next].kind == .op, file.spells(next, "?") || file.spells(next, "!") { next += 1 }
        if next < close, tokens[next].kind == .equal { return nil }
        if next + 2 < close, tokens[next].kind == .dot, tokens[next + 1].kind == .identifier,
           tokens[next + 2].kind == .leftParen || tokens[next + 2].kind == .leftBrace { return true }
        return next + 1 < close && tokens[next].kind == .op && (file.spells(next, "!=") || file.spells(next, "=="))
            && tokens[next + 1].keyword == .nil
    }

    /// Called on at least once, and never read as a value, in this file.
    func isOnlyCalled(_ name: String) -> Bool {
        guard let use = uses[WrittenNames.hash(name)] else { return false }
        return use.calls > 0 && use.values == 0
    }
}
