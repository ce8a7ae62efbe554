extension Lexer {
    @inline(__always) mutating func lexIdentifier() {
        let start = pos
        pos = identifierEnd(from: pos + 1)
        let length = pos - start
        let code = length >= 2 && length <= KeywordTable.longest
            ? keywords.find(UnsafeBufferPointer(rebasing: bytes[start..<pos])) : 0
        guard code >= KeywordTable.markBase else { return emit(.identifier, from: start, Keyword(rawValue: code) ?? .none) }
        markedTokens.append(Int32(truncatingIfNeeded: tokens.count))
        emit(.identifier, from: start, mark: code - KeywordTable.markBase)
    }

    /// Where the run of identifier bytes from `index` ends. Eight bytes are classified
    /// at once (`IdentifierBytes`), so that a name costs a branch or two rather than one
    /// per byte, whose exit the processor mispredicts at every name; the last few bytes
    /// of a file go byte by byte.
    @inline(__always) func identifierEnd(from index: Int) -> Int {
        // In locals: the loops then keep their cursor and bound in registers.
        let base = bytes.baseAddress!
        let count = bytes.count
        var end = index
        while end + 8 <= count {
            let stops = IdentifierBytes.stops(UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)))
            if stops != 0 { return end + stops.trailingZeroBitCount / 8 }
            end += 8
        }
        while end < count, classes[Int(base[end])] & ByteClass.identifierContinue != 0 { end += 1 }
        return end
    }

    /// `$0` and `$name` are identifiers.
    mutating func lexDollar() {
        let start = pos
        pos += 1
        pos = identifierEnd(from: pos)
        emit(.identifier, from: start)
    }

    /// `` `name` `` (any text but a newline or a backtick since Swift 6.2) is an identifier.
    mutating func lexBacktick() {
        let start = pos
        var end = pos + 1
        while end < bytes.count, bytes[end] != Ascii.backtick,
              bytes[end] != Ascii.newline, bytes[end] != Ascii.carriageReturn {
            end += 1
        }
        if end < bytes.count, bytes[end] == Ascii.backtick, end > start + 1 {
            pos = end + 1
            emit(.identifier, from: start)
        } else {
            pos += 1
            emit(.unknown, from: start)
        }
    }

    /// `@objc`, and a name qualified by its type or module (`@Manager.ConversionActor`,
    /// a global actor), whole: a declaration's attributes then end where they do.
    mutating func lexAttribute() {
        let start = pos
        pos += 1
        guard pos < bytes.count, isClass(bytes[pos], ByteClass.identifierStart) else {
            return emit(.unknown, from: start)
        }
        pos = identifierEnd(from: pos)
        while peek() == Ascii.dot, isClass(peek(1), ByteClass.identifierStart) { pos = identifierEnd(from: pos + 2) }
        emit(.attribute, from: start)
    }

    /// `#if`, `#selector`, macros; `#"…"#` raw strings and `#/…/#` regex literals.
    mutating func lexPound() {
        var hashes = 0
        while peek(hashes) == Ascii.hash { hashes += 1 }
        switch peek(hashes) {
        case Ascii.quote: return lexString(hashes: hashes)
        case Ascii.slash: return lexRegex(hashes: hashes)
        default: break
        }
        let start = pos
        pos += 1
        if hashes == 1, pos < bytes.count, isClass(bytes[pos], ByteClass.identifierStart) {
            pos = identifierEnd(from: pos)
            return emit(.pound, from: start)
        }
        emit(.unknown, from: start)
    }

    mutating func lexDot() {
        let start = pos
        pos += 1
        guard peek() == Ascii.dot else { return emit(.dot, from: start) }
        while pos < bytes.count, bytes[pos] == Ascii.dot || isOperatorContinue(at: pos) { pos += 1 }
        emit(.op, from: start)
    }

    /// A run of operator characters; `//` and `/*` inside it start a comment instead.
    mutating func lexOperator() {
        let start = pos
        pos += 1
        while pos < bytes.count, isOperatorContinue(at: pos) { pos += 1 }
        let length = pos - start
        if length == 1, bytes[start] == Ascii.equal { return emit(.equal, from: start) }
        if length == 2, bytes[start] == Ascii.minus, bytes[start + 1] == Ascii.greater {
            return emit(.arrow, from: start)
        }
        emit(.op, from: start)
    }

    private func isOperatorContinue(at index: Int) -> Bool {
        let byte = bytes[index]
        guard isClass(byte, ByteClass.operatorChar) else { return false }
        if byte == Ascii.slash, index + 1 < bytes.count {
            let next = bytes[index + 1]
            return next != Ascii.slash && next != Ascii.star
        }
        return true
    }
}

/// Identifier bytes eight at a time, as `ByteClass.identifierContinue` has them: letters,
/// digits, `_`, `$` and every byte of a multi-byte character.
enum IdentifierBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` (first byte lowest) that cannot continue an
    /// identifier; zero when all eight can.
    @inline(__always) static func stops(_ word: UInt64) -> UInt64 {
        let low = word & ~highBits
        let lowered = low | 0x2020_2020_2020_2020
        let letters = inRange(lowered, 0x61, 0x7A)
        let others = inRange(low, 0x30, 0x39) | inRange(low, 0x5F, 0x5F) | inRange(low, 0x24, 0x24)
        return ~(word | letters | others) & highBits
    }

    /// The high bit of each byte from `first` to `last`, for bytes under 0x80: adding
    /// 0x80 - n to such a byte sets its high bit exactly when it is n or more, and never
    /// carries into the next byte.
    @inline(__always) private static func inRange(_ bytes: UInt64, _ first: UInt64, _ last: UInt64) -> UInt64 {
        (bytes &+ (0x80 &- first) &* ones) & ~(bytes &+ (0x80 &- (last &+ 1)) &* ones) & highBits
    }
}
