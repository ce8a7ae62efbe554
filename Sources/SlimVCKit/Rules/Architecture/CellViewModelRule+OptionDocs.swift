extension CellViewModelRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "patterns": "Names a cell's model may have, `{stem}` standing for the cell's name without `Cell`; hints, besides any project value type the cell takes whole.",
        "require_configure": "Whether a cell that has a model must take it (in a method or an initializer); when false, a model declared in the project is enough."
    ]
}
