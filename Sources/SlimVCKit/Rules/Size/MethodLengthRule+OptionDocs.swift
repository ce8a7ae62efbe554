extension MethodLengthRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "applies_to": "Which functions are measured: `screens`, those of the screen layer (view controllers, views, cells, and their DataControllers, view models, presenters and interactors, with the types nested in them), or `all`, every function; SwiftLint's `function_body_length` covers the rest.",
        "count": "Which lines count: `code` (not blank, not comments) or `all` lines of the body.",
        "error": "Lines past which a function is an error.",
        "warning": "Lines past which a function is a warning."
    ]
}
