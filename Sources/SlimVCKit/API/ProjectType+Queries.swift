/// Narrowing a project's types as architecture tests read: `project.types.named("*ViewModel")`.
/// Patterns are globs (`*`, `?`, `[abc]`, `{a,b}`); a malformed one stops the test with its
/// reason, as it is a mistake in the test.
extension Sequence where Element == ProjectType {
    /// Types whose declared name matches the glob (with a dot: whose qualified name does).
    public func named(_ pattern: String) -> [ProjectType] {
        let glob = Self.glob(pattern)
        return filter { glob.matches(pattern.contains(".") ? $0.qualifiedName : $0.name) }
    }

    /// The types whose name does not match the glob.
    public func excluding(_ pattern: String) -> [ProjectType] {
        let kept = Set(named(pattern))
        return filter { !kept.contains($0) }
    }

    /// Types in files whose path (relative to the project) matches the glob.
    public func inFiles(_ pattern: String) -> [ProjectType] {
        let glob = Self.glob(pattern)
        return filter { glob.matches($0.file) }
    }

    public func withRole(_ role: Role) -> [ProjectType] { filter { $0.roles.contains(role) } }

    public func ofKind(_ kinds: TypeKind...) -> [ProjectType] { filter { kinds.contains($0.kind) } }

    /// Types outside test code.
    public var excludingTests: [ProjectType] { filter { !$0.isTestCode } }

    private static func glob(_ pattern: String) -> Glob {
        do throws(GlobError) {
            return try Glob(pattern)
        } catch {
            fatalError("bad glob '\(pattern)': \(error.message)")
        }
    }
}
