/// A stored property named for a collaborator (`errorPresenter`, `navigationService`,
/// `viewModel`): its author says what it is, when its type (often one declared in
/// Objective-C, or behind a protocol) does not.
enum CollaboratorNames {
    /// Whether `name` ends in one of the suffixes (`errorPresenter`) or is one (`viewModel`),
    /// and what is written or built says no plain value or collection is kept
    /// (`userClient: String`, `var dataProvider = [Item]()`). A project's struct or enum
    /// (`selectedProvider: ProviderOption`) is a value: its name decides.
    static func names(_ name: String, suffixes: [String], alone: Set<String>, written: String?, constructed: String?,
                      isProjectValue: (String) -> Bool) -> Bool {
        guard alone.contains(name) || suffixes.contains(where: name.hasSuffix) else { return false }
        if let type = written ?? constructed, isProjectValue(TypeName.element(type)) { return false }
        return ![written, constructed].contains { type in
            guard let type else { return false }
            return type.contains("[") || isTupleOrFunction(type) || plainValues.contains(TypeName.element(type))
        }
    }

    /// A type in parentheses, but for a protocol composition (`(BusinessLogic & DataStore)?`).
    private static func isTupleOrFunction(_ type: String) -> Bool {
        guard type.hasPrefix("(") else { return false }
        return type.contains(",") || ControllerStateRule.compositionParts(TypeName.element(type)).count < 2
    }

    private static let plainValues: Set<String> = [
        "String", "Substring", "Int", "Int64", "Int32", "UInt", "Bool", "Double", "Float", "CGFloat", "Date", "URL", "Data",
        "UUID", "Decimal", "NSString", "NSNumber", "Any", "AnyObject",
    ]

    /// The suffixes as whole names (`viewModel`), for `alone`.
    static func alone(_ suffixes: [String]) -> Set<String> {
        Set(suffixes.map(wholeName))
    }

    /// A suffix as a property's whole name: `ViewModel` → `viewModel`.
    static func wholeName(_ suffix: String) -> String {
        suffix.prefix(1).lowercased() + suffix.dropFirst()
    }
}
