extension ClassLengthRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "applies_to": "Which types are measured: `screens`, those of the screen layer (view controllers, views, cells, and their DataControllers, view models, presenters and interactors, with the types nested in them), or `all` types; SwiftLint's `type_body_length` covers the rest.",
        "count": "Which lines count: `code` (not blank, not comments) or `all` lines of the body.",
        "error": "Lines past which a type is an error.",
        "include_extensions": "Whether a type's extensions in the project count toward its length.",
        "warning": "Lines past which a type is a warning."
    ]
}
