/// Byte classes for the lexer, looked up in one table instead of chains of comparisons.
enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let operatorChar: UInt8 = 4
    static let digit: UInt8 = 8
    static let space: UInt8 = 16

    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in 0..<256 {
            let char = UInt8(byte)
            var flags: UInt8 = 0
            let isLetter = (char >= 0x41 && char <= 0x5A) || (char >= 0x61 && char <= 0x7A)
            if isLetter || char == 0x5F || char >= 0x80 { flags |= identifierStart | identifierContinue }
            if char == 0x24 { flags |= identifierContinue }
            if char >= 0x30 && char <= 0x39 { flags |= digit | identifierContinue }
            if Array("/=-+!*%<>&|^~?".utf8).contains(char) { flags |= operatorChar }
            if [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00].contains(char) { flags |= space }
            table[byte] = flags
        }
        return table
    }()

    /// The table in memory that is never freed, for the lexer's inner loops: a load per
    /// byte, without an array's bounds check.
    static let pointer = TablePointer(table)

    struct TablePointer: @unchecked Sendable {
        let base: UnsafePointer<UInt8>

        init(_ table: [UInt8]) {
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: table.count)
            copy.initialize(from: table, count: table.count)
            base = UnsafePointer(copy)
        }
    }
}

/// ASCII bytes by name, so the lexer reads as Swift rather than as numbers.
enum Ascii {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let quote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let dollar: UInt8 = 0x24
    static let leftParen: UInt8 = 0x28
    static let rightParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let at: UInt8 = 0x40
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let leftBrace: UInt8 = 0x7B
    static let rightBrace: UInt8 = 0x7D
    static let greater: UInt8 = 0x3E
    static let less: UInt8 = 0x3C
    static let equal: UInt8 = 0x3D
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let exclamation: UInt8 = 0x21
    static let question: UInt8 = 0x3F
}
