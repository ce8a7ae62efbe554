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
    case get, set, willSet, didSet, _read, _modify, unsafeAddress
    case unsafeMutableAddress, borrow, mutate
    // statements and expressions
    case `where`, `throws`, `rethrows`, async, `return`, `in`, `if`, `guard`, `else`, `for`
    case `while`, `switch`, `do`, `catch`, `defer`, `try`, await, `self`, `Self`, `super`
    case `true`, `false`, `nil`, some, any, `is`, `as`, `repeat`, `break`, `continue`
    case `fallthrough`, `throw`, yield

    /// Every keyword but `none` as written, in case order: the table is built from this
    /// rather than from the case names, since naming an enum case at run time goes through
    /// reflection (a millisecond of every run). A test checks it against the case names.
    static let spellings: [String] = """
        class struct enum actor protocol extension func init deinit subscript var let import typealias
        associatedtype case operator precedencegroup macro static public private fileprivate internal
        open package final override required convenience mutating nonmutating lazy weak unowned dynamic
        optional indirect prefix postfix infix nonisolated distributed consuming borrowing __consuming
        get set willSet didSet _read _modify unsafeAddress unsafeMutableAddress borrow mutate where throws rethrows
        async return in if guard else for while switch do catch defer try await self Self super true
        false nil some any is as repeat break continue fallthrough throw yield
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// A word Swift reserves only where it has its meaning, so that it may name a type
    /// (`enum any`, `struct get`), unlike `class` or `return`.
    var isContextual: Bool {
        switch self {
        case .actor, .macro, .async, .some, .any, .yield: true
        case .static, .public, .private, .fileprivate, .internal: false
        default: isModifier || isAccessor
        }
    }

    var isModifier: Bool { rawValue >= Keyword.static.rawValue && rawValue <= Keyword.__consuming.rawValue }
    var isAccessor: Bool { rawValue >= Keyword.get.rawValue && rawValue <= Keyword.mutate.rawValue }
}
