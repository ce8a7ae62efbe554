/// What a receiver is by its declaration or by what made it, not by its name: the types
/// of a chain's members through the project index, locals made as views, constraints, and
/// lists of views.
extension ViewReceiverJudge {
    /// A view by what it is declared or made as: the controller's `view` or a view's `layer`,
    /// or a chain whose members' declared types lead to a view, a cell or a layer (the
    /// project's own subclasses whatever their names), a local made as one. Every exemption
    /// of `isView` applies.
    func isDeclaredView(_ receiver: [String]) -> Bool {
        guard let last = receiver.last, isView(receiver) else { return false }
        if last == "view" || last == "layer" { return true }
        return type(of: receiver).map(isViewType) == true
    }

    /// A layout constraint by its declared type or its name (`heightConstraint.constant = 40`).
    func isConstraint(_ receiver: [String]) -> Bool {
        guard let last = receiver.last, isView(Array(receiver.dropLast())) || receiver.count == 1 else { return false }
        if last.hasSuffix("Constraint") || last == "constraint" { return true }
        return type(of: receiver).map { TypeName.lastComponent($0) == "NSLayoutConstraint" } == true
    }

    /// A property of the controller declared as a list of views (`labels: [UILabel]`).
    func isViewList(_ names: [String]) -> Bool {
        guard names.count == 1, let property = properties[names[0]], property.isList, !locals.isDeclared(names[0]) else { return false }
        return property.typeName.map(isViewType) == true
    }

    /// A local made as a view (`let label = UILabel()`, `let slider = GradientSlider(frame: .zero)`),
    /// or made with UIView's initializer from a type the project does not declare
    /// (`let icon = IconButton(frame: .zero)`).
    func isMadeView(_ name: String) -> Bool {
        locals.allValues(of: name) { value in
            locals.typeCalled(value).map { isViewType($0) || project.resolve($0) == nil && locals.callsWithFrame(value) } == true
        }
    }

    /// A view, a cell or a Core Animation layer, UIKit's or AppKit's or the project's; a
    /// project class whose chain leaves the project at a class it does not declare and
    /// that lays itself out as a view does (`ViewBodyFacts.laysOutItself`).
    func isViewType(_ written: String) -> Bool {
        let name = TypeName.lastComponent(written)
        if name.hasPrefix("CA"), name.hasSuffix("Layer") { return true }
        return ViewTypes(project: project).isView(written)
    }

    /// The declared type of a chain: its first name's as the controller's property or a
    /// local made as it, then each member's as its type in the project declares it.
    func type(of names: [String]) -> String? {
        guard let first = names.first else { return nil }
        var type: String?
        if !locals.isDeclared(first), let property = properties[first] {
            type = property.isList ? nil : property.typeName ?? property.initializerType
        } else if let inherited = inheritedViews[first], !locals.isDeclared(first) {
            type = inherited
        } else {
            type = locals.values(of: first).first.flatMap(locals.typeCalled)
        }
        for name in names.dropFirst() {
            guard let current = type, let member = project.resolve(current)?.propertiesByName[name], !member.isList else { return nil }
            type = member.typeName ?? member.initializerType
        }
        return type
    }
}
