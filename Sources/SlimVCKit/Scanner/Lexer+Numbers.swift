extension Lexer {
    /// Decimal, hex, octal and binary integers, floats and hex floats, `_` separators.
    /// `x.0.1` stays a tuple path: after a `.` only the integer part is taken.
    mutating func lexNumber() {
        let start = pos
        let radixMark = peek(1) | 0x20
        if bytes[pos] == Ascii.zero, radixMark == 0x78 || radixMark == 0x6F || radixMark == 0x62 {
            pos += 2
            skipDigits(exponent: radixMark == 0x78 ? 0x70 : 0)
            if radixMark == 0x78 { lexHexFraction() }
        } else {
            skipDigits()
            let afterDot = tokens.last.map { $0.kind == .dot && Int($0.end) == start } ?? false
            if !afterDot, peek() == Ascii.dot, isClass(peek(1), ByteClass.digit) {
                pos += 1
                skipDigits()
            }
            if peek() | 0x20 == 0x65 { lexExponent() }
        }
        skipDigits(exponent: 0)
        emit(.number, from: start)
    }

    /// Letters, digits and `_`: digits of any radix plus any invalid suffix, up to an
    /// exponent mark (`e`, or `p` in hex) followed by a sign.
    private mutating func skipDigits(exponent: UInt8 = 0x65) {
        while pos < bytes.count, isClass(bytes[pos], ByteClass.identifierContinue), bytes[pos] < 0x80 {
            if bytes[pos] | 0x20 == exponent, isSign(peek(1)) { return }
            pos += 1
        }
    }

    private func isSign(_ byte: UInt8) -> Bool { byte == Ascii.plus || byte == Ascii.minus }

    private mutating func lexExponent() {
        pos += 1
        if isSign(peek()) { pos += 1 }
        skipDigits()
    }

    /// `0x1.8p3`; `0xff.description` is an integer and a member access: a fraction is
    /// taken only when hex digits and a `p` exponent follow the dot.
    private mutating func lexHexFraction() {
        if peek() == Ascii.dot, isHexDigit(peek(1)) {
            var end = pos + 1
            while end < bytes.count, isHexDigit(bytes[end]) || bytes[end] == Ascii.underscore { end += 1 }
            guard end < bytes.count, bytes[end] | 0x20 == 0x70 else { return }
            pos = end
        }
        if peek() | 0x20 == 0x70 { lexExponent() }
    }

    private func isHexDigit(_ byte: UInt8) -> Bool {
        isClass(byte, ByteClass.digit) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }
}
