/// The vocabulary's page: every group a team can add names to, what belongs in it, and
/// its standard names. Part of `docs/rules/`, `slimvc docs` and the README's pointer.
public enum VocabularyDocs {
    public static func page() -> String {
        var out = "# The vocabulary\n\n"
        out += "The names of UIKit, AppKit, SwiftUI, other frameworks and libraries that the rules rely on, "
            + "grouped by meaning. Every rule asks these groups; a team adds its own names to a group in "
            + "`rules.json`, and they count for every rule:\n\n"
        out += "```json\n{ \"version\": 1, \"vocabulary\": { \"view_classes\": [\"HUDView\"], \"collaborator_suffixes\": [\"Store\"] } }\n```\n\n"
        out += "A rule's list option (`view_work_in_controller`'s `ui_properties`) and the `roles` base classes add "
            + "to their group for that rule or role; names are never taken away. The frameworks' facts that no "
            + "team changes (which parts of a cell show data, a view's geometry, Swift's plain values) are in the "
            + "same folder, `Sources/SlimVCKit/Vocabulary`.\n\n"
        out += "| group | what belongs in it | standard names |\n|---|---|---|\n"
        for group in Vocabulary.Group.allCases {
            let names = group.standardNames.map { "`\($0)`" }.joined(separator: ", ")
            out += "| `\(group.rawValue)` | \(group.meaning.replacingOccurrences(of: "|", with: "\\|")) | \(names) |\n"
        }
        return out
    }
}
