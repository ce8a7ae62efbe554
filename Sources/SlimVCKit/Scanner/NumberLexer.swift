/// Number literals: decimal, hex, octal and binary integers, floats and hex floats, `_`
/// separators.
enum NumberLexer {
    /// `x.0.1` stays a tuple path: after a `.` only the integer part is taken.
    static func lex(_ cursor: inout LexCursor) {
        let start = cursor.pos
        let radixMark = cursor.peek(1) | 0x20
        if cursor.bytes[cursor.pos] == Ascii.zero, radixMark == 0x78 || radixMark == 0x6F || radixMark == 0x62 {
            cursor.pos += 2
            skipDigits(&cursor, exponent: radixMark == 0x78 ? 0x70 : 0)
            if radixMark == 0x78 { lexHexFraction(&cursor) }
        } else {
            skipDigits(&cursor)
            let afterDot = cursor.tokens.last.map { $0.kind == .dot && Int($0.end) == start } ?? false
            if !afterDot, cursor.peek() == Ascii.dot, cursor.isClass(cursor.peek(1), ByteClass.digit) {
                cursor.pos += 1
                skipDigits(&cursor)
            }
            if cursor.peek() | 0x20 == 0x65 { lexExponent(&cursor) }
        }
        skipDigits(&cursor, exponent: 0)
        cursor.emit(.number, from: start)
    }

    /// Letters, digits and `_`: digits of any radix plus any invalid suffix, up to an
    /// exponent mark (`e`, or `p` in hex) followed by a sign.
    private static func skipDigits(_ cursor: inout LexCursor, exponent: UInt8 = 0x65) {
        let bytes = cursor.bytes
        while cursor.pos < bytes.count, cursor.isClass(bytes[cursor.pos], ByteClass.identifierContinue), bytes[cursor.pos] < 0x80 {
            if bytes[cursor.pos] | 0x20 == exponent, isSign(cursor.peek(1)) { return }
            cursor.pos += 1
        }
    }

    private static func isSign(_ byte: UInt8) -> Bool { byte == Ascii.plus || byte == Ascii.minus }

    private static func lexExponent(_ cursor: inout LexCursor) {
        cursor.pos += 1
        if isSign(cursor.peek()) { cursor.pos += 1 }
        skipDigits(&cursor)
    }

    /// `0x1.8p3`; `0xff.description` is an integer and a member access: a fraction is
    /// taken only when hex digits and a `p` exponent follow the dot.
    private static func lexHexFraction(_ cursor: inout LexCursor) {
        let bytes = cursor.bytes
        if cursor.peek() == Ascii.dot, isHexDigit(cursor.peek(1), cursor) {
            var end = cursor.pos + 1
            while end < bytes.count, isHexDigit(bytes[end], cursor) || bytes[end] == Ascii.underscore { end += 1 }
            guard end < bytes.count, bytes[end] | 0x20 == 0x70 else { return }
            cursor.pos = end
        }
        if cursor.peek() | 0x20 == 0x70 { lexExponent(&cursor) }
    }

    private static func isHexDigit(_ byte: UInt8, _ cursor: LexCursor) -> Bool {
        cursor.isClass(byte, ByteClass.digit) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }
}
