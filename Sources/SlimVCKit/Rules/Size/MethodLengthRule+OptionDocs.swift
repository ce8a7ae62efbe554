extension MethodLengthRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "count": "Which lines count: `code` (not blank, not comments) or `all` lines of the body.",
        "error": "Lines past which a function is an error.",
        "warning": "Lines past which a function is a warning."
    ]
}
