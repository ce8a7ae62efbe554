extension ViewModelViewReferenceRule.Options {
    /// What each option means, for the schema and the rule's page.
    public static let descriptions = [
        "forbid_uikit_import": "Whether a view model's file may not import UIKit (or AppKit) at all.",
        "forbidden_types": "Further types a view model may not name (`UIColor`, `UIImage`)."
    ]
}
