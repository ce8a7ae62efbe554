/// One type declaration of a project (a `class`, `struct`, `enum`, `actor`, `protocol` or
/// `extension`), as a team's architecture tests ask about it: where it is, what it
/// inherits and conforms to through the whole project, its role, its members, the modules
/// its file imports and the types it names.
public struct ProjectType: Sendable, Hashable {
    public let kind: TypeKind
    /// The declared name (an extension's: the extended type as written).
    public let name: String
    /// `Outer.Inner` for a nested type.
    public let qualifiedName: String
    /// The file's path, relative to the project's folder.
    public let file: String
    /// The line of the declared name.
    public let line: Int
    public let attributes: [String]
    public let modifiers: [String]
    /// The inheritance clause as written: superclass and protocols.
    public let inheritance: [String]
    /// The superclasses, nearest first: project types by qualified name, then the first
    /// framework class (`UIViewController`).
    public let superclasses: [String]
    /// Every name in the inheritance clauses of the type, its extensions, its superclasses
    /// and the project protocols those name, without generic arguments.
    public let conformances: Set<String>
    public let roles: Set<Role>
    public let properties: [Property]
    public let functions: [Function]
    /// The modules its file imports (`UIKit`, `Foundation.NSString`).
    public let imports: [String]
    /// The names of types it writes anywhere in its declaration (annotations, inheritance,
    /// generic arguments, expressions), its own name aside.
    public let references: Set<String>
    /// Code lines of its own body (not its extensions').
    public let codeLines: Int
    /// Whether its file is test code: it imports a test framework, or sits in a test
    /// target's folder.
    public let isTestCode: Bool

    /// `file:line`, as compilers and test failures print places.
    public var location: String { "\(file):\(line)" }

    /// Whether it is declared `final`.
    public var isFinal: Bool { modifiers.contains("final") }

    /// Whether it inherits from the class, directly or not (`BaseViewModel`, or a
    /// qualified name).
    public func inherits(from base: String) -> Bool {
        superclasses.contains { TypeRelations.names($0, base) }
    }

    /// Whether it conforms to the protocol, as `conformances` lists them.
    public func conforms(to proto: String) -> Bool {
        conformances.contains { TypeRelations.names($0, proto) }
    }

    /// A stored or computed property declared in the type's body.
    public struct Property: Sendable, Hashable {
        public let name: String
        /// The type annotation as written, if any.
        public let typeName: String?
        public let isConstant: Bool
        public let isStatic: Bool
        public let isComputed: Bool
        public let attributes: [String]
        public let line: Int
    }

    /// A `func` declared in the type's body.
    public struct Function: Sendable, Hashable {
        public let name: String
        public let line: Int
        /// Code lines of its body.
        public let codeLines: Int
    }
}

/// What SlimVC takes a type to be, from its superclasses and name (`roles` in `rules.json`).
public enum Role: String, Sendable, Hashable, CaseIterable {
    case viewController = "view_controller", view, cell, viewModel = "view_model", dataController = "data_controller"

    /// The roles of an index entry's role set.
    static func roles(of set: Roles) -> Set<Role> {
        Set(DeclarationSelector.roleNames.filter { set.contains($0.role) }.compactMap { Role(rawValue: $0.name) })
    }
}

/// One Swift file of a project.
public struct ProjectFile: Sendable, Hashable {
    /// Relative to the project's folder.
    public let path: String
    public let imports: [String]
    public let isTestCode: Bool
}
