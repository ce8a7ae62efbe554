/// What the controller's declarations and bindings say a receiver is: a view by its
/// declared type or by the view it is bound to, not a view whatever it is named, an
/// overlay, the controller's own bar; and where nothing is View work (`ViewWorkHooks`).
extension ViewReceiverJudge {
    /// Learns from the controller's bodies (`ranges`) and their `bindings`.
    mutating func learn(_ hooks: ViewWorkHooks, ranges: [Range<Int>], bindings: [ControllerScopes.Binding]) {
        locals = LocalValues(file: hooks.file, bindings: bindings)
        var scopes: [Range<Int>] = []
        if exemptions.applies(.willDisplay) { scopes += hooks.willDisplayBodies(in: ranges) }
        if exemptions.applies(.reactiveBindings) { scopes += hooks.bindingClosures(in: ranges, isSource: isViewModel) }
        hookScopes = Coverage(scopes)
    }

    /// A local bound, wherever it is declared, to one of the controller's views by its name
    /// (`let shown = hudView`).
    func isViewAlias(_ name: String) -> Bool {
        locals.allValues(of: name) { value in
            locals.wholeName(value).map { $0 != name && !locals.isDeclared($0) && isView([$0]) } == true
        }
    }

    /// A view model of the controller, by its declared type's role or its name, or a local
    /// bound to a value it hands out (`let output = viewModel.transform(input)`).
    func isViewModel(_ name: String) -> Bool {
        if isViewModelByDeclaration(name) { return true }
        return locals.allValues(of: name) { value in
            locals.root(of: value).map { $0 != name && isViewModelByDeclaration($0) } == true
        }
    }

    private func isViewModelByDeclaration(_ name: String) -> Bool {
        let suffix = project.settings.viewModelSuffix
        if name.hasSuffix(suffix) || name == suffix.prefix(1).lowercased() + suffix.dropFirst() { return true }
        guard let property = properties[name] else { return false }
        return [property.typeName, property.initializerType].contains { type in
            type.map { project.roles(ofWritten: $0).contains(.viewModel) } == true
        } && !locals.isDeclared(name)
    }

    /// The controller's own bar (`navigationBar` in a navigation controller), an alert, a
    /// progress overlay or a search controller, or something in them: not View work.
    func isOwnBarOrOverlay(_ first: String, property: PropertyFacts?) -> Bool {
        if exemptions.applies(.containerBars), !ownBars.isEmpty, ownBars.contains(first), !locals.isDeclared(first) { return true }
        guard exemptions.applies(.overlays) || exemptions.applies(.containerBars) else { return false }
        if let property, property.typeName.map(isOverlayType) == true || property.initializerType.map(isOverlayType) == true,
           !locals.isDeclared(first) { return true }
        // A local made or shown as an overlay, whatever property it shadows (`let hud = MBProgressHUD.showAdded(to: view, animated: true)`).
        return locals.allValues(of: first) { value in locals.typeCalled(value).map(isOverlayType) == true }
    }

    /// An alert, a progress overlay or a search controller (`ViewTypes.isOverlay`),
    /// as the exemptions that apply leave them alone.
    func isOverlayType(_ written: String) -> Bool {
        ViewTypes(project: project).isOverlay(written, overlays: exemptions.applies(.overlays), chrome: exemptions.applies(.containerBars))
    }

    /// A property whose declared type is known not to be a view: a plain value or a list, a
    /// controller, view model or DataController, or a project type that descends from no
    /// framework class but `NSObject`.
    func declaresNonView(_ property: PropertyFacts) -> Bool {
        guard exemptions.applies(.declaredTypes), let type = property.typeName ?? property.initializerType,
              isNonView(type, property) else { return false }
        return !locals.isDeclared(property.name)
    }

    private func isNonView(_ type: String, _ property: PropertyFacts) -> Bool {
        if property.isList || property.isCallback { return true }
        if ValueVocabulary.plainValues.contains(TypeName.lastComponent(type)) || type == "NSAttributedString" { return true }
        guard let declared = project.resolve(type), !declared.isProtocol else { return false }
        if !declared.roles.isDisjoint(with: [.viewController, .viewModel, .dataController]) { return true }
        if declared.primaries.contains(where: { $0.kind == .struct || $0.kind == .enum }) { return true }
        guard let base = project.superclasses(of: declared.name).last else { return true }
        return project.resolve(base) != nil || base == "NSObject"
    }
}
