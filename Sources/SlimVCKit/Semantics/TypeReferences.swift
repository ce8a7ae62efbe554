/// The type names a stretch of code writes: identifiers that begin with a capital letter,
/// as Swift names types, wherever they stand (annotations, inheritance, generic
/// arguments, calls, `Type.member`); not strings or comments, which are not tokens.
struct TypeReferences: FileReading {
    let file: SourceFile

    /// Tokens of `range` that name a type, in order.
    func tokens(in range: ClosedRange<Int>) -> [Int] {
        let tokens = file.tokens
        guard !tokens.isEmpty else { return [] }
        return file.bytes.withUnsafeBufferPointer { bytes in
            range.clamped(to: 0...tokens.count - 1).filter { index in
                guard tokens[index].kind == .identifier else { return false }
                let first = bytes[Int(tokens[index].start)]
                return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
            }
        }
    }
}

