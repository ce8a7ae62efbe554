/// What SlimVC says about itself in reports.
public enum Product {
    public static let name = "SlimVC"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/slimvc/slimvc"

    /// The page of a rule under `docs/rules/`.
    public static func ruleURI(_ id: String) -> String {
        informationURI + "/blob/main/docs/rules/\(id).md"
    }
}
