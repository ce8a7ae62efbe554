/// What a type's body writes, as sorted hashes of names (`WrittenNames.hash`).
struct Writes {
    /// The names a class or extension assigns: `name = …`, `self.name += …`,
    /// `self?.name = …`, `name.toggle()` and `&name`, whatever value the name belongs to.
    /// A declaration (`var name = …`) assigns nothing. For `controller_state`: a scalar
    /// option no declaration of the controller changes is configuration, not state.
    /// The last bit of a name's hash is set when the type assigns it only while it sets
    /// itself up (`init`, `viewDidLoad`, `loadView`, `awakeFromNib`): a subclass that sets
    /// its base's option there configures it (`canShowAsSplitView = false`). A `static` or
    /// `class` function assigns nothing of the type's: a factory (`static func broken() ->
    /// Self { let screen = Self(); screen.buttonText = "Close"; … }`) sets up another
    /// instance, as whoever presents it does.
    var assigned: [UInt64] = []
    /// The cells the body binds and what it hands them (`CellFeedScan`), for
    /// `cell_view_model`. Code outside any type (a file's top-level function) is not read:
    /// data sources are types.
    var cellSites: [CellSite] = []
}

/// Finds what each type of a file writes in its own body.
struct WriteScan: FileReading {
    let file: SourceFile

    /// What each type writes in its own body (not in a type nested in it), by the type's
    /// position. Every file's facts are gathered in the first pass, so this walks each
    /// body once, before its nested types', and makes no string.
    /// `setUp`: the bodies of the file's set-up methods, in order (`TypeFacts`).
    func writesByType(setUp setup: [Range<Int>]) -> [Writes] {
        let after = positionsAfter()
        let factories = staticBodies()
        let members = CellFeedMembers(of: file)
        return tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                (0..<structure.types.count).map { position in
                    structure.types[position].kind == .protocol ? Writes() : writes(of: position, after, setup, factories, members, tokens, bytes)
                }
            }
        }
    }

    /// The bodies of the file's `static` and `class` functions, in order.
    private func staticBodies() -> [Range<Int>] {
        DeclarationLookup(file: file).functionBodies { position in
            let span = structure.functions[position].span
            return structure.functions[position].kind == .func
                && (span.first..<span.name).contains { tokens[$0].keyword == .static || tokens[$0].keyword == .class }
        }
    }

    /// What the type at `position` writes. By position, reading plain fields: a copied
    /// declaration costs a retain and a release of each of its strings and arrays.
    private func writes(of position: Int, _ after: [Int], _ setup: [Range<Int>], _ factories: [Range<Int>],
                        _ members: CellFeedMembers, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Writes {
        guard let open = structure.types[position].span.open, let close = structure.types[position].span.close,
              open < close else { return Writes() }
        let assigns = structure.types[position].kind == .class || structure.types[position].kind == .extension
        var assigned: [UInt64] = []
        var feeds = CellFeedScan(file: file, tokens: tokens, bytes: bytes, members: members, body: open..<close)
        // Types are in source order: those after this one that start before its end are
        // nested in it, and their bodies are their own. Each child is stepped over whole,
        // its own nested types with it (`after`).
        var nested = position + 1
        var factory = 0
        var index = open + 1
        while index < close {
            if nested < after.count, structure.types[nested].span.first <= index {
                index = max(index, structure.types[nested].span.last + 1)
                nested = after[nested]
                continue
            }
            let kind = tokens[index].kind
            if kind == .equal || kind == .op || kind == .dot {
                while factory < factories.count, factories[factory].upperBound <= index { factory += 1 }
                if assigns, factory == factories.count || !factories[factory].contains(index),
                   let name = Self.assignedName(at: index, before: close, tokens, bytes) {
                    assigned.append(WrittenNames.hash(bytes, tokens[name]) & WrittenNames.nameBits)
                }
                if kind != .op { feeds.visit(operator: index) }
            } else if kind == .identifier {
                if tokens[index].keyword != .none { feeds.visit(keyword: index) }
            } else if kind == .leftBrace { feeds.visit(brace: index) }
            index += 1
        }
        let inSetUp = !setup.isEmpty && mayInheritFromProject(position) ? setUpAssignments(of: position, open..<close, after, setup, tokens, bytes) : []
        return Writes(assigned: WrittenNames.markingSetUpOnly(assigned, inSetUp: inSetUp), cellSites: feeds.sites.sites)
    }

    /// A class whose superclass may be the project's, not UIKit's or AppKit's: only a
    /// subclass of a project base class sets an inherited option, and the walk of its set-up
    /// bodies is spared to the others (an extension's count as changes, which keeps findings).
    private func mayInheritFromProject(_ position: Int) -> Bool {
        guard structure.types[position].kind == .class, let first = structure.types[position].inherits.first else { return false }
        return !FrameworkVocabulary.uiPrefixes.contains(where: first.hasPrefix)
    }

    /// The names the set-up bodies of the type at `position` assign, once for each
    /// assignment; not those of a type nested in it. A walk of those bodies alone, apart
    /// from the walk of the whole body, which it would slow.
    private func setUpAssignments(of position: Int, _ body: Range<Int>, _ after: [Int], _ setup: [Range<Int>],
                                  _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        var found: [UInt64] = []
        let nested = (position + 1)..<after[position]
        for range in setup where body.lowerBound < range.lowerBound && range.upperBound <= body.upperBound {
            guard !nested.contains(where: { structure.types[$0].span.first <= range.lowerBound && range.upperBound <= structure.types[$0].span.last })
            else { continue }
            for index in range where tokens[index].kind == .equal || tokens[index].kind == .op || tokens[index].kind == .dot {
                if let name = Self.assignedName(at: index, before: range.upperBound, tokens, bytes) {
                    found.append(WrittenNames.hash(bytes, tokens[name]) & WrittenNames.nameBits)
                }
            }
        }
        return found
    }

    /// For each type, the position of the first type after it that is not nested in it.
    private func positionsAfter() -> [Int] {
        let count = structure.types.count
        var after = [Int](repeating: count, count: count)
        var open: [Int] = []
        for position in 0..<count {
            while let last = open.last, structure.types[last].span.last < structure.types[position].span.first {
                after[last] = position
                open.removeLast()
            }
            open.append(position)
        }
        return after
    }

    /// The name that the token at `index` assigns, if it is an assignment's operator, a
    /// prefix `&` or a `.toggle(`.
    @inline(__always) static func assignedName(at index: Int, before close: Int, _ tokens: UnsafeBufferPointer<Token>,
                                                       _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let name: Int
        switch tokens[index].kind {
        case .equal: name = index - 1
        case .op:
            let (start, end) = (Int(tokens[index].start), Int(tokens[index].end))
            if end - start == 1, bytes[start] == UInt8(ascii: "&"), index + 1 < close, tokens[index].end == tokens[index + 1].start {
                name = index + 1
            } else if end - start >= 2, bytes[end - 1] == UInt8(ascii: "="),
                      ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[end - 2]) {
                name = index - 1
            } else { return nil }
        case .dot where index + 2 < close && tokens[index + 1].spells(.toggle) && tokens[index + 2].kind == .leftParen: name = index - 1
        default: return nil
        }
        guard tokens[name].kind == .identifier, tokens[name].keyword == .none,
              ![.var, .let].contains(tokens[name - 1].keyword) else { return nil }
        return name
    }
}

