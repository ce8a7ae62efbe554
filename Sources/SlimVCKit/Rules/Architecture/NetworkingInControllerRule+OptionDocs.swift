extension NetworkingInControllerRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "networking_apis": "Type names (`URLSession`) or dotted prefixes (`AF.request`, `Alamofire.`) that do networking; added to the vocabulary's `networking_apis`."
    ]
}
