/// The words the scanner and the rules look at; every other identifier is `.none`.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    // declarations
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`, `func`, `init`, `deinit`
    case `subscript`, `var`, `let`, `import`, `typealias`, `associatedtype`, `case`
    case `operator`, `precedencegroup`, macro
    // modifiers
    case `static`, `public`, `private`, `fileprivate`, `internal`, open, package, final
    case override, required, convenience, mutating, nonmutating, lazy, weak, unowned
    case dynamic, optional, indirect, prefix, postfix, infix, nonisolated, distributed
    case consuming, borrowing, __consuming
    // accessors
    case get, set, willSet, didSet, _read, _modify, read, modify, unsafeAddress
    case unsafeMutableAddress
    // statements and expressions
    case `where`, `throws`, `rethrows`, async, `return`, `in`, `if`, `guard`, `else`, `for`
    case `while`, `switch`, `do`, `catch`, `defer`, `try`, await, `self`, `Self`, `super`
    case `true`, `false`, `nil`, some, any, `is`, `as`, `repeat`, `break`, `continue`
    case `fallthrough`, `throw`, yield

    /// The keyword spelled by `bytes`, or `.none`.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Keyword {
        let count = bytes.count
        guard count >= 2, count <= KeywordTable.longest else { return .none }
        for candidate in KeywordTable.buckets[KeywordTable.slot(bytes[0], count)]
        where candidate.bytes.elementsEqual(bytes) {
            return candidate.keyword
        }
        return .none
    }

    var isModifier: Bool { rawValue >= Keyword.static.rawValue && rawValue <= Keyword.__consuming.rawValue }
    var isAccessor: Bool { rawValue >= Keyword.get.rawValue && rawValue <= Keyword.unsafeMutableAddress.rawValue }
}

/// Keywords bucketed by first byte and length, so a lookup compares one or two words.
enum KeywordTable {
    static let longest = 20
    static let buckets: [[(bytes: [UInt8], keyword: Keyword)]] = {
        var table = [[(bytes: [UInt8], keyword: Keyword)]](repeating: [], count: 1024)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array("\(keyword)".utf8)
            table[slot(bytes[0], bytes.count)].append((bytes, keyword))
        }
        return table
    }()

    static func slot(_ first: UInt8, _ count: Int) -> Int {
        (Int(first) &* 31 &+ count) & 1023
    }
}
