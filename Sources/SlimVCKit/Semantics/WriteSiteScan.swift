/// Finds where each class's and extension's members write and call (`DeclarationWrites`):
/// one walk of each member's body, in the index's pass, with no string made but the names
/// of the members that write something.
struct WriteSiteScan: FileReading {
    let file: SourceFile

    /// By type position; empty for enums, protocols and plain values' structs, whose values no screen keeps.
    func writesByType() -> [DeclarationWrites] {
        var result = [DeclarationWrites](repeating: DeclarationWrites(), count: structure.types.count)
        let scanned = structure.types.map(Self.isScanned)
        guard scanned.contains(true) else { return result }
        let holders = HolderNames.byType(in: file, scanned: scanned)
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                var walker = MemberWalker(tokens: tokens, bytes: bytes, file: file)
                for function in structure.functions {
                    guard !function.isLocal, let container = function.container, scanned[container],
                          let open = function.span.open, let close = function.span.close, open < close else { continue }
                    walker.holders = holders[container] ?? HolderNames(isView: structure.types[container].kind == .struct)
                    walker.closures.buildsViews = structure.types[container].kind == .struct
                    walker.scan(function, open: open, close: close, into: &result[container])
                }
                // A stored property's initial value (`lazy var refresh = { …addTarget(…) }()`)
                // runs while the screen is set up, and may name its selectors.
                (walker.holders, walker.closures.buildsViews) = (HolderNames(), false)
                for property in structure.properties where !property.isLocal && !property.isStatic {
                    guard let container = property.container, scanned[container],
                          let start = property.initializer, start < property.span.last else { continue }
                    walker.scanInitialValue(start..<(property.span.last + 1), named: property.name, into: &result[container])
                }
            }
        }
        return result
    }

    /// A class that inherits (a screen does, from UIKit's or the project's controllers), a
    /// struct that adopts more than a plain value's protocols (a SwiftUI view may), or an
    /// extension (of one, wherever it is declared): the only declarations a screen's
    /// properties are written in.
    static func isScanned(_ type: TypeDeclaration) -> Bool {
        switch type.kind {
        case .extension: true
        case .class: !type.inherits.isEmpty
        case .struct: type.inherits.contains { !SwiftUIVocabulary.valueProtocols.contains(TypeName.lastComponent($0)) }
        default: false
        }
    }
}

/// Walks one member's body at a time, keeping the closures and parentheses it is in.
struct MemberWalker {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFile


