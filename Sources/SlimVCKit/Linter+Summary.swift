/// What the Linter reports besides findings.
extension Linter {
    /// Every view controller of the project with its code lines, extensions included.
    func controllers(in project: ProjectIndex) -> [ControllerSummary] {
        project.types.values.compactMap { type -> ControllerSummary? in
            guard type.roles.contains(.viewController), let primary = type.primary else { return nil }
            return ControllerSummary(name: type.name, file: reportScope.relative(primary.path),
                                     codeLines: type.declarations.reduce(0) { $0 + $1.bodyCodeLines })
        }.sorted { ($0.codeLines, $1.name) > ($1.codeLines, $0.name) }
    }
}
