extension GlobParser {
    /// The pieces of one expansion (no `{…}` left; classes known to be closed).
    static func pieces(_ scalars: [Unicode.Scalar]) throws(GlobError) -> [GlobPiece] {
        var pieces: [GlobPiece] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\\":
                pieces.append(.scalar(scalars[index + 1]))
                index += 2
            case "?":
                pieces.append(.one)
                index += 1
            case "[":
                let close = try classEnd(scalars, from: index, offset: 0)
                pieces.append(characterClass(Array(scalars[(index + 1)..<close])))
                index = close + 1
            case "*":
                var end = index
                while end < scalars.count, scalars[end] == "*" { end += 1 }
                let isWholeSegment = end - index >= 2 && (index == 0 || scalars[index - 1] == "/")
                    && (end == scalars.count || scalars[end] == "/")
                if isWholeSegment, end < scalars.count {
                    pieces.append(.segments)
                    index = end + 1
                } else {
                    pieces.append(isWholeSegment ? .rest : .star)
                    index = end
                }
            default:
                pieces.append(.scalar(scalar))
                index += 1
            }
        }
        return pieces
    }

    /// `abc`, `a-z`, `!a-z` or `^a-z` (the text between the brackets).
    private static func characterClass(_ body: [Unicode.Scalar]) -> GlobPiece {
        var index = 0
        let negated = !body.isEmpty && (body[0] == "!" || body[0] == "^")
        if negated { index = 1 }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        while index < body.count {
            var low = body[index]
            if low == "\\", index + 1 < body.count { index += 1; low = body[index] }
            if index + 2 < body.count, body[index + 1] == "-" {
                let high = body[index + 2]
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                ranges.append(low...low)
                index += 1
            }
        }
        return .set(ranges, negated: negated)
    }
}
