extension CellViewModelRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "patterns": "Names a cell's model may have, `{stem}` standing for the cell's name without `Cell` (a cell named otherwise is its own stem, and one named `…View` does not repeat `View`: `SectionHeaderViewModel`): the message names the first that exists, else the first. Hints: a model is known by what the cell is handed.",
        "require_configure": "Whether a cell handed two or more values must take its model even when one named as a pattern exists; when false, a model declared in the project is enough."
    ]
}
