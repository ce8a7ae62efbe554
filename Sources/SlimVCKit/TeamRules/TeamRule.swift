/// A rule a team declares in `rules.json`'s `architecture` section: which declarations
/// (or, without a `kind`, which files) it selects, and what it asserts of each. Its id is
/// its key there; it runs, reports, suppresses and baselines as SlimVC's own rules do.
public struct TeamRule: Sendable {
    public var id: String
    /// The team's sentence for the rule ("Domain code imports no UI framework"), which
    /// begins each finding's message; nil when the team wrote none.
    public var message: String?
    public var severity: Severity
    public var selector: DeclarationSelector
    /// Every assertion holds for each selected declaration, or a finding says which not.
    public var assertions: [TeamAssertion]

    public init(id: String, message: String?, severity: Severity, selector: DeclarationSelector, assertions: [TeamAssertion]) {
        (self.id, self.message, self.severity, self.selector, self.assertions) = (id, message, severity, selector, assertions)
    }
}

/// Which declarations a team rule applies to. Every criterion given must hold; none
/// given selects every declaration of the kinds.
public struct DeclarationSelector: Sendable {
    /// What a rule may select: a type declaration of one kind, or a function (`func`).
    public enum Kind: String, Sendable, CaseIterable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`, function

        /// The kind of a type declaration.
        init(_ kind: TypeKind) {
            self = switch kind {
            case .class: .class
            case .struct: .struct
            case .enum: .enum
            case .actor: .actor
            case .protocol: .protocol
            case .extension: .extension
            }
        }
    }

    /// The kinds selected; none selects files (for `must_not_import`). A rule that gives
    /// no kind but asks of declarations selects `typeKinds`.
    public var kinds: [Kind] = [] {
        didSet { kindMask = kinds.reduce(0) { $0 | Self.bit($1) } }
    }
    /// The kinds as bits (`bit(_:)`), asked of every declaration.
    private(set) var kindMask: UInt8 = 0

    /// Every kind of type declaration but extensions, which add to a type declared elsewhere.
    public static let typeKinds: [Kind] = [.class, .struct, .enum, .actor, .protocol]
    /// Globs on the declared name (a glob with a dot on the qualified name, `Outer.Inner`).
    var names: [NamePattern] = []
    var except: [NamePattern] = []
    /// Globs on the file's path, relative to the configuration's folder; none: every file.
    public var paths: [Glob] = []
    /// Roles of the type (of a function: of its type), any of which selects it.
    public var roles: Roles = []
    /// Classes any of which the type inherits from, directly or not.
    public var inheritsFrom: [String] = []
    /// Protocols any of which the type conforms to: declared on it, an extension, a
    /// superclass or an inherited protocol.
    public var conformsTo: [String] = []

    public init() {}

    /// Whether the rule selects files rather than declarations.
    public var selectsFiles: Bool { kinds.isEmpty }

    /// Whether a criterion only declarations have is given (a name, a role, a base…).
    var asksForDeclarations: Bool {
        !names.isEmpty || !except.isEmpty || !roles.isEmpty || !inheritsFrom.isEmpty || !conformsTo.isEmpty
    }

    /// The role names `role` takes, as the index gives them.
    public static let roleNames: [(name: String, role: Roles)] = [
        ("view_controller", .viewController), ("view", .view), ("cell", .cell),
        ("view_model", .viewModel), ("data_controller", .dataController),
    ]
}

/// What a team rule asserts of each selected declaration (or file).
public enum TeamAssertion: Sendable {
    /// The file imports none of these modules (globs on the module's first component).
    case mustNotImport([Glob])
    /// The declaration names none of these types (globs), anywhere in it.
    case mustNotReference([NamePattern])
    /// The class inherits from this class, directly or not.
    case mustInheritFrom(String)
    /// The type conforms to this protocol, as `conforms_to` selects.
    case mustConformTo(String)
    /// The declared name matches the glob.
    case nameMustMatch(NamePattern)
    /// A class is `final` (other kinds cannot be subclassed, and pass).
    case mustBeFinal
    /// The declaration's body spans at most this many code lines.
    case maxCodeLines(Int)

    /// Its key in `rules.json`, in the order the keys are documented.
    public var key: String {
        switch self {
        case .mustNotImport: "must_not_import"
        case .mustNotReference: "must_not_reference"
        case .mustInheritFrom: "must_inherit_from"
        case .mustConformTo: "must_conform_to"
        case .nameMustMatch: "name_must_match"
        case .mustBeFinal: "must_be_final"
        case .maxCodeLines: "max_code_lines"
        }
    }

    /// Whether it asks of a file rather than a declaration.
    public var isAboutFiles: Bool {
        if case .mustNotImport = self { true } else { false }
    }

    public static let keys = ["must_not_import", "must_not_reference", "must_inherit_from", "must_conform_to",
                              "name_must_match", "must_be_final", "max_code_lines"]
}
