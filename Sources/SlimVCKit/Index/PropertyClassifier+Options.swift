extension PropertyClassifier {
    /// An option of the screen: a flag, a number or a string that others may set (not
    /// private), set to a literal where it is declared (`var isModal = false`, `var maxWidth:
    /// CGFloat = 320`, `var screenName = "Settings"`), that no declaration of its owner
    /// assigns (`TypeFacts.assignedNames`).
    /// Whoever presents the screen sets it, or no one does: it is configuration, like a
    /// `let`, not state. A private one no one assigns is a `let` misspelled, or a flag whose
    /// setting was forgotten (`if !didLoad { load() }`): still reported. One observed
    /// (`didSet`) is there to follow changes: left alone. A project base class's is
    /// configuration when its subclasses set it only while setting themselves up (`init`,
    /// `viewDidLoad`, `loadView`, `awakeFromNib`); one a subclass changes later is state.
    ///
    /// So is a plain value passed in with no default (`var host: String?`, `var itemID:
    /// Int!`), and an empty string holding its place (`var folderID = ""`): the rulebook's
    /// options set once when the screen is built and never changed by the screen.
    func isUnchangedOption(_ property: PropertyDeclaration, in file: SourceFile, project: ProjectIndex, scope: String) -> Bool {
        guard property.accessorKinds.isEmpty,
              !property.modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) else { return false }
        if let start = property.initializer {
            guard Self.isScalarLiteral(from: start, to: property.span.last, in: file) else { return false }
        } else {
            guard Self.isPlainOptional(property.typeText) else { return false }
        }
        guard let type = project[scope], !type.assigns(property.name) else { return false }
        guard project.isBaseClass(scope) else { return true }
        return !project.subclasses(of: scope).contains { $0.assignsOutsideSetup(property.name) }
    }

    /// `true`, `false`, a number (`-1` too), or a string neither empty nor interpolated,
    /// alone, ending the declaration.
    private static func isScalarLiteral(from start: Int, to last: Int, in file: SourceFile) -> Bool {
        var literal = start
        if last == start + 1, file.tokens[start].kind == .op, file.spells(start, "-") { literal += 1 }
        guard literal == last else { return false }
        // An interpolated string is more than one token.
        return [.string, .number].contains(file.tokens[literal].kind) || [.true, .false].contains(file.tokens[literal].keyword)
    }

    /// The plain values a presenter hands a screen, optional (`String?`, `Int!`).
    private static let plainValues: Set<Substring> = ["String", "Int", "Int64", "Bool", "Double", "Float", "CGFloat", "URL", "UUID", "Date", "TimeInterval"]

    private static func isPlainOptional(_ type: String?) -> Bool {
        guard let type, let mark = type.last, mark == "?" || mark == "!" else { return false }
        return plainValues.contains(type.dropLast())
    }
}
