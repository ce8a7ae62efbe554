/// What `view_model_view_reference` leaves alone on purpose, each consulted where the rule
/// decides (`ViewModelViewReferenceRule.check`, `kind(of:)`, `uiImports`).
enum ViewModelViewReferenceExemption: Int, ExemptionList {
    case nestedTypes, protocolRequirements, mixedFiles

    static let ids = ["nested_types", "protocol_requirements", "mixed_files"]

    var reason: String {
        switch self {
        case .nestedTypes: "A type nested in a view or a controller (`Cell.Model`, `UIView.AnimationOptions`) is no view."
        case .protocolRequirements:
            "What a protocol made for view models requires is reported once, in the protocol, not again where it is implemented."
        case .mixedFiles: "With `forbid_uikit_import`, a file that declares other types beside its view models may need UIKit for them."
        }
    }
}

extension ViewModelViewReferenceRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
