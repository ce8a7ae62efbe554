/// The declarations around a token: the innermost function and type, the symbol a
/// finding there names, and the bodies of types and chosen functions.
struct DeclarationLookup: FileReading {
    let file: SourceFile

    /// The innermost function body (after its `{`) and type declaration around tokens.
    var innermost: (functions: Innermost, types: Innermost) {
        memo.value {
            (Innermost(structure.functions.map { function in
                guard let open = function.span.open, open < function.span.close ?? Int.max else { return nil }
                return (open + 1)...(function.span.close ?? Int.max)
            }), Innermost(structure.types.map { $0.span.first <= $0.span.last ? $0.span.first...$0.span.last : nil }))
        }
    }

    /// The innermost symbol around a token: `ArticlesViewController.viewDidLoad()`, a local
    /// function inside the one around it (`ArticlesViewController.viewDidLoad().layout()`),
    /// or a type's qualified name outside functions. Long signatures are shortened
    /// (`SignatureName.shortened`).
    func symbol(at token: Int, names: [String]) -> String? {
        let innermost = self.innermost
        guard let index = innermost.functions.around(token) else { return innermost.types.around(token).map { names[$0] } }
        return symbol(ofFunction: index, names: names)
    }

    /// `symbol(at:names:)`, or outside functions the property whose declaration holds the
    /// token (`ArticlesViewController.titleLabel` for a `lazy var` built in a closure): what
    /// a rule that groups lines by where they are names them by.
    func memberSymbol(at token: Int, names: [String]) -> String? {
        guard innermost.functions.around(token) == nil,
              let property = memo.value(PropertySpans.self, { PropertySpans(structure) }).innermost.around(token) else {
            return symbol(at: token, names: names)
        }
        let declaration = structure.properties[property]
        return (declaration.container.map { names[$0] + "." } ?? "") + declaration.name
    }

    /// Whether a token outside functions lies in a stored property's declaration but is not
    /// its name: in its initial value (`lazy var badge: UILabel = { let label = UILabel() … }()`).
    func isInPropertyValue(_ token: Int) -> Bool {
        guard let property = memo.value(PropertySpans.self, { PropertySpans(structure) }).innermost.around(token) else { return false }
        return structure.properties[property].span.name != token
    }

    /// A function's symbol: its path (`functionPath`) after its type's qualified name.
    func symbol(ofFunction index: Int, names: [String]) -> String {
        let (outermost, path) = functionPath(index)
        return (structure.functions[outermost].container.map { names[$0] + "." } ?? "") + path
    }

    /// `viewDidLoad()`, or for a local function the functions around it too,
    /// `viewDidLoad().layout()`; and the outermost of them.
    func functionPath(_ index: Int) -> (outermost: Int, path: String) {
        var index = index
        var path = SignatureName.shortened(signature(of: structure.functions[index]).name)
        // Each step goes to a function whose body starts before this one's declaration.
        while structure.functions[index].isLocal, let outer = innermost.functions.around(structure.functions[index].span.first) {
            index = outer
            path = SignatureName.shortened(signature(of: structure.functions[index]).name) + "." + path
        }
        return (index, path)
    }

    /// Token ranges inside the bodies of declarations `matching` the filter (a type and
    /// its extensions), without the bodies of types nested in them.
    func bodies(of types: [Int]) -> [(type: Int, tokens: [Range<Int>])] {
        types.compactMap { index in
            let span = structure.types[index].span
            guard let open = span.open else { return nil }
            let close = span.close ?? tokens.count
            var ranges: [Range<Int>] = []
            var start = open + 1
            // Types are listed in source order, so those inside this one follow it.
            for nested in structure.types[(index + 1)...] {
                guard nested.span.first < close else { break }
                if nested.span.first >= start {
                    ranges.append(start..<nested.span.first)
                    start = nested.span.last + 1
                }
            }
            if start < close { ranges.append(start..<close) }
            return (index, ranges)
        }
    }

    /// The positions of the functions declared within `ranges` (in order, not overlapping),
    /// each range's found by a binary search on the functions' source order: a rule asks it
    /// for each type of a file.
    func functions(in ranges: [Range<Int>]) -> [Int] {
        let functions = structure.functions
        return ranges.flatMap { range in
            // By position: a copied declaration costs a retain and a release of each of its strings.
            let positions = functions.indices
            let start = positions.firstPosition { functions[$0].span.first >= range.lowerBound }
            let end = positions.firstPosition { functions[$0].span.first >= range.upperBound }
            return (start..<max(start, end)).filter { range.contains(functions[$0].span.name) }
        }
    }

    /// The bodies of the file's functions (not local ones) whose positions `isWanted` holds
    /// for, in order. By position: a copied declaration costs a retain and a release of each
    /// of its strings.
    func functionBodies(where isWanted: (Int) -> Bool) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        for position in structure.functions.indices where !structure.functions[position].isLocal && isWanted(position) {
            if let open = structure.functions[position].span.open, let close = structure.functions[position].span.close {
                bodies.append(open..<close)
            }
        }
        return bodies
    }
}

/// The spans of a file's properties declared in types or at file level, asked for the
/// lines of View work outside functions.
private struct PropertySpans {
    let innermost: Innermost

    init(_ structure: SourceStructure) {
        innermost = Innermost(structure.properties.map { $0.isLocal || $0.span.first > $0.span.last ? nil : $0.span.first...$0.span.last })
    }
}
