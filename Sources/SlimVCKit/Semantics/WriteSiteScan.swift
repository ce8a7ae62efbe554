/// Finds where each class's and extension's members write and call (`DeclarationWrites`):
/// one walk of each member's body, in the index's pass, with no string made but the names
/// of the members that write something.
struct WriteSiteScan: FileReading {
    let file: SourceFile

    /// By type position; empty for structs, enums and protocols, whose values no screen keeps.
    func writesByType() -> [DeclarationWrites] {
        var result = [DeclarationWrites](repeating: DeclarationWrites(), count: structure.types.count)
        guard structure.types.contains(where: { Self.isScanned($0.kind) }) else { return result }
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                var walker = MemberWalker(tokens: tokens, bytes: bytes, file: file)
                for function in structure.functions {
                    guard !function.isLocal, let container = function.container, Self.isScanned(structure.types[container].kind),
                          let open = function.span.open, let close = function.span.close, open < close else { continue }
                    walker.scan(function, open: open, close: close, into: &result[container])
                }
                // A stored property's initial value (`lazy var refresh = { …addTarget(…) }()`)
                // runs while the screen is set up, and may name its selectors.
                for property in structure.properties where !property.isLocal && !property.isStatic {
                    guard let container = property.container, Self.isScanned(structure.types[container].kind),
                          let start = property.initializer, start < property.span.last else { continue }
                    walker.scanInitialValue(start..<(property.span.last + 1), named: property.name, into: &result[container])
                }
            }
        }
        return result
    }

    static func isScanned(_ kind: TypeKind) -> Bool { kind == .class || kind == .extension || kind == .actor }
}

/// Walks one member's body at a time, keeping the closures and parentheses it is in.
struct MemberWalker {
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    let file: SourceFile

    /// A brace: a closure with how its writes are reached, or a block (`if`, `for`, a
    /// local function) that keeps those of the code around it.
    private struct Frame {
        var via: SiteVia
        var awaited: Bool
    }

    /// An open parenthesis or bracket, and the name called with it.
    private struct Paren {
        var open: Int
        var callee: Int
    }

