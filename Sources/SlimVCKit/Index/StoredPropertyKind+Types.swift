extension StoredPropertyKind {
    /// Whether a type, as written in `scope`, is a view controller, a cell or a view, in that
    /// order: by the index's roles, or by a UI framework's name the vocabulary does not list
    /// (`UI` or `NS`, then `…ViewController`, `…Cell`, or a view's suffix:
    /// `FrameworkVocabulary.viewTypeSuffixes`); nil for none. A qualified name is named by
    /// its last part (`UIKit.UILabel`).
    static func viewKind(ofType name: String, from scope: String?, in project: ProjectIndex) -> StoredPropertyKind? {
        let last = TypeName.lastComponent(name)
        let roles = project.roles(ofWritten: name, from: scope)
        if roles.contains(.viewController) { return .viewController(.role) }
        if isFrameworkNamed(last), last.hasSuffix("ViewController") { return .viewController(.frameworkName) }
        if roles.contains(.cell) { return .cell(.role) }
        if isFrameworkNamed(last), last.hasSuffix("Cell") { return .cell(.frameworkName) }
        if roles.contains(.view) { return .view(.role) }
        return isFrameworkNamed(last) && FrameworkVocabulary.viewTypeSuffixes.contains(where: last.hasSuffix) ? .view(.frameworkName) : nil
    }

    /// Named as UIKit's and AppKit's types are (`UILabel`, `NSTableView`).
    private static func isFrameworkNamed(_ name: String) -> Bool { FrameworkVocabulary.uiPrefixes.contains(where: name.hasPrefix) }
}
