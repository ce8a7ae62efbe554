/// What a view controller's bodies hold besides View work that looks alike: alert text
/// field handlers, names bound to a child controller's view, and names bound to the
/// controller's own members.
struct ControllerScopes: FileReading {
    let file: SourceFile

    /// Bodies of `addTextField { … }` handlers: UIKit offers no view to move an alert's
    /// text field set-up into, so it is not View work in the wrong place.
    func alertTextFieldHandlers() -> [Range<Int>] {
        tokens(spelling: .addTextField).compactMap { index -> Range<Int>? in
            var open = index + 1
            if open < tokens.count, tokens[open].kind == .leftParen, let close = matchingClose(open) {
                open = (open..<close).first { tokens[$0].kind == .leftBrace } ?? close + 1
            }
            guard open < tokens.count, tokens[open].kind == .leftBrace, let close = matchingClose(open) else { return nil }
            return open..<close
        }
    }

    /// Names bound to a child controller's view: `let dialog = controller.view`,
    /// `guard let dialog = controller.view`, a property every assignment of which is one
    /// (`self.contentView = hostingController.view`), and the parameter of a private helper
    /// every call of which passes one (`private func addChildView(_ childView: UIView)`).
    func childViewAliases(in ranges: [Range<Int>], bindings: [Binding]) -> Set<String> {
        var names: Set<String> = []
        var setOtherwise: Set<String> = []
        for binding in bindings where binding.value + 2 < tokens.count {
            // Compared as bytes first: most values end in no `view`.
            let end = chainEnd(from: binding.value)
            if end > binding.value, spells(end, "view"), let value = Chain(endingAt: end, in: file), value.first == binding.value,
               value.names.count >= 2 {
                names.insert(text(of: binding.name))
            } else if !binding.declares {
                setOtherwise.insert(text(of: binding.name))
            }
        }
        names.subtract(setOtherwise)
        var helpers: [String: String] = [:]
        for position in DeclarationLookup(file: file).functions(in: ranges) {
            let function = structure.functions[position]
            guard function.kind == .func, !function.isLocal, let parameter = childViewParameter(of: function) else { continue }
            helpers[function.name] = parameter
        }
        return helpers.isEmpty ? names : names.union(childViewParameters(of: helpers, in: ranges, aliases: names))
    }

    /// The parameter of a private helper taking one view (`private func addChildView(_ childView: UIView)`).
    private func childViewParameter(of function: FunctionDeclaration) -> String? {
        let name = function.span.name
        guard name + 6 < tokens.count, isPrivate(function),
              tokens[name + 1].kind == .leftParen, spells(name + 2, "_"), tokens[name + 3].kind == .identifier,
              tokens[name + 4].kind == .colon, FrameworkVocabulary.rootViews.contains(where: { spells(name + 5, $0) }),
              tokens[name + 6].kind == .rightParen else { return nil }
        return text(of: name + 3)
    }

    /// The parameters of `helpers` that every call passes a child controller's view.
    private func childViewParameters(of helpers: [String: String], in ranges: [Range<Int>], aliases: Set<String>) -> Set<String> {
        var passed: Set<String> = []
        var passedOtherwise: Set<String> = []
        for range in ranges {
            for index in range where tokens[index].kind == .identifier && index >= 1 && index + 3 < tokens.count
                && tokens[index + 1].kind == .leftParen && tokens[index - 1].keyword != .func {
                guard let parameter = helpers[text(of: index)], let close = matchingClose(index + 1) else { continue }
                let isChildView = Chain(endingAt: close - 1, in: file).map { value in
                    value.first == index + 2 && (value.names.count >= 2 && value.last == "view"
                        || value.names.count == 1 && aliases.contains(value.names[0]))
                } ?? false
                if isChildView { passed.insert(parameter) } else { passedOtherwise.insert(parameter) }
            }
        }
        return passed.subtracting(passedOtherwise)
    }

    /// A name given a value in a controller's bodies: declared (`let name = value`, `guard
    /// let name = value`) or assigned at the start of a statement (`name = value`,
    /// `self.name = value`). Positions of the name and of the value's first token.
    struct Binding {
        var name: Int
        var value: Int
        var declares: Bool
        /// Assigned as `self.name = value`.
        var isSelfMember: Bool
    }

    /// The bindings in `ranges`, in order: one walk, shared by the aliases a rule looks for.
    func bindings(in ranges: [Range<Int>]) -> [Binding] {
        var bindings: [Binding] = []
        for range in ranges {
            for index in range where tokens[index].kind == .equal && index >= 2 && index + 1 < tokens.count {
                guard tokens[index - 1].kind == .identifier else { continue }
                let declares = tokens[index - 2].keyword == .let || tokens[index - 2].keyword == .var
                let isSelfMember = !declares && index >= 3 && tokens[index - 2].kind == .dot
                    && tokens[index - 3].keyword == .`self` && beginsStatement(index - 3)
                guard declares || isSelfMember || beginsStatement(index - 1) else { continue }
                bindings.append(Binding(name: index - 1, value: index + 1, declares: declares, isSelfMember: isSelfMember))
            }
        }
        return bindings
    }

    /// Names bound, wherever they are bound, only to one of the controller's own members
    /// (`let titleView = navigationItem.titleView`, `guard let item = self.tabBarItem`).
    func memberAliases(_ bindings: [Binding], members: Set<String>) -> Set<String> {
        var names: Set<String> = []
        var boundOtherwise: Set<String> = []
        for binding in bindings where !binding.isSelfMember {
            var value = binding.value
            if tokens[value].keyword == .`self`, value + 2 < tokens.count, tokens[value + 1].kind == .dot { value += 2 }
            let isMember = tokens[value].kind == .identifier && members.contains(text(of: value))
            if isMember { names.insert(text(of: binding.name)) } else { boundOtherwise.insert(text(of: binding.name)) }
        }
        return names.subtracting(boundOtherwise)
    }
}
