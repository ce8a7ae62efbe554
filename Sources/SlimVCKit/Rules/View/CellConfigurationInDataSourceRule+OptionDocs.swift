extension CellConfigurationInDataSourceRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "ui_properties": "Properties whose setting with data on a cell or its subviews in data-source code is configuring the cell there; added to the vocabulary's `view_properties` and `cell_properties`."
    ]
}
