/// The types a stored property keeps, as its declaration tells them: the type written (or
/// declared as what a method of its owner returns), followed through a type alias, and the
/// type its initial value builds or casts to.
struct KeptTypes {
    /// The type written, without spaces, through an alias; a dictionary's stays whole.
    var written: String?
    /// The type written, with a dictionary as a list of its values (`[IndexPath: Item]` →
    /// `[Item]`): a dictionary is judged by its values, as a list by its elements.
    var writtenElements: String?
    /// The type built (`UILabel` of `= UILabel()`, of `= { … }()`) or cast to, through an alias.
    var constructed: String?
    /// Each part of the written composition (`(UIViewController & Streaming)?`), then the
    /// type built, as elements of a collection (`Set<T>`, `[T]`, `[K: T]`).
    var types: [String] = []
    /// How many of `types` are written: what a project type holds is asked of a type
    /// written or built, not of one guessed from a member read (`Settings.didOptIn`).
    var writtenCount = 0
    /// Whether the initial value builds its type (`Factory()`, `{ … }()`).
    var isBuilt = false

    init(_ property: PropertyDeclaration, in file: SourceFile, owner: String, project: ProjectIndex) {
        let aliases = TypeAliases(in: file)
        let values = InitialValues(file: file)
        // A type written, or declared as what a method of the owner returns (`= makeDataSource()`).
        var written = property.typeText.map(TypeName.withoutWhitespace)
            ?? property.initializer.flatMap { values.returnTypeOfCall(from: $0, through: property.span.last, in: owner) }
        // What a type alias of the file, or of a project type, stands for
        // (`typealias DataSource = UITableViewDiffableDataSource<…>`, `SupportViewModel.DataSource`).
        if let name = written.map(TypeName.element), let aliased = aliases.resolve(name) ?? project.memberAlias(name, from: owner) {
            written = aliased
        }
        self.written = written
        writtenElements = written.flatMap(PropertyTypeText.dictionaryValue).map { "[" + $0 + "]" } ?? written
        constructed = property.initializer.flatMap { start in
            values.constructedType(at: start) ?? values.castType(from: start, through: property.span.last)
        }.map { aliases.resolve($0) ?? $0 }
        types = writtenElements.map { TypeName.compositionParts(TypeName.element($0)) } ?? []
        writtenCount = types.count
        if let constructed { types.append(constructed) }
        isBuilt = property.initializer.map(values.buildsValue) ?? false
        types = types.map(PropertyTypeText.collectionElement)
    }

    /// Whether a project type's holdings may be asked of `types[position]`.
    func isSure(_ position: Int) -> Bool { position < writtenCount || isBuilt }
}
