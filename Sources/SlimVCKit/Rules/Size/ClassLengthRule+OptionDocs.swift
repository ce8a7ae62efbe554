extension ClassLengthRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "count": "Which lines count: `code` (not blank, not comments) or `all` lines of the body.",
        "error": "Lines past which a type is an error.",
        "include_extensions": "Whether a type's extensions in the project count toward its length.",
        "warning": "Lines past which a type is a warning."
    ]
}
