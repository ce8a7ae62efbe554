/// Works out the `Explanation` of the declaration at a line, with the rules' own facts and
/// decisions (`ControllerStateRule`, `MissingDataControllerRule`), never a copy of them.
struct Explainer {
    let file: SourceFile
    let project: ProjectIndex
    let state: ControllerStateRule
    let holders: MissingDataControllerRule

    /// The stored property declared at `line`, else the type declared there; nil for neither.
    func explain(line: Int) -> Explanation? {
        let names = file.qualifiedTypeNames()
        if let index = file.structure.properties.firstIndex(where: { !$0.isLocal && file.startLine(of: $0.span.name) == line }),
           let container = file.structure.properties[index].container {
            return explainProperty(file.structure.properties[index], of: container, named: names[container])
        }
        if let index = file.structure.types.firstIndex(where: { file.startLine(of: $0.span.name) == line }) {
            return explainType(at: index, named: names[index])
        }
        return nil
    }

    private func explainProperty(_ property: PropertyDeclaration, of container: Int, named owner: String) -> Explanation {
        let roles = project.roles(ofWritten: owner)
        let kind = state.classifier.kind(of: property, in: file, owner: owner, project: project,
                                         ignoring: state.ignoredGrounds.union(ControllerStateRule.groundsOfWrites))
        let sites = StateFacts.writeContexts(of: owner, in: project).sites(of: property.name)
        var explanation = Explanation(kind: "property", symbol: owner + "." + property.name, verdict: "silent", reason: "")
        explanation.facts = [
            ("type", property.typeText ?? "(inferred)"),
            ("owner is a view controller", roles.contains(.viewController) ? "yes, by inheritance" : "no"),
            ("kind by type", "\(kind)"),
        ]
        explanation.writes = sites
        if roles.contains(.swiftUIView), !roles.contains(.viewController) { return explainViewState(property, owner: owner, into: explanation) }
        guard roles.contains(.viewController), property.isVariable, !property.isStatic, !property.isComputed else {
            explanation.reason = "controller_state asks only about a view controller's stored `var`s."
            return explanation
        }
        guard kind == .data || kind == .look else {
            explanation.verdict = "not state"
            explanation.reason = "its type or declaration makes it \(kind) (views, UI objects, plumbing, collaborators and the like are no state)."
            return explanation
        }
        let verdict = StateFacts.verdict(property, sites: sites, in: file, owner: owner, project: project, applies: state.exemptions.applies,
                                         reads: { ValueReads(file: file, type: container) })
        describe(verdict, of: property, in: container, named: owner, sites: sites, into: &explanation)
        return explanation
    }

    private func describe(_ verdict: StateVerdict, of property: PropertyDeclaration, in container: Int, named owner: String,
                          sites: [TypeWriteContexts.Site], into explanation: inout Explanation) {
        switch verdict {
        case let .state(_, site):
            let contexts = ControllerStateRule.laterContexts(of: site, among: sites)
            explanation.verdict = "state"
            explanation.reason = ControllerStateRule.message(
                property.name, owner: file.structure.types[container].name, site: site, contexts: contexts,
                holder: StateFacts.holder(of: file.structure.types[container].name, named: owner, in: project))
        case let .notState(exemption):
            explanation.verdict = "not state"
            explanation.reason = "\(exemption.id): \(exemption.reason)"
        case .unsure:
            explanation.reason = "\(ControllerStateExemption.unplacedWrites.id): \(ControllerStateExemption.unplacedWrites.reason)"
        }
    }

    /// A SwiftUI view's property: `state_in_view`'s decision, from its own check.
    private func explainViewState(_ property: PropertyDeclaration, owner: String, into explanation: Explanation) -> Explanation {
        var explanation = explanation
        explanation.facts[1] = ("owner is a view controller", "no; a SwiftUI view, by conformance")
        let symbol = owner + "." + property.name
        if let finding = StateInViewRule(options: NoOptions()).check(file, in: project).first(where: { $0.symbol == symbol }) {
            (explanation.verdict, explanation.reason) = ("state", finding.message)
        } else {
            explanation.reason = "state_in_view reports a view's `@State` only where data arriving from outside writes it "
                + "(after an `await` of anything but its holder, a completion, an `.onReceive`); flags, sizes, images, bound "
                + "properties, the holder itself and what the holder hands back are not."
        }
        return explanation
    }

    private static func names(of roles: Roles) -> String {
        let named: [(Roles, String)] = [(.viewController, "view controller"), (.view, "view"), (.cell, "cell"), (.viewModel, "view model"),
                                        (.dataController, "DataController"), (.swiftUIView, "SwiftUI view"),
                                        (.observableHolder, "SwiftUI state holder")]
        let found = named.filter { roles.contains($0.0) }.map(\.1)
        return found.isEmpty ? "none" : found.joined(separator: ", ")
    }

    private func explainType(at index: Int, named name: String) -> Explanation {
        let entry = project[name]
        let roles = entry?.roles ?? []
        var explanation = Explanation(kind: roles.contains(.viewController) ? "screen" : "type", symbol: name, verdict: "silent", reason: "")
        explanation.facts = [
            ("superclasses", ([name] + project.superclasses(of: name)).joined(separator: " → ")),
            ("roles", Self.names(of: roles)),
        ]
        guard roles.contains(.viewController), let entry else {
            explanation.reason = "missing_data_controller and controller_state ask only about view controllers (known by inheritance)."
            return explanation
        }
        let type = file.structure.types[index]
        let pair = PairedNames.dataControllers(of: type.name, suffixes: holders.options.suffixes)
        explanation.facts.append(("its DataController would be", pair?.names.joined(separator: " or ") ?? "none (no stem)"))
        explanation.facts.append(("holder it keeps", StateFacts.keptHolder(of: entry, in: project, builtIn: file) ?? "none"))
        explanation.facts.append(("networking or persistence of its own", entry.declarations.contains { !$0.outsideWork.isEmpty } ? "yes" : "no"))
        let findings = holders.check(file, in: project).filter { $0.symbol == name }
        explanation.verdict = findings.isEmpty ? "no missing_data_controller finding" : "missing_data_controller"
        explanation.reason = findings.first?.message
            ?? "it keeps a holder, pairs with one it keeps, or has nothing to hold (no state, no networking or persistence of its own)."
        return explanation
    }
}
