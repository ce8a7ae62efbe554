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
    private var locals: [UInt64] = []
    private var writes: [WriteSite] = []
    private var calls: [CallSite] = []

    init(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>, file: SourceFile) {
        self.tokens = tokens
        self.bytes = bytes
        self.file = file
    }

    mutating func scan(_ function: FunctionDeclaration, open: Int, close: Int, into facts: inout DeclarationWrites) {
        if (function.span.first..<function.span.name).contains(where: { tokens[$0].keyword == .static || tokens[$0].keyword == .class }) {
            return
        }
        locals.removeAll(keepingCapacity: true)
        collectParameters(from: function.span.name, to: open)
        walk(open + 1, close, into: &facts)
        let own = ownContext(of: function)
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
        locals.removeAll(keepingCapacity: true)
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
                    collectClosureParameters(after: index, before: end)
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
                    noteLocal(after: index + (index + 1 < end && tokens[index + 1].keyword == .case ? 1 : 0), before: end)
                case .get, .set, .willSet, .didSet:
                    if index + 1 < end, tokens[index + 1].kind == .leftBrace { pendingBlock = parens.count }
                case .class, .`init`:
                    if index == start || tokens[index - 1].kind != .dot { pendingBlock = parens.count }
                case .var, .let:
                    noteLocal(after: index, before: end)
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
        let callee: Int
        var arguments: Range<Int>? = nil
        switch before.kind {
        case .identifier where before.keyword == .none:
            callee = brace - 1
        case .rightParen:
            guard let lastClosed else { return .asyncResult }
            callee = lastClosed.callee
            arguments = lastClosed.open..<(brace - 1)
        case .colon, .comma, .leftParen:
            guard let paren = parens.last else { return .asyncResult }
            callee = paren.callee
            arguments = paren.open..<brace
        case .equal:
            return .callback
        default:
            return before.keyword == .return ? .callback : .asyncResult
        }
        if let arguments, mentionsKeyboard(arguments) { return .viewCallback }
        guard callee >= 0 else { return .asyncResult }
        let name = file.text(of: callee)
        if CallbackVocabulary.synchronousCallees.contains(name) { return .direct }
        if CallbackVocabulary.actionCallees.contains(name) { return .userAction }
        if CallbackVocabulary.timerCallees.contains(name) { return .callback }
        return .asyncResult
    }

    /// A keyboard notification named among a call's arguments (`UIResponder.keyboardWillShowNotification`).
    private func mentionsKeyboard(_ range: Range<Int>) -> Bool {
        range.contains { index in
            tokens[index].kind == .identifier && (spells(index, prefix: "keyboard") || spells(index, prefix: "UIKeyboard"))
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

    private mutating func noteWrite(at index: Int, start: Int, end: Int) {
        if tokens[index].kind == .dot {
            noteMutatingCall(at: index, start: start, end: end)
            return
        }
        if tokens[index].kind == .equal, index > start, tokens[index - 1].kind == .rightBracket {
            // `items[i] = item`, `cache[key] = value`.
            if let open = openBracket(before: index - 1, start: start), open > start, let root = root(ending: open - 1, start: start) {
                record(root.name, mutation: true, at: index, end: end)
            }
            return
        }
        guard let name = WriteScan.assignedName(at: index, before: end, tokens, bytes), name >= start else { return }
        if name > start, tokens[name - 1].kind == .dot {
            guard let receiver = previousMeaningful(before: name - 1, start: start) else { return }
            if tokens[receiver].keyword == .self, receiver == start || tokens[receiver - 1].kind != .dot {
                record(name, mutation: false, at: index, end: end)
            } else if let root = root(ending: receiver, start: start) {
                record(root.name, mutation: true, at: index, end: end)
            }
        } else if !isLocal(name) {
            record(name, mutation: false, at: index, end: end)
        }
    }

    /// `items.append(item)`, `self.items.removeAll()`, `isOn.toggle()` (which `assignedName` finds).
    private mutating func noteMutatingCall(at dot: Int, start: Int, end: Int) {
        guard dot + 2 < end, tokens[dot + 1].kind == .identifier, tokens[dot + 2].kind == .leftParen || tokens[dot + 2].kind == .leftBrace,
              dot > start else { return }
        if tokens[dot + 1].spells(.toggle) {
            guard let receiver = previousMeaningful(before: dot, start: start), let root = root(ending: receiver, start: start) else { return }
            record(root.name, mutation: !root.isWhole, at: dot, end: end)
            return
        }
        guard CallbackVocabulary.collectionMutators.contains(file.text(of: dot + 1)),
              let receiver = previousMeaningful(before: dot, start: start), let root = root(ending: receiver, start: start) else { return }
        record(root.name, mutation: true, at: dot, end: end)
    }

    /// The stored property a chain ending at `last` starts from: `form` of `form.email`,
    /// of `self.form.email` and of `self?.form`; nil for a local, `$0` or another object.
    private func root(ending last: Int, start: Int) -> (name: Int, isWhole: Bool)? {
        var cursor = last
        var steps = 0
        while cursor > start, steps < 64 {
            if tokens[cursor].kind == .op, spells(cursor, "?") || spells(cursor, "!") { cursor -= 1; continue }
            if tokens[cursor].kind == .rightBracket, let open = openBracket(before: cursor, start: start) { cursor = open - 1; continue }
            guard tokens[cursor].kind == .identifier, cursor > start, tokens[cursor - 1].kind == .dot else { break }
            cursor -= 2
            steps += 1
        }
        guard cursor >= start, tokens[cursor].kind == .identifier else { return nil }
        if tokens[cursor].keyword == .self {
            // `self.form…`: the name after `self.`.
            var next = cursor + 1
            if next <= last, tokens[next].kind == .op { next += 1 }
            guard next + 1 <= last, tokens[next].kind == .dot, tokens[next + 1].kind == .identifier else { return nil }
            return (next + 1, next + 1 == last)
        }
        guard tokens[cursor].keyword == .none, !isLocal(cursor), bytes[Int(tokens[cursor].start)] != UInt8(ascii: "$") else { return nil }
        return (cursor, cursor == last)
    }

    private mutating func record(_ name: Int, mutation: Bool, at index: Int, end: Int) {
        writes.append(WriteSite(name: WrittenNames.hash(bytes, tokens[name]), line: Int32(file.startLine(of: index)),
                                via: currentVia(valueAfter: index, end: end), isMutation: mutation))
    }

    private func previousMeaningful(before index: Int, start: Int) -> Int? {
        var cursor = index - 1
        while cursor >= start, tokens[cursor].kind == .op, spells(cursor, "?") || spells(cursor, "!") { cursor -= 1 }
        return cursor >= start ? cursor : nil
    }

    /// The `[` of the `]` at `close`, searched back within a statement's reach.
    private func openBracket(before close: Int, start: Int) -> Int? {
        var depth = 0
        var cursor = close
        while cursor >= start, close - cursor < 256 {
            switch tokens[cursor].kind {
            case .rightBracket, .rightParen: depth += 1
            case .leftBracket, .leftParen:
                depth -= 1
                if depth == 0 { return tokens[cursor].kind == .leftBracket ? cursor : nil }
            case .leftBrace, .rightBrace: return nil
            default: break
            }
            cursor -= 1
        }
        return nil
    }

    // MARK: Calls and selectors

    /// `load(…)`, `self.load(…)`, `self?.load(…)`: a method of the type itself.
    private mutating func noteCall(_ name: Int, start: Int) {
        guard tokens[name].keyword == .none, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[Int(tokens[name].start)]) else { return }
        if name > start, tokens[name - 1].kind == .dot {
            guard let receiver = previousMeaningful(before: name - 1, start: start), tokens[receiver].keyword == .self,
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
            if mentionsKeyboard(arguments) {
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

    // MARK: Locals

    private func isLocal(_ name: Int) -> Bool {
        guard !locals.isEmpty else { return false }
        let hash = WrittenNames.hash(bytes, tokens[name])
        return locals.contains(hash)
    }

    /// `let item = …`, `var (a, b) = …`, `if let item`, `guard var x`: the names bound.
    private mutating func noteLocal(after keyword: Int, before end: Int) {
        var cursor = keyword + 1
        if cursor < end, tokens[cursor].kind == .leftParen {
            cursor += 1
            while cursor < end, tokens[cursor].kind != .rightParen {
                if tokens[cursor].kind == .identifier { locals.append(WrittenNames.hash(bytes, tokens[cursor])) }
                cursor += 1
            }
        } else if cursor < end, tokens[cursor].kind == .identifier {
            locals.append(WrittenNames.hash(bytes, tokens[cursor]))
        }
    }

    /// A function's parameters: the names before each `:` at the list's depth.
    private mutating func collectParameters(from name: Int, to open: Int) {
        var depth = 0
        var cursor = name
        while cursor < open {
            switch tokens[cursor].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .colon where depth == 1 && tokens[cursor - 1].kind == .identifier:
                locals.append(WrittenNames.hash(bytes, tokens[cursor - 1]))
            default: break
            }
            cursor += 1
        }
    }

    /// `{ items in`, `{ [weak self] (a, b) in`: a closure's parameters.
    private mutating func collectClosureParameters(after brace: Int, before end: Int) {
        var cursor = brace + 1
        if cursor < end, tokens[cursor].kind == .leftBracket {
            while cursor < end, tokens[cursor].kind != .rightBracket, cursor - brace < 32 { cursor += 1 }
            cursor += 1
        }
        var names: [Int] = []
        while cursor < end, cursor - brace < 48 {
            let token = tokens[cursor]
            if token.keyword == .in { break }
            switch token.kind {
            case .identifier where token.keyword == .none || token.keyword == .self: names.append(cursor)
            case .leftParen, .rightParen, .comma, .colon, .op, .arrow, .dot, .leftBracket, .rightBracket: break
            case .identifier: break
            default: return
            }
            cursor += 1
        }
        guard cursor < end, tokens[cursor].keyword == .in else { return }
        for name in names { locals.append(WrittenNames.hash(bytes, tokens[name])) }
    }

    // MARK: Own contexts

    /// A member's context by what it is: set-up, a view callback, a user's action, a
    /// delegate's report; nil for a helper, whose callers give it theirs.
    private func ownContext(of function: FunctionDeclaration) -> WriteContext? {
        switch function.kind {
        case .`init`, .deinit: return .setup
        case .accessor, .subscript: return nil
        case .func: break
        }
        if (function.span.first..<function.span.name).contains(where: { tokens[$0].kind == .attribute && spells($0, "@IBAction") }) {
            return .userAction
        }
        let name = function.name
        if CallbackVocabulary.setup.contains(name) { return .setup }
        if CallbackVocabulary.viewCallbacks.contains(name) || name.hasPrefix("scrollView") { return .viewCallback }
        if CallbackVocabulary.responderActions.contains(name) { return .userAction }
        if CallbackVocabulary.renderingLabels.contains(name) { return .viewCallback }
        return delegateContext(of: function)
    }

    /// `tableView(_ tableView: UITableView, didSelectRowAt:)`: a framework's delegate
    /// method, whose first parameter is the framework object unnamed. Its questions about
    /// drawing are view callbacks; a UI object's other reports are the user's actions; other
    /// frameworks' (`locationManager(_:didUpdateLocations:)`) are data arriving.
    private func delegateContext(of function: FunctionDeclaration) -> WriteContext? {
        let open = function.span.name + 1
        guard open + 3 < tokens.count, tokens[open].kind == .leftParen, tokens[open + 1].kind == .identifier, spells(open + 1, "_"),
              tokens[open + 2].kind == .identifier, tokens[open + 3].kind == .colon, open + 4 < tokens.count,
              tokens[open + 4].kind == .identifier else { return nil }
        let type = file.text(of: open + 4)
        guard type.count > 2, type.first!.isUppercase, type.dropFirst().first!.isUppercase else { return nil }
        // The second label: `cellForRowAt` of `tableView(_:cellForRowAt:)`.
        var cursor = open + 5
        var depth = 1
        var second: String? = nil
        while cursor < (function.span.open ?? function.span.last), depth > 0 {
            switch tokens[cursor].kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .comma where depth == 1:
                if cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier { second = file.text(of: cursor + 1) }
                depth = 0
            default: break
            }
            cursor += 1
        }
        if let second, CallbackVocabulary.renderingLabels.contains(second) || second.hasPrefix("layout") { return .viewCallback }
        if second == nil, function.name.hasPrefix("numberOf") { return .viewCallback }
        return CallbackVocabulary.userInterfacePrefixes.contains(where: type.hasPrefix) ? .userAction : .asyncResult
    }

    private func spells(_ token: Int, _ word: StaticString) -> Bool { file.spells(token, word) }
    private func spells(_ token: Int, prefix: StaticString) -> Bool { file.spells(token, prefix: prefix) }
}
