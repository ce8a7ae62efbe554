extension MissingDataControllerRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "container_classes": "Containers of screens, which need no state holder; added to the vocabulary's `container_controllers`.",
        "other_holders": "Type suffixes of what else holds a screen's state on another architecture (`ViewModel`, `Presenter`, `Interactor`); `[]` asks for a DataController on every screen.",
        "require_reference": "Whether a controller must keep its DataController in a stored property; when false, a DataController declared in the project is enough.",
        "suffixes": "View controller name suffix to its state holder's name suffix (`{\"ViewController\": \"DataController\"}`)."
    ]
}
