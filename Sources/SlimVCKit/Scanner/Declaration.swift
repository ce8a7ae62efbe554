/// The kinds of type declaration, spelled as in Swift.
public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// The kinds of function-like declaration, spelled as in the structure schema.
public enum FunctionKind: String, Sendable {
    case `func`, `init`, `deinit`, `subscript`, accessor
}

/// Token positions of a declaration: its first token (attributes and modifiers included),
/// its name, its body braces (nil without a body or when a brace is missing), its last token.
public struct DeclarationSpan: Sendable {
    public var first: Int
    public var name: Int
    public var open: Int?
    public var close: Int?
    public var last: Int
}

/// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
public struct TypeDeclaration: Sendable {
    public var kind: TypeKind
    /// The declared name without generic parameters; for an extension, the type as written.
    public var name: String
    public var inherits: [String]
    public var attributes: [String]
    public var modifiers: [String]
    /// Index of the innermost enclosing type or extension in `SourceStructure.types`.
    public var parent: Int?
    /// Declared inside a code block (function, accessor, closure).
    public var isLocal: Bool
    public var span: DeclarationSpan
}

/// A `func`, `init`, `deinit`, `subscript`, or a property accessor with a body.
public struct FunctionDeclaration: Sendable {
    public var kind: FunctionKind
    /// The name; for an accessor, the property's pattern.
    public var name: String
    /// For an accessor: `get`, `set`, `willSet`, …, or `get(implicit)`.
    public var accessorKind: String?
    public var container: Int?
    public var isLocal: Bool
    public var span: DeclarationSpan
    public var hasBody: Bool
}

/// A `var` or `let` binding declared in a type, an extension or at file level.
public struct PropertyDeclaration: Sendable {
    public var name: String
    public var isVariable: Bool
    public var attributes: [String]
    public var modifiers: [String]
    /// The type annotation as written, if any.
    public var typeText: String?
    public var hasInitializer: Bool
    /// The first token of the initial value, after `=`.
    public var initializer: Int?
    /// Has an accessor block: computed (`get`, implicit getter) or observed (`didSet`).
    public var accessorKinds: [String]
    public var container: Int?
    public var isLocal: Bool
    public var span: DeclarationSpan

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public var isComputed: Bool {
        accessorKinds.contains { $0 != "willSet" && $0 != "didSet" }
    }
}

/// An `import`, with its module path (`UIKit`, `Foundation.NSString`).
public struct ImportDeclaration: Sendable {
    public var module: String
    public var token: Int
}

/// Everything the scanner found in one file, each list in source order.
public struct SourceStructure: Sendable {
    public var types: [TypeDeclaration] = []
    public var functions: [FunctionDeclaration] = []
    public var properties: [PropertyDeclaration] = []
    public var imports: [ImportDeclaration] = []
    /// Whether a `typealias` keyword appears: most files have none, and need no search.
    public var declaresTypeAliases = false
}
