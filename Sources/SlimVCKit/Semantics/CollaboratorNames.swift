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
        guard alone.contains(name) || suffixes.contains(where: { endsInWord(name, $0) }) else { return false }
        if let type = written ?? constructed, isProjectValue(TypeName.element(type)) { return false }
        return ![written, constructed].contains { type in
            guard let type else { return false }
            return type.contains("[") || isTupleOrFunction(type) || ValueVocabulary.plainValues.contains(TypeName.element(type))
        }
    }

    /// Whether `name` ends in `suffix` as a word, in any case (`rolesDatasource`,
    /// `datasource` for `DataSource`): the word begins the name or with a capital.
    static func endsInWord(_ name: String, _ suffix: String) -> Bool {
        if name.hasSuffix(suffix) { return true }
        let (name, suffix) = (name.utf8, suffix.utf8)
        guard name.count >= suffix.count else { return false }
        let start = name.index(name.endIndex, offsetBy: -suffix.count)
        guard start == name.startIndex || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(name[start]) else { return false }
        return zip(name[start...], suffix).allSatisfy { $0 | 0x20 == $1 | 0x20 }
    }

    /// A type in parentheses, but for a protocol composition (`(BusinessLogic & DataStore)?`).
    private static func isTupleOrFunction(_ type: String) -> Bool {
        guard type.hasPrefix("(") else { return false }
        return type.contains(",") || TypeName.compositionParts(TypeName.element(type)).count < 2
    }


    /// The suffixes as whole names (`viewModel`), for `alone`.
    static func alone(_ suffixes: [String]) -> Set<String> {
        Set(suffixes.map(wholeName))
    }

    /// A suffix as a property's whole name: `ViewModel` → `viewModel`.
    static func wholeName(_ suffix: String) -> String {
        suffix.prefix(1).lowercased() + suffix.dropFirst()
    }
}
