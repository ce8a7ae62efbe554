extension ControllerConformancesRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "max": "Delegate and data-source conformances a view controller may declare (with its extensions) before it is reported.",
        "suffixes": "Protocol name suffixes that count as a delegate or data-source conformance; added to the vocabulary's `delegate_suffixes`."
    ]
}
