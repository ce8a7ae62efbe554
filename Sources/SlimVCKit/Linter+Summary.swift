/// What the Linter reports besides findings.
extension Linter {
    /// Every view controller and SwiftUI view of the project (declared in one of the `files`, when given)
    /// with its code lines, extensions included, and the limit `class_length` holds it to.
    func controllers(in project: ProjectIndex, among files: Set<String>? = nil, plan: RulePlan) -> [ControllerSummary] {
        project.types.values.compactMap { type -> ControllerSummary? in
            guard !type.roles.isDisjoint(with: [.viewController, .swiftUIView]), let primary = type.primary,
                  files?.contains(primary.path) != false else { return nil }
            let rules = fixedRules?.map(RulePlan.ActiveRule.init) ?? plan.rules(for: scope.relative(primary.path))
            var lines: [String: Int] = [:]
            for property in type.properties where !property.isComputed && !property.isStatic { lines[property.name] = property.codeLines }
            var summary = ControllerSummary(name: type.name, file: reportScope.relative(primary.path),
                                            codeLines: type.declarations.reduce(0) { $0 + $1.bodyCodeLines },
                                            limit: RulePlan.typeLengthLimit(in: rules), propertyLines: lines)
            summary.isSwiftUIView = !type.roles.contains(.viewController)
            return summary
        }.sorted { ($0.codeLines, $1.name) > ($1.codeLines, $0.name) }
    }
}
