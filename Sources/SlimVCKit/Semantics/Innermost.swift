/// The innermost of nested token ranges (function bodies, type declarations) around a
/// token, found by a binary search and a walk out through the enclosing ranges: a file's
/// findings each ask for their symbol, and a search through every range of a file with
/// 50,000 functions cost seconds.
struct Innermost {
    /// Positions in the declaration list, by the start of their range.
    private let order: [Int]
    private let starts: [Int]
    private let ends: [Int]
    /// For each position in `order`, the position of the range around it, or -1.
    private let enclosing: [Int]

    /// `ranges[i]`: the tokens of declaration `i`, or nil when it has none (a function
    /// without a body).
    init(_ ranges: [ClosedRange<Int>?]) {
        let order = ranges.indices.filter { ranges[$0] != nil }.sorted { ranges[$0]!.lowerBound < ranges[$1]!.lowerBound }
        starts = order.map { ranges[$0]!.lowerBound }
        ends = order.map { ranges[$0]!.upperBound }
        var enclosing = [Int](repeating: -1, count: order.count)
        var open: [Int] = []
        for position in order.indices {
            while let last = open.last, ends[last] < starts[position] { open.removeLast() }
            enclosing[position] = open.last ?? -1
            open.append(position)
        }
        self.order = order
        self.enclosing = enclosing
    }

    /// The declaration whose range holds `token` and starts last.
    func around(_ token: Int) -> Int? {
        // The last range starting at or before the token.
        var position = starts.firstPosition { $0 > token } - 1
        while position >= 0, ends[position] < token { position = enclosing[position] }
        return position >= 0 ? order[position] : nil
    }
}

/// Whether any of some token ranges (which may nest or overlap) holds a token, answered by
/// a binary search: a rule asks it for each of its candidates.
struct Coverage {
    private let lowers: [Int]
    /// The largest upper bound among the ranges up to each position.
    private let reach: [Int]

    init(_ ranges: [ClosedRange<Int>]) {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        lowers = sorted.map(\.lowerBound)
        var reach: [Int] = []
        reach.reserveCapacity(sorted.count)
        for range in sorted { reach.append(max(reach.last ?? Int.min, range.upperBound)) }
        self.reach = reach
    }

    init(_ ranges: [Range<Int>]) {
        self.init(ranges.filter { !$0.isEmpty }.map { $0.lowerBound...($0.upperBound - 1) })
    }

    func covers(_ token: Int) -> Bool {
        let after = lowers.firstPosition { $0 > token }
        return after > 0 && reach[after - 1] >= token
    }
}
