/// The team's rules that run on a file, run as one check: the file's declarations are
/// gathered once for all of them, and each rule's settings (severity, `include` and
/// `exclude`, under the overrides that apply) are its own.
final class TeamRuleBundle: FileCheck {
    struct Member: Sendable {
        let check: TeamRuleCheck
        let severity: Severity?
        let include: [Glob]
        let exclude: [Glob]
        /// Whether it runs on some files only: then the file's relative path is asked.
        let isConditional: Bool
    }

    let members: [Member]
    /// Relative paths are the configuration's folder's, as `include` globs are.
    let scope: PathScope
    private let needsDeclarations: Bool

    init(members: [Member], scope: PathScope) {
        (self.members, self.scope) = (members, scope)
        needsDeclarations = members.contains { !$0.check.selectsFiles }
    }

    /// The team's rules enabled under a set of overrides, as one active rule, or nil for none.
    static func activeRule(_ configuration: Configuration, overrides: [Int]) -> RulePlan.ActiveRule? {
        let members = configuration.teamRules.compactMap { teamRule -> Member? in
            let settings = configuration.settings(of: teamRule.id, overrides: overrides)
            // `--only-rule` runs its rules even where the settings turn them off.
            guard configuration.onlyRules.map({ $0.contains(teamRule.id) }) ?? (settings["enabled"]?.value != .bool(false)) else { return nil }
            var severity: Severity?
            if case .string(let name)? = settings["severity"]?.value { severity = Severity(rawValue: name) }
            let include = RulePlan.globs(settings["include"]) ?? [RulePlan.everything], exclude = RulePlan.globs(settings["exclude"]) ?? []
            return Member(check: TeamRuleCheck(rule: teamRule), severity: severity, include: include, exclude: exclude,
                          isConditional: !exclude.isEmpty || !include.contains { $0.isEverything })
        }
        guard !members.isEmpty else { return nil }
        var active = RulePlan.ActiveRule(rule: TeamRuleBundle(members: members, scope: PathScope(folder: configuration.folder)),
                                         id: members[0].check.rule.id, kind: .team, severity: nil, include: [RulePlan.everything], exclude: [])
        active.ids = members.map(\.check.rule.id)
        return active
    }

    func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let relative = members.contains(where: \.isConditional) ? scope.relative(file.path) : ""
        let candidates = needsDeclarations ? DeclarationCandidates(file, project: project) : nil
        var findings: [Finding] = []
        // By position: a copied member costs a retain of each of its parts, for every file.
        for position in members.indices {
            if members[position].isConditional {
                guard members[position].include.contains(where: { $0.matches(relative) }),
                      !members[position].exclude.contains(where: { $0.matches(relative) }) else { continue }
            }
            var found = members[position].check.check(file, candidates: candidates, in: project)
            guard !found.isEmpty else { continue }
            if let severity = members[position].severity {
                for index in found.indices { found[index].severity = severity }
            }
            if findings.isEmpty { findings = found } else { findings += found }
        }
        return findings
    }
}
