/// Turns a glob into alternatives of pieces: `{a,b}` is expanded first (copying `[…]`
/// and escapes whole), then each expansion is split into pieces.
enum GlobParser {
    static let maximumAlternatives = 256

    /// Every expansion of the `{…}` groups; `offset` is where `scalars` starts in the pattern.
    static func expand(_ scalars: [Unicode.Scalar], offset: Int) throws(GlobError) -> [[Unicode.Scalar]] {
        var index = 0
        var prefix: [Unicode.Scalar] = []
        while index < scalars.count {
            switch scalars[index] {
            case "\\":
                guard index + 1 < scalars.count else { throw GlobError(message: "'\\' at the end escapes nothing") }
                prefix += scalars[index...index + 1]
                index += 2
            case "[":
                let close = try classEnd(scalars, from: index, offset: offset)
                prefix += scalars[index...close]
                index = close + 1
            case "{":
                let (options, close) = try group(scalars, from: index, offset: offset)
                let rest = try expand(Array(scalars[(close + 1)...]), offset: offset + close + 1)
                return try combined(prefix, options, rest, offset: offset)
            default:
                prefix.append(scalars[index])
                index += 1
            }
        }
        return [prefix]
    }

    /// `prefix`, then each expansion of each option, then each of `rest`: at most
    /// `maximumAlternatives` of them.
    private static func combined(_ prefix: [Unicode.Scalar], _ options: [(scalars: [Unicode.Scalar], start: Int)],
                                 _ rest: [[Unicode.Scalar]], offset: Int) throws(GlobError) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = []
        for option in options {
            for expansion in try expand(option.scalars, offset: offset + option.start) {
                for tail in rest { result.append(prefix + expansion + tail) }
            }
            guard result.count <= maximumAlternatives else {
                throw GlobError(message: "more than \(maximumAlternatives) alternatives from {…}")
            }
        }
        return result
    }

    /// The `]` closing the class opened at `open`; a `]` first in the class is literal.
    static func classEnd(_ scalars: [Unicode.Scalar], from open: Int, offset: Int) throws(GlobError) -> Int {
        var index = open + 1
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" { index += 1 }
        if index < scalars.count, scalars[index] == "]" { index += 1 }
        while index < scalars.count {
            if scalars[index] == "\\" { index += 2; continue }
            if scalars[index] == "]" { return index }
            index += 1
        }
        throw GlobError(message: "unclosed '[' at offset \(offset + open)")
    }

    /// The comma-separated options of the group opened at `open`, and its `}`.
    private static func group(_ scalars: [Unicode.Scalar], from open: Int, offset: Int)
        throws(GlobError) -> ([(scalars: [Unicode.Scalar], start: Int)], Int) {
        var options: [(scalars: [Unicode.Scalar], start: Int)] = []
        var start = open + 1
        var depth = 0
        var index = open + 1
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 1
            case "[": index = try classEnd(scalars, from: index, offset: offset)
            case "{": depth += 1
            case "}" where depth > 0: depth -= 1
            case "," where depth == 0:
                options.append((Array(scalars[start..<index]), start))
                start = index + 1
            case "}":
                options.append((Array(scalars[start..<index]), start))
                return (options, index)
            default: break
            }
            index += 1
        }
        throw GlobError(message: "unclosed '{' at offset \(offset + open)")
    }
}