    private var frames: [Frame] = []
    private var parens: [Paren] = []
    private var locals: LocalNames
    private var writes: [WriteSite] = []
    private var calls: [CallSite] = []

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) {
        self.tokens = tokens
        self.bytes = bytes
        self.file = file
        locals = LocalNames(tokens: tokens, bytes: bytes)
    }

    mutating func scan(_ function: FunctionDeclaration, open: Int, close: Int, into facts: inout DeclarationWrites) {
        if (function.span.first..<function.span.name).contains(where: { tokens[$0].keyword == .static || tokens[$0].keyword == .class }) {
            return
        }
        locals.removeAll()
        locals.collectParameters(from: function.span.name, to: open)
        walk(open + 1, close, into: &facts)
        let own = MemberContexts(file: file).ownContext(of: function)
        let baseName: UInt64
        if function.kind == .accessor {
            let kind = function.accessorKind ?? "get"
            let isObserver = kind == "set" || kind == "willSet" || kind == "didSet"
            baseName = WrittenNames.hash(function.name) ^ DeclarationWrites.accessorMark ^ (isObserver ? 0 : 1)
        } else {
            baseName = WrittenNames.hash(function.name)
        }
        // Only a declaration that adopts protocols may hold a view interface's functions.
        let container = file.structure.types[function.container!]
        let adopts = container.inherits.count > (container.kind == .extension ? 0 : 1)
        let signature = adopts && function.kind == .func ? Signatures(file: file).signature(of: function).name : nil
        let name = writes.isEmpty ? "" : signature ?? Signatures(file: file).signature(of: function).name
        appendMember(baseName: baseName, signature: signature.map(WrittenNames.hash) ?? 0, own: own,
                     isPrivate: Signatures(file: file).isPrivate(function), line: Int32(file.startLine(of: function.span.name)),
                     name: name, into: &facts)
    }

    mutating func scanInitialValue(_ range: Range<Int>, named name: String, into facts: inout DeclarationWrites) {
        guard range.contains(where: { tokens[$0].kind == .leftBrace || tokens[$0].kind == .pound }) else { return }
        locals.removeAll()
        walk(range.lowerBound, range.upperBound, into: &facts)
        appendMember(baseName: 0, signature: 0, own: .setup, isPrivate: true, line: Int32(file.startLine(of: range.lowerBound)),
                     name: name, into: &facts)
    }

    private mutating func appendMember(baseName: UInt64, signature: UInt64, own: WriteContext?, isPrivate: Bool, line: Int32,
                                       name: String, into facts: inout DeclarationWrites) {
        let writeStart = Int32(facts.writes.count)
        let callStart = Int32(facts.calls.count)
        facts.writes.append(contentsOf: writes)
        facts.calls.append(contentsOf: calls)
        facts.members.append(MemberWrites(
            baseName: baseName, signature: signature, own: own, isPrivate: isPrivate, line: line, name: name,
            writes: writeStart..<Int32(facts.writes.count), calls: callStart..<Int32(facts.calls.count)))
        writes.removeAll(keepingCapacity: true)
        calls.removeAll(keepingCapacity: true)
    }

    // MARK: The walk

    private mutating func walk(_ start: Int, _ end: Int, into facts: inout DeclarationWrites) {
        frames.removeAll(keepingCapacity: true)
        parens.removeAll(keepingCapacity: true)
        frames.append(Frame(via: .direct, awaited: false))
        var pendingBlock: Int? = nil
        var lastClosed: Paren? = nil
        var lastClosedAt = -1
        var index = start
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket:
                let callee = index > start && tokens[index - 1].kind == .identifier ? index - 1 : -1
                parens.append(Paren(open: index, callee: callee))
            case .rightParen, .rightBracket:
                if let paren = parens.popLast() {
                    lastClosed = paren
                    lastClosedAt = index
                }
            case .leftBrace:
                if pendingBlock == parens.count {
                    pendingBlock = nil
                    frames.append(frames[frames.count - 1])
                } else {
                    let via = closureVia(at: index, start: start, lastClosed: lastClosedAt == index - 1 ? lastClosed : nil)
                    let around = frames[frames.count - 1]
                    frames.append(via == .direct ? around : Frame(via: via, awaited: false))
                    locals.collectClosureParameters(after: index, before: end)
                    if index > start, tokens[index - 1].kind == .identifier, tokens[index - 1].keyword == .none {
                        noteCall(index - 1, start: start)
                    }
                }
            case .rightBrace:
                if frames.count > 1 { frames.removeLast() }
            case .identifier:
                switch token.keyword {
                case .none:
                    if index + 1 < end, tokens[index + 1].kind == .leftParen { noteCall(index, start: start) }
                case .await:
                    frames[frames.count - 1].awaited = true
                case .if, .guard, .while, .switch, .catch, .func, .deinit, .subscript, .struct, .enum, .protocol, .extension, .actor,
                     .else, .do, .defer, .repeat:
                    pendingBlock = parens.count
                case .for:
                    pendingBlock = parens.count
                    locals.noteLocal(after: index + (index + 1 < end && tokens[index + 1].keyword == .case ? 1 : 0), before: end)
                case .get, .set, .willSet, .didSet:
                    if index + 1 < end, tokens[index + 1].kind == .leftBrace { pendingBlock = parens.count }
                case .class, .`init`:
                    if index == start || tokens[index - 1].kind != .dot { pendingBlock = parens.count }
                case .var, .let:
                    locals.noteLocal(after: index, before: end)
                default: break
                }
            case .pound:
                if spells(index, "#selector") { index = noteSelector(at: index, before: end, into: &facts) }
            case .equal, .op, .dot:
                noteWrite(at: index, start: start, end: end)
            default: break
            }
            index += 1
        }
    }

    /// How a closure opening at `brace` is reached: by the call it is handed to, trailing
    /// (`api.load { … }`, `UIAction(title: t) { … }`) or as an argument
    /// (`fetch(completion: { … })`); a closure stored (`onChange = { … }`) is a callback.
    private func closureVia(at brace: Int, start: Int, lastClosed: Paren?) -> SiteVia {
        guard brace > start else { return .direct }
        let before = tokens[brace - 1]
        let kinds = ClosureKinds(tokens: tokens, file: file)
        switch before.kind {
        case .identifier where before.keyword == .none || before.keyword == .async:
            return kinds.via(callee: brace - 1, label: nil, arguments: nil)
        case .rightParen:
            guard let lastClosed else { return .callback }
            return kinds.via(callee: lastClosed.callee, label: nil, arguments: lastClosed.open..<(brace - 1))
        case .colon, .comma, .leftParen:
            guard let paren = parens.last else { return .callback }
            let label = before.kind == .colon && brace - 2 > start && tokens[brace - 2].kind == .identifier ? brace - 2 : nil
            return kinds.via(callee: paren.callee, label: label, arguments: paren.open..<brace)
        default:
            return .callback
        }
    }

    /// How a write at `index` is reached: its closure's way, or data arriving after an
    /// `await` (`items = try await api.load()` too).
    private func currentVia(valueAfter index: Int, end: Int) -> SiteVia {
        let frame = frames[frames.count - 1]
        guard frame.via == .direct else { return frame.via }
        if frame.awaited { return .asyncResult }
        var next = index + 1
        while next < min(end, index + 4) {
            if tokens[next].keyword == .await { return .asyncResult }
            guard tokens[next].keyword == .try || (tokens[next].kind == .op && (spells(next, "?") || spells(next, "!"))) else { break }
            next += 1
        }
        return .direct
    }

    // MARK: Writes

    /// A write at `index` (an assignment's operator, a `.` before a collection's mutating
    /// method or `toggle()`), recorded for the property it changes.
    private mutating func noteWrite(at index: Int, start: Int, end: Int) {
        guard let target = WriteTargets(tokens: tokens, bytes: bytes, file: file, locals: locals).target(at: index, start: start, end: end)
        else { return }
        record(target.name, mutation: target.isMutation, at: index, end: end)
    }

    private mutating func record(_ name: Int, mutation: Bool, at index: Int, end: Int) {
        writes.append(WriteSite(name: WrittenNames.hash(bytes, tokens[name]), line: Int32(file.startLine(of: index)),
                                via: currentVia(valueAfter: index, end: end), isMutation: mutation))
    }

    // MARK: Calls and selectors

    /// `load(…)`, `self.load(…)`, `self?.load(…)`: a method of the type itself.
    private mutating func noteCall(_ name: Int, start: Int) {
        guard tokens[name].keyword == .none, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[Int(tokens[name].start)]) else { return }
        if name > start, tokens[name - 1].kind == .dot {
            guard let receiver = WriteTargets(tokens: tokens, bytes: bytes, file: file, locals: locals).previousMeaningful(before: name - 1, start: start), tokens[receiver].keyword == .self,
                  receiver == start || tokens[receiver - 1].kind != .dot else { return }
        } else if name > start, tokens[name - 1].keyword == .func {
            return
        }
        let frame = frames[frames.count - 1]
        calls.append(CallSite(callee: WrittenNames.hash(bytes, tokens[name]), via: frame.via == .direct && frame.awaited ? .asyncResult : frame.via))
    }

    /// `#selector(refresh)`, `#selector(self.keyboardWillShow(_:))`: the method named, and
    /// what calls it, from the call the selector is handed to.
    /// Returns the selector's last token, where the walk goes on.
    private mutating func noteSelector(at pound: Int, before end: Int, into facts: inout DeclarationWrites) -> Int {
        guard pound + 1 < end, tokens[pound + 1].kind == .leftParen else { return pound }
        var depth = 0
        var name: Int? = nil
        var cursor = pound + 1
        while cursor < end {
            switch tokens[cursor].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .identifier where depth == 1 && tokens[cursor].keyword == .none: name = cursor
            default: break
            }
            if depth == 0 { break }
            cursor += 1
        }
        guard let name, cursor < end else { return min(cursor, end - 1) }
        var context = WriteContext.userAction
        if let call = parens.last {
            let close = file.matchingClose(call.open) ?? cursor
            let arguments = call.open..<min(close, end)
            let calleeName = call.callee >= 0 ? file.text(of: call.callee) : ""
            if ClosureKinds(tokens: tokens, file: file).mentionsKeyboard(arguments) || calleeName == "CADisplayLink" {
                context = .viewCallback
            } else if arguments.contains(where: { tokens[$0].kind == .identifier && spells($0, "name") && $0 + 1 < end && tokens[$0 + 1].kind == .colon }) {
                context = .asyncResult
            } else if CallbackVocabulary.timerCallees.contains(calleeName) {
                context = .callback
            }
        }
        facts.selectorTargets.append(SelectorTarget(name: WrittenNames.hash(bytes, tokens[name]), context: context))
        return cursor
    }

    private func spells(_ token: Int, _ word: StaticString) -> Bool { file.spells(token, word) }
    private func spells(_ token: Int, prefix: StaticString) -> Bool { file.spells(token, prefix: prefix) }
}
