#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where lines start and which hold code, with prefix sums so that the code lines of
/// any range cost O(1). `\n`, `\r\n` and a lone `\r` each end a line.
public struct LineTable: Sendable {
    /// Byte offset of the start of each line; index 0 is line 1.
    public let lineStarts: [Int32]
    /// Lines in the file; a last line without a line end counts, an empty file has none.
    public let lineCount: Int
    /// `codePrefix[n]`: how many of lines 1...n hold code.
    public private(set) var codePrefix: [Int32] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let starts = Self.lineStarts(bytes)
        let endsWithLineEnd = starts.count > 1 && Int(starts[starts.count - 1]) == bytes.count
        lineStarts = starts
        lineCount = bytes.isEmpty ? 0 : (endsWithLineEnd ? starts.count - 1 : starts.count)
    }

    /// Offsets after each line end. Files without `\r` (nearly all) are searched with
    /// `memchr`, which is many times faster than a byte loop.
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 2)
        guard let base = bytes.baseAddress else { return starts }
        if memchr(base, Int32(Ascii.carriageReturn), bytes.count) == nil {
            var cursor = base
            let end = base + bytes.count
            while cursor < end, let found = memchr(cursor, Int32(Ascii.newline), end - cursor) {
                cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(Int32(cursor - base))
            }
            return starts
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == Ascii.carriageReturn, index < bytes.count, bytes[index] == Ascii.newline { index += 1 }
            if byte == Ascii.newline || byte == Ascii.carriageReturn { starts.append(Int32(index)) }
        }
        return starts
    }

    /// The 1-based line holding byte `offset`.
    public func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(lineStarts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The line of a token's first byte.
    func startLine(of token: Token) -> Int { line(of: Int(token.start)) }

    /// The line of a token's last byte (string pieces and regex literals may span lines).
    func endLine(of token: Token) -> Int {
        line(of: token.canSpanLines ? max(Int(token.end) - 1, Int(token.start)) : Int(token.start))
    }

    /// Whether token `next` starts on a later line than `previous` ends on: whether a line
    /// end lies from the last byte of `previous` (a string may end with one) to `next`.
    static func hasLineEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, between previous: Token, and next: Token) -> Bool
        where Bytes.Index == Int {
        var index = max(Int(previous.end) - 1, Int(previous.start))
        while index < Int(next.start) {
            let byte = bytes[index]
            if byte == Ascii.newline || byte == Ascii.carriageReturn { return true }
            index += 1
        }
        return false
    }

    /// The lines strictly between a declaration's body braces, and how many of them hold
    /// code; none without both braces.
    func body(of span: DeclarationSpan, in tokens: [Token]) -> BodyLines {
        guard let open = span.open, let close = span.close else { return BodyLines(lines: 0, code: 0) }
        let openLine = startLine(of: tokens[open])
        let closeLine = startLine(of: tokens[close])
        return BodyLines(lines: Int32(max(0, closeLine - openLine - 1)),
                         code: Int32(codeLines(between: openLine, and: closeLine)))
    }

    /// Code lines strictly between lines `open` and `close`.
    public func codeLines(between open: Int, and close: Int) -> Int {
        guard close - open > 1, open >= 0, close - 1 < codePrefix.count else { return 0 }
        return Int(codePrefix[close - 1] - codePrefix[open])
    }

    /// Whether `line` holds a token that is not a comment or whitespace.
    public func isCode(_ line: Int) -> Bool {
        line >= 1 && line < codePrefix.count && codePrefix[line] != codePrefix[line - 1]
    }

    /// Records which lines hold code and gives each comment its line; one pass, as tokens
    /// and comments each come in file order. Over buffers: this runs for every token of
    /// every file. Code lines are marked 1 in the prefix sums' own array, which is then
    /// summed in place: no array of marks beside it.
    mutating func assignLines(tokens: [Token], comments: inout [Comment]) {
        var prefix = [Int32](repeating: 0, count: lineStarts.count + 2)
        lineStarts.withUnsafeBufferPointer { starts in
            prefix.withUnsafeMutableBufferPointer { isCode in
                tokens.withUnsafeBufferPointer { Self.markCode(isCode, of: $0, starts) }
                comments.withUnsafeMutableBufferPointer { Self.assignCommentLines($0, starts) }
                for line in 1..<isCode.count { isCode[line] += isCode[line - 1] }
            }
        }
        codePrefix = prefix
    }

    /// Marks (1) the lines that `tokens` start on and the lines a string or regex spans.
    private static func markCode(_ isCode: UnsafeMutableBufferPointer<Int32>, of tokens: UnsafeBufferPointer<Token>,
                                 _ starts: UnsafeBufferPointer<Int32>) {
        // Most tokens share a line with the one before: one comparison with the next
        // line's start tells.
        var cursor = 0
        var nextStart = starts.count > 1 ? Int(starts[1]) : Int.max
        if let first = tokens.first, Int(first.start) < nextStart { isCode[1] = 1 }
        for index in tokens.indices {
            let start = Int(tokens[index].start)
            if start >= nextStart {
                cursor = advance(starts, cursor, to: start)
                nextStart = cursor + 1 < starts.count ? Int(starts[cursor + 1]) : Int.max
                isCode[cursor + 1] = 1
            }
            if tokens[index].canSpanLines {
                let last = advance(starts, cursor, to: max(Int(tokens[index].end) - 1, start))
                for line in (cursor + 1)...(last + 1) { isCode[line] = 1 }
            }
        }
    }

    private static func assignCommentLines(_ comments: UnsafeMutableBufferPointer<Comment>, _ starts: UnsafeBufferPointer<Int32>) {
        var cursor = 0
        for index in comments.indices {
            cursor = advance(starts, cursor, to: Int(comments[index].start))
            comments[index].line = Int32(cursor + 1)
        }
    }

    private static func advance(_ starts: UnsafeBufferPointer<Int32>, _ cursor: Int, to offset: Int) -> Int {
        var line = cursor
        while line + 1 < starts.count, Int(starts[line + 1]) <= offset { line += 1 }
        return line
    }
}

/// Lines strictly between a body's braces, and how many of them hold code.
struct BodyLines: Sendable {
    var lines: Int32
    var code: Int32
}
