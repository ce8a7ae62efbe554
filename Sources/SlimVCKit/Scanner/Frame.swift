/// What an open `{` belongs to, while the builder is inside it.
struct Frame {
    enum Kind {
        case file
        case type(Int)
        case function(Int)
        case code
        case accessorList(AccessorOwner)
        case implicitGetter(AccessorOwner)
        case accessorBody(AccessorOwner, first: Int, keyword: Int)
    }

    var kind: Kind
    /// The `{` token, -1 for the file.
    var open: Int
    /// Parenthesis depth at the `{`, restored at its `}`.
    var outerParenDepth: Int
    /// Code blocks (bodies, closures, getters) since the innermost type body.
    var codeDepth: Int
    /// Innermost enclosing type or extension.
    var container: Int?
    /// Type and extension bodies around and including this frame.
    var typeDepth = 0
    /// A declaration whose body has not been reached yet.
    var pending: Pending?
    /// The accessor being read in an accessor list: its first token and its keyword.
    var accessorFirst: Int?
    var accessorKeyword: Int?
}

/// The declaration an accessor block belongs to.
enum AccessorOwner {
    /// A property: its pattern's tokens, its first token, its record (nil for locals).
    case property(pattern: Range<Int>, first: Int, record: Int?)
    case `subscript`(Int)
}

/// A declaration seen up to its name, waiting for its body or its end.
struct Pending {
    enum Kind {
        case type(Int)
        case function(Int)
        case `subscript`(Int)
        case variable(Binding)
    }

    var kind: Kind
    var parenDepth: Int
    /// `<…>` depth of generic clauses in the header; `>` in an operator name does not count.
    var angleDepth = 0
    var nameIndex: Int
}

/// One `var`/`let` binding while its pattern, type and initializer go by.
struct Binding {
    enum Phase { case pattern, annotation, initializer }
    var first: Int
    var patternStart: Int
    /// The pattern's tokens, once its end is known.
    var pattern: Range<Int> = 0..<0
    var phase = Phase.pattern
    var typeStart = 0
    var record: Int?
}
