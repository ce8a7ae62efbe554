#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lexer's place in the bytes and the tokens made so far. Each part of the lexer
/// takes it `inout` and moves it on; none keeps a place of its own.
struct LexCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let classes = ByteClass.pointer.base
    var pos = 0
    var tokens: TokenBuffer

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens = TokenBuffer(capacity: bytes.count / 5 + 16)
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos + offset
        return index < bytes.count ? bytes[index] : 0
    }

    @inline(__always) func isClass(_ byte: UInt8, _ flag: UInt8) -> Bool {
        classes[Int(byte)] & flag != 0
    }

    mutating func emit(_ kind: TokenKind, from start: Int, _ keyword: Keyword = .none, mark: UInt8 = 0) {
        tokens.append(Token(kind, keyword, mark: mark, start: start, end: pos))
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

    /// Indentation comes in runs of spaces, skipped eight at a time.
    @inline(__always) mutating func skipSpace() {
        pos += 1
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while pos + 8 <= bytes.count, base.loadUnaligned(fromByteOffset: pos, as: UInt64.self) == 0x2020_2020_2020_2020 { pos += 8 }
        while pos < bytes.count, isClass(bytes[pos], ByteClass.space) { pos += 1 }
    }

    /// To the first `\n` or `\r`, found with `memchr`: many times faster than a byte loop
    /// on long comments.
    mutating func skipToLineEnd() {
        let end = offset(of: Ascii.newline, from: pos, to: bytes.count)
        pos = offset(of: Ascii.carriageReturn, from: pos, to: end)
    }

    /// The offset of the first `byte` in `from..<to`, else `to`.
    private func offset(of byte: UInt8, from: Int, to: Int) -> Int {
        guard from < to, let base = bytes.baseAddress, let found = memchr(base + from, Int32(byte), to - from) else { return to }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    func isLineBreak(_ byte: UInt8) -> Bool { byte == Ascii.newline || byte == Ascii.carriageReturn }
}
