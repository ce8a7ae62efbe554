/// The team's rules that run on a file, run as one check: the file's declarations are
/// gathered once for all of them, and each rule's settings (severity, `include` and
/// `exclude`, under the overrides that apply) are its own.
final class TeamRuleBundle: FileCheck {
    struct Member: Sendable {
        let check: TeamRuleCheck
        let placement: RulePlacement
        /// Whether it runs on some files only: then the file's relative path is asked.
        /// Kept, as every file asks it of every member.
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
            guard let placement = RulePlacement(of: teamRule.id, settings: settings, onlyRules: configuration.onlyRules) else { return nil }
            return Member(check: TeamRuleCheck(rule: teamRule), placement: placement, isConditional: placement.isConditional)
        }
        guard !members.isEmpty else { return nil }
        var active = RulePlan.ActiveRule(rule: TeamRuleBundle(members: members, scope: PathScope(folder: configuration.folder)),
                                         id: members[0].check.rule.id, kind: .team,
                                         placement: RulePlacement(severity: nil, include: [RulePlacement.everything], exclude: []))
        active.ids = members.map(\.check.rule.id)
        return active
    }

    func check(_ file: SourceFile, in project: ProjectIndex) -> [Finding] {
        let relative = members.contains(where: \.isConditional) ? scope.relative(file.path) : ""
        let candidates = needsDeclarations ? DeclarationCandidates(file, project: project) : nil
        var findings: [Finding] = []
        // By position: a copied member costs a retain of each of its parts, for every file.
        for position in members.indices {
            if members[position].isConditional, !members[position].placement.applies(to: relative) { continue }
            var found = members[position].check.check(file, candidates: candidates, in: project)
            guard !found.isEmpty else { continue }
            if let severity = members[position].placement.severity {
                for index in found.indices { found[index].severity = severity }
            }
            if findings.isEmpty { findings = found } else { findings += found }
        }
        return findings
    }
}