    private var frames: [WalkFrame] = []
    private var parens: [WalkParen] = []
    private var locals: LocalNames
    private let targets: WriteTargets
    /// How closures are reached; a struct's (a SwiftUI view's) build views (`buildsViews`).
    var closures: ClosureKinds
    private let selectors: SelectorTargets
    private var writes: [WriteSite] = []
    private var calls: [CallSite] = []
    /// The properties that keep the type's state holder, if it is a SwiftUI view.
    var holders = HolderNames()

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) {
        self.tokens = tokens
        self.bytes = bytes
        self.file = file
        locals = LocalNames(tokens: tokens, bytes: bytes)
        targets = WriteTargets(tokens: tokens, bytes: bytes, file: file)
        closures = ClosureKinds(tokens: tokens, bytes: bytes, file: file)
        selectors = SelectorTargets(tokens: tokens, bytes: bytes, file: file)
    }

    mutating func scan(_ function: FunctionDeclaration, open: Int, close: Int, into facts: inout DeclarationWrites) {
        if (function.span.first..<function.span.name).contains(where: { tokens[$0].keyword == .static || tokens[$0].keyword == .class }) {
            return
        }
        locals.removeAll()
        locals.collectParameters(from: function.span.name, to: open)
        walk(open + 1, close, into: &facts)
        // A member that writes and calls nothing of the type tells nothing of its writes.
        if !writes.isEmpty || !calls.isEmpty {
            facts.append(MemberContexts(file: file).member(function, writesSomething: !writes.isEmpty), writes: writes, calls: calls)
        }
        writes.removeAll(keepingCapacity: true)
        calls.removeAll(keepingCapacity: true)
    }

    mutating func scanInitialValue(_ range: Range<Int>, named name: String, into facts: inout DeclarationWrites) {
        guard range.contains(where: { tokens[$0].kind == .leftBrace || tokens[$0].kind == .pound }) else { return }
        locals.removeAll()
        walk(range.lowerBound, range.upperBound, into: &facts)
        facts.append(MemberWrites(baseName: 0, signature: 0, own: .setup, isPrivate: true, line: Int32(file.startLine(of: range.lowerBound)),
                                  name: name, writes: 0..<0, calls: 0..<0), writes: writes, calls: calls)
        writes.removeAll(keepingCapacity: true)
        calls.removeAll(keepingCapacity: true)
    }

    // MARK: The walk

    private mutating func walk(_ start: Int, _ end: Int, into facts: inout DeclarationWrites) {
        frames.removeAll(keepingCapacity: true)
        parens.removeAll(keepingCapacity: true)
        frames.append(WalkFrame(via: .direct, awaited: false))
        var cursor = WalkCursor(start: start, end: end)
        var index = start
        while index < end {
            switch tokens[index].kind {
            case .leftParen, .leftBracket:
                parens.append(WalkParen(open: index, callee: index > start && tokens[index - 1].kind == .identifier ? index - 1 : -1))
            case .rightParen, .rightBracket:
                if let paren = parens.popLast() { cursor.lastClosed = (paren, index) }
            case .leftBrace:
                openBrace(at: index, &cursor)
            case .rightBrace:
                cursor.closedAwaited = frames.count > 1 && frames.removeLast().awaited
            case .identifier:
                noteWord(at: index, &cursor)
            case .pound:
                if spells(index, "#selector") { index = noteSelector(at: index, before: end, into: &facts) }
            case .equal, .op, .dot:
                noteWrite(at: index, start: start, end: end)
            default: break
            }
            index += 1
        }
    }


    /// A block keeps the way of the code around it; a closure's is the call it is handed to.
    private mutating func openBrace(at index: Int, _ cursor: inout WalkCursor) {
        if cursor.pendingBlock == parens.count {
            cursor.pendingBlock = nil
            frames.append(cursor.blockFrame(in: frames[frames.count - 1]))
            return
        }
        let closed = cursor.lastClosed?.at == index - 1 ? cursor.lastClosed.map { ($0.paren.open, $0.paren.callee) } : nil
        var via = closures.via(at: index, start: cursor.start, lastClosed: closed,
                                                               enclosing: parens.last.map { ($0.open, $0.callee) })
        if via == .asyncResult, holders.receives(closureAt: index, closed: closed?.1, enclosing: parens.last?.callee, tokens: tokens, bytes: bytes) {
            via = .callback
        }
        frames.append(via == .direct ? frames[frames.count - 1] : WalkFrame(via: via, awaited: false))
        locals.collectClosureParameters(after: index, before: cursor.end)
        if index > cursor.start, tokens[index - 1].kind == .identifier, tokens[index - 1].keyword == .none { noteCall(index - 1, start: cursor.start) }
    }

    /// A name (a call of the type's own method), `await`, a keyword that opens a block, or
    /// one that binds a local.
    private mutating func noteWord(at index: Int, _ cursor: inout WalkCursor) {
        let end = cursor.end
        switch tokens[index].keyword {
        case .none:
            if index + 1 < end, tokens[index + 1].kind == .leftParen { noteCall(index, start: cursor.start) }
        case .await:
            if !holders.isAwaited(at: index, tokens: tokens, bytes: bytes) { frames[frames.count - 1].awaited = true }
        case .if, .guard, .while, .switch, .catch, .func, .deinit, .subscript, .struct, .enum, .protocol, .extension, .actor,
             .else, .do, .defer, .repeat:
            cursor.openBlock(parens.count, catching: tokens[index].keyword == .catch && index > cursor.start && tokens[index - 1].kind == .rightBrace)
        case .for:
            cursor.pendingBlock = parens.count
            locals.noteLocal(after: index + (index + 1 < end && tokens[index + 1].keyword == .case ? 1 : 0), before: end)
        case .get, .set, .willSet, .didSet:
            if index + 1 < end, tokens[index + 1].kind == .leftBrace { cursor.pendingBlock = parens.count }
        case .class, .`init`:
            if index == cursor.start || tokens[index - 1].kind != .dot { cursor.pendingBlock = parens.count }
        case .var, .let:
            if !closures.buildsViews || !locals.noteBlockLocal(after: index, before: end) { locals.noteLocal(after: index, before: end) }
        default: break
        }
    }

    /// How a write at `index` is reached: its closure's way, or data arriving after an
    /// `await` (`items = try await api.load()`, `items = (try? await api.load()) ?? []` too).
    private func currentVia(valueAfter index: Int, end: Int) -> SiteVia {
        let frame = frames[frames.count - 1]
        // In a view, a button's `Task { … await api.load() … }` brings data as a `.task` does,
        // and so does a timer's tick that awaits a load (`.onReceive(timer) { Task { … } }`).
        guard frame.via == .direct || ((frame.via == .userAction || frame.via == .callback) && closures.buildsViews) else { return frame.via }
        if frame.awaited { return .asyncResult }
        var next = index + 1
        while next < min(end, index + 5) {
            if tokens[next].keyword == .await { return holders.isAwaited(at: next, tokens: tokens, bytes: bytes) ? frame.via : .asyncResult }
            guard tokens[next].keyword == .try || tokens[next].kind == .leftParen || (tokens[next].kind == .op && (spells(next, "?") || spells(next, "!"))) else { break }
            next += 1
        }
        return frame.via
    }

    // MARK: Writes

    /// A write at `index` (an assignment's operator, a `.` before a collection's mutating
    /// method or `toggle()`), recorded for the property it changes.
    private mutating func noteWrite(at index: Int, start: Int, end: Int) {
        guard let target = targets.target(at: index, start: start, end: end, locals: locals)
        else { return }
        record(target.name, mutation: target.isMutation, at: index, end: end)
    }

    private mutating func record(_ name: Int, mutation: Bool, at index: Int, end: Int) {
        let (via, isConstant) = (currentVia(valueAfter: index, end: end), !mutation && ConstantAssignments(file: file).setsConstant(at: index, end: end))
        writes.append(WriteSite(name: WrittenNames.hash(bytes, tokens[name]), line: Int32(file.startLine(of: index)), via: via, isMutation: mutation, isConstant: isConstant))
    }


    // MARK: Calls and selectors

    /// `load(…)`, `self.load(…)`, `self?.load(…)`: a method of the type itself.
    private mutating func noteCall(_ name: Int, start: Int) {
        guard tokens[name].keyword == .none, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[Int(tokens[name].start)]) else { return }
        if name > start, tokens[name - 1].kind == .dot {
            guard let receiver = targets.previousMeaningful(before: name - 1, start: start), tokens[receiver].keyword == .self,
                  receiver == start || tokens[receiver - 1].kind != .dot else { return }
        } else if name > start, tokens[name - 1].keyword == .func {
            return
        }
        let frame = frames[frames.count - 1]
        calls.append(CallSite(callee: WrittenNames.hash(bytes, tokens[name]), via: frame.via == .direct && frame.awaited ? .asyncResult : frame.via))
    }

    /// `#selector(refresh)`: the method named, and what fires it (`SelectorTargets`).
    /// Returns the selector's last token, where the walk goes on.
    private mutating func noteSelector(at pound: Int, before end: Int, into facts: inout DeclarationWrites) -> Int {
        let call = parens.last.map { ($0.open, $0.callee) }
        guard let (target, last) = selectors.target(at: pound, before: end, in: call) else {
            return pound
        }
        if let target { facts.selectorTargets.append(target) }
        return last
    }

    private func spells(_ token: Int, _ word: StaticString) -> Bool { file.spells(token, word) }
    private func spells(_ token: Int, prefix: StaticString) -> Bool { file.spells(token, prefix: prefix) }
}

