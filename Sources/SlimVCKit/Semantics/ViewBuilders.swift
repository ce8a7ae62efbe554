/// The members of a file's SwiftUI views that build views: a view's `body`, and any
/// property or function of a view marked `@ViewBuilder` or returning `some View`.
/// `view_body_length` measures them; `method_length` leaves them to it (one fact, one finding).
struct ViewBuilders: FileReading {
    let file: SourceFile

    /// Positions in `structure.functions` of the view-building members of the file's views
    /// (`SwiftUIRoles`); `names`: the file's qualified type names.
    func members(names: [String], in project: ProjectIndex) -> Set<Int> {
        guard project.hasSwiftUIViews else { return [] }
        var views: [Int: Bool] = [:]
        var found: Set<Int> = []
        for (position, function) in structure.functions.enumerated() where !function.isLocal && function.hasBody {
            guard let container = function.container, function.kind == .func || function.kind == .accessor else { continue }
            let isView = views[container] ?? (project.resolve(names[container])?.roles.contains(.swiftUIView) ?? false)
            views[container] = isView
            if isView, buildsViews(function) { found.insert(position) }
        }
        return found
    }

    private func buildsViews(_ function: FunctionDeclaration) -> Bool {
        if function.kind == .func { return isMarked(function.span.first..<function.span.name) || returnsSomeView(function) }
        guard function.accessorKind == "get" || function.accessorKind == "get(implicit)", let property = property(of: function),
              !property.isStatic else { return false }
        return property.name == "body" || property.attributes.contains("@ViewBuilder") || Self.isSomeView(property.typeText)
    }

    private func isMarked(_ range: Range<Int>) -> Bool {
        range.contains { tokens[$0].kind == .attribute && spells($0, "@ViewBuilder") }
    }

    /// `-> some View` before the body.
    private func returnsSomeView(_ function: FunctionDeclaration) -> Bool {
        guard let open = function.span.open,
              let arrow = (function.span.name..<open).last(where: { tokens[$0].kind == .arrow }) else { return false }
        return arrow + 2 < open && spells(arrow + 1, "some") && (spells(arrow + 2, "View") || spells(arrow + 2, "SwiftUI"))
    }

    /// The property whose accessor `function` is: the last declared before it, holding it.
    private func property(of function: FunctionDeclaration) -> PropertyDeclaration? {
        let properties = structure.properties
        let position = properties.firstPosition { $0.span.first > function.span.first } - 1
        guard position >= 0, properties[position].span.last >= function.span.first, properties[position].name == function.name else { return nil }
        return properties[position]
    }

    static func isSomeView(_ type: String?) -> Bool { type == "some View" || type == "some SwiftUI.View" }
}
