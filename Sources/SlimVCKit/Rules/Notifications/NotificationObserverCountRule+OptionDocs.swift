extension NotificationObserverCountRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "max": "Distinct notifications a view controller may observe before it is reported as a hub."
    ]
}
