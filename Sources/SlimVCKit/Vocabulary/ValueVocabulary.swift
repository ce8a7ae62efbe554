/// The vocabulary's plain values: Swift's, Foundation's and Core Graphics' types that hold
/// one value and no behaviour. The same for every team.
enum ValueVocabulary {
    /// What a property named for a collaborator (`var manager: String`) cannot keep and be one.
    static let plainValues: Set<String> = [
        "String", "Substring", "Int", "Int64", "Int32", "UInt", "Bool", "Double", "Float", "CGFloat", "Date", "URL", "Data",
        "UUID", "Decimal", "NSString", "NSNumber", "Any", "AnyObject",
    ]

    /// Swift's and Foundation's values with behaviour of their own that no cell is: the
    /// code that binds a cell never binds one of these.
    static let frameworkValues = ["IndexPath", "Notification", "Error", "Result", "Array", "Dictionary", "Set", "Optional", "Character"]
}