/// A brace: a closure with how its writes are reached, or a block (`if`, `for`, a local
/// function) that keeps those of the code around it.
private struct WalkFrame {
    var via: SiteVia
    var awaited: Bool
}

/// An open parenthesis or bracket, and the name called with it.
private struct WalkParen {
    var open: Int
    var callee: Int
}

/// Where the walk of a body is: its bounds, the parentheses' depth at which the next `{`
/// opens a block (`if`, `for`, a local function), and the last `)` closed.
private struct WalkCursor {
    let start: Int
    let end: Int
    var pendingBlock: Int? = nil
    var lastClosed: (paren: WalkParen, at: Int)? = nil
    /// Whether the block just closed awaited (a `do { … try await … }`), and whether the
    /// block about to open is a `catch`, reached after that await.
    var closedAwaited = false
    var pendingCatchAwaited = false

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// A block opens at the depth of `parens`; `catching`: a `catch` just after a block's
    /// brace (a `do`'s, or an earlier `catch`'s, which keeps the mark).
    mutating func openBlock(_ depth: Int, catching: Bool) {
        pendingBlock = depth
        pendingCatchAwaited = catching && closedAwaited
    }

    /// The frame of a block opening in `outer`: its way, and whether it follows an await. A
    /// `catch` of a `do` that awaited follows one: the error arrived from the call.
    mutating func blockFrame(in outer: WalkFrame) -> WalkFrame {
        defer { pendingCatchAwaited = false }
        return WalkFrame(via: outer.via, awaited: outer.awaited || pendingCatchAwaited)
    }
}
