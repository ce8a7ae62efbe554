/// What the controller's declarations and bindings say a receiver is: a view by its
/// declared type or by the view it is bound to, not a view whatever it is named, an
/// overlay, the controller's own bar; and where nothing is View work (`ViewWorkHooks`).
extension ViewReceiverJudge {
    /// Learns from the controller's bodies (`ranges`) and their `bindings`.
    mutating func learn(_ hooks: ViewWorkHooks, ranges: [Range<Int>], bindings: [ControllerScopes.Binding]) {
        var aliases = LocalAliases()
        for binding in bindings {
            aliases.record(binding, in: hooks.file, judge: self)
        }
        viewAliases = aliases.views.subtracting(aliases.otherwise)
        overlayAliases = aliases.overlays.subtracting(aliases.otherwise)
        viewModelAliases = aliases.viewModels.subtracting(aliases.otherwise)
        localNames = aliases.declared
        var scopes: [Range<Int>] = []
        if exemptions.applies(.willDisplay) { scopes += hooks.willDisplayBodies(in: ranges) }
        if exemptions.applies(.reactiveBindings) { scopes += hooks.bindingClosures(in: ranges, isSource: isViewModel) }
        hookScopes = Coverage(scopes)
    }

    /// A view model of the controller, by its declared type's role or its name, or a name
    /// bound to a value it hands out (`let output = viewModel.transform(input)`).
    func isViewModel(_ name: String) -> Bool {
        if viewModelAliases.contains(name) { return true }
        let suffix = project.settings.viewModelSuffix
        if name.hasSuffix(suffix) || name == suffix.prefix(1).lowercased() + suffix.dropFirst() { return true }
        guard let property = properties[name], !localNames.contains(name) else { return false }
        return [property.typeName, property.initializerType].contains { type in
            type.map { project.roles(ofWritten: $0).contains(.viewModel) } == true
        }
    }

    /// The controller's own bar (`navigationBar` in a navigation controller), or an alert or
    /// a progress overlay, or something in them: not View work.
    func isOwnBarOrOverlay(_ receiver: [String]) -> Bool {
        guard let first = receiver.first else { return false }
        if exemptions.applies(.containerBars), ownBars.contains(first), !localNames.contains(first) { return true }
        guard exemptions.applies(.overlays) else { return false }
        // A local bound to an overlay, unless a property of its name is something else.
        if overlayAliases.contains(first), properties[first] == nil { return true }
        guard let property = properties[first], !localNames.contains(first) else { return false }
        return [property.typeName, property.initializerType].contains { $0.map(isOverlayType) == true }
    }

    /// An alert or progress overlay type (`FrameworkVocabulary.overlayTypes`), or a project subclass of one.
    func isOverlayType(_ written: String) -> Bool {
        let name = TypeName.lastComponent(written)
        if FrameworkVocabulary.overlayTypes.contains(name) { return true }
        guard let type = project.resolve(written) else { return false }
        return project.superclasses(of: type.name).contains { FrameworkVocabulary.overlayTypes.contains(TypeName.lastComponent($0)) }
    }

    /// A property whose declared type is known not to be a view: a plain value or a list, a
    /// controller, view model or DataController, or a project type that descends from no
    /// framework class but `NSObject`.
    func declaresNonView(_ property: PropertyFacts) -> Bool {
        guard exemptions.applies(.declaredTypes), !localNames.contains(property.name),
              let type = property.typeName ?? property.initializerType else { return false }
        if property.isList || property.isCallback { return true }
        if ValueVocabulary.plainValues.contains(TypeName.lastComponent(type)) || type == "NSAttributedString" { return true }
        guard let declared = project.resolve(type), !declared.isProtocol else { return false }
        if !declared.roles.isDisjoint(with: [.viewController, .viewModel, .dataController]) { return true }
        if declared.primaries.contains(where: { $0.kind == .struct || $0.kind == .enum }) { return true }
        guard let base = project.superclasses(of: declared.name).last else { return true }
        return project.resolve(base) != nil || base == "NSObject"
    }
}

/// Names the controller's bodies declare, and what each is bound to.
struct LocalAliases {
    /// Bound to one of the controller's views (`let label = titleLabel`).
    var views: Set<String> = []
    /// Bound to an overlay made or shown (`let hud = MBProgressHUD.showAdded(to: view, animated: true)`).
    var overlays: Set<String> = []
    /// Bound to what a view model hands out (`let output = viewModel.transform(input)`).
    var viewModels: Set<String> = []
    /// Bound to something else somewhere.
    var otherwise: Set<String> = []
    /// Declared with a value other than the property of their name (`let titleLabel = UILabel()`).
    var declared: Set<String> = []

    mutating func record(_ binding: ControllerScopes.Binding, in file: SourceFile, judge: ViewReceiverJudge) {
        // A stored property's declaration is no local: its type is the property's.
        guard binding.declares, DeclarationLookup(file: file).innermost.functions.around(binding.name) != nil else { return }
        let name = file.text(of: binding.name)
        var value = binding.value
        if file.tokens[value].keyword == .`self`, value + 2 < file.tokens.count, file.tokens[value + 1].kind == .dot { value += 2 }
        guard file.tokens[value].kind == .identifier else {
            otherwise.insert(name)
            return
        }
        let first = file.text(of: value)
        let end = TokenNavigation(file: file).chainEnd(from: value)
        let isWholeName = end == value && (end + 1 >= file.tokens.count || file.startsLine(end + 1)
            || [.leftBrace, .comma].contains(file.tokens[end + 1].kind) || file.tokens[end + 1].keyword == .else)
        if first != name { declared.insert(name) }
        if isWholeName, first != name, judge.isView([first]) {
            views.insert(name)
        } else if first.first?.isUppercase == true, value + 1 < file.tokens.count,
                  [.leftParen, .dot].contains(file.tokens[value + 1].kind), judge.isOverlayType(first) {
            overlays.insert(name)
        } else if judge.isViewModel(first), first != name {
            viewModels.insert(name)
        } else if first != name {
            otherwise.insert(name)
        }
    }
}
