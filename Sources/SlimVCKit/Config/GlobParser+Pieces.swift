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
                let (piece, end) = stars(scalars, from: index)
                pieces.append(piece)
                index = end
            default:
                pieces.append(.scalar(scalar))
                index += 1
            }
        }
        return pieces
    }

    /// The piece of the run of `*` starting at `start`, and where the next piece starts: `**`
    /// as a whole segment is any segments (with the `/` after it) or, last, the rest of the path.
    private static func stars(_ scalars: [Unicode.Scalar], from start: Int) -> (GlobPiece, next: Int) {
        var end = start
        while end < scalars.count, scalars[end] == "*" { end += 1 }
        let isWholeSegment = end - start >= 2 && (start == 0 || scalars[start - 1] == "/")
            && (end == scalars.count || scalars[end] == "/")
        if isWholeSegment, end < scalars.count { return (.segments, end + 1) }
        return (isWholeSegment ? .rest : .star, end)
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
