extension ViewWorkInControllerRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "controller_members": "Members of the controller itself (`title`, `navigationItem`) whose setting is its own business, never view work; added to the vocabulary's `controller_members`.",
        "ui_methods": "Methods that are view work when called on a view (`addSubview`); added to the vocabulary's `view_methods`.",
        "ui_properties": "Properties that are view work when set on a view (`text`, `backgroundColor`); added to the vocabulary's `view_properties`.",
        "view_suffixes": "Name suffixes of a view when its declared type does not tell (`Label`, `View`); added to the vocabulary's `view_name_suffixes`."
    ]
}