/// Names kept as hashes of their bytes: two names alike by chance (one in 2^64) would read
/// as written, which only keeps a finding.
enum WrittenNames {
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> UInt64 {
        FNV1a.hash(of: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]))
    }

    static func hash(_ name: String) -> UInt64 { FNV1a.hash(of: name.utf8) }

    /// The bits of an assigned name's hash; the last one marks an assignment in a set-up
    /// body (`Writes.assigned`).
    static let nameBits: UInt64 = ~1

    /// The hash an assigned name is kept under (`TypeFacts.assignedNames`).
    static func assignedHash(_ name: String) -> UInt64 { hash(name) & nameBits }

    /// A view's look, layout or wiring, which others may set on a cell's view without
    /// handing it data: `isHidden`, `textColor`, `delegate`, `addTarget(…)`, `setNeedsLayout`.
    static func isLookOrWiring(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
        let length = Int(token.end - token.start)
        guard length >= 3, length <= 48 else { return false }
        let word = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        if lookPrefixes.contains(where: { $0.count < length && word.starts(with: $0) }) { return true }
        return lookWords.contains(FNV1a.hash(of: word))
    }

    private static let lookWords = Set(ViewVocabulary.lookMembers.map(hash))
    private static let lookPrefixes = ViewVocabulary.layoutCallPrefixes.map { Array($0.utf8) }

    /// Assigned names' hashes (`Writes.assigned`), sorted, each once, the last bit set on
    /// those that every assignment of which is in `inSetUp` (a name once for each).
    static func markingSetUpOnly(_ assigned: [UInt64], inSetUp: [UInt64]) -> [UInt64] {
        guard !inSetUp.isEmpty else { return sortedUnique(assigned) }
        let all = assigned.sorted()
        let setUp = inSetUp.sorted()
        var marked: [UInt64] = []
        var position = 0
        var setUpPosition = 0
        while position < all.count {
            let name = all[position]
            var count = 0
            while position < all.count, all[position] == name { count += 1; position += 1 }
            while setUpPosition < setUp.count, setUp[setUpPosition] < name { setUpPosition += 1 }
            var setUpCount = 0
            while setUpPosition < setUp.count, setUp[setUpPosition] == name { setUpCount += 1; setUpPosition += 1 }
            marked.append(setUpCount == count ? name | 1 : name)
        }
        return marked
    }

    /// Sorted, each once, in place: a `Set` would hash each hash again.
    static func sortedUnique(_ hashes: [UInt64]) -> [UInt64] {
        guard hashes.count > 1 else { return hashes }
        var hashes = hashes
        hashes.sort()
        var kept = 1
        for position in 1..<hashes.count where hashes[position] != hashes[kept - 1] {
            hashes[kept] = hashes[position]
            kept += 1
        }
        hashes.removeLast(hashes.count - kept)
        return hashes
    }
}
