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
