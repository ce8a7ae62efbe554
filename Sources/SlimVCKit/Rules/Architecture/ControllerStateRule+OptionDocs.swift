extension ControllerStateRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "collaborator_suffixes": "Type suffixes of collaborators (services, stores, coordinators, formatters…), which are not state; added to the vocabulary's `collaborator_suffixes`.",
        "container_classes": "Containers of screens, which hold no screen state of their own; added to the vocabulary's `container_controllers`.",
        "content_types": "UI framework types that carry what is shown (`UIImage`), and so may be state; added to the vocabulary's `content_types`.",
        "plumbing_types": "Observation plumbing, callbacks, timers and queues, which are not state: names, `*Suffix`, or `Name<*>` for a generic type; added to the vocabulary's `plumbing_types`.",
        "reference_wrappers": "Property wrappers whose value is held elsewhere (`Injected`, `Binding`), written without `@`; added to the vocabulary's `reference_wrappers`.",
        "ui_suffixes": "Type suffixes of UI objects that are not listed as view classes (`Constraint`, `Layer`); added to the vocabulary's `ui_object_suffixes`.",
        "ui_type_prefixes": "Prefixes of a UI framework's types (`UI`): such a type not declared in the project is UI, not state; added to the vocabulary's `ui_type_prefixes`."
    ]
}
