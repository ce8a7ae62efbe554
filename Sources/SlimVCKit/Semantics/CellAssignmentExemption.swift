/// What the search for cell configuration in data-source code leaves alone on purpose
/// (`CellConfigurationScan`): `cell_configuration_in_data_source`'s exemptions.
enum CellAssignmentExemption: Int, ExemptionList {
    case ownProperties, ownGeometry, modelProperties, callbacks, constantLook, declaredAPI

    static let ids = ["own_properties", "own_geometry", "model_properties", "callbacks", "constant_look", "declared_api"]

    var reason: String {
        switch self {
        case .ownProperties:
            "Of the cell's own properties and its layer's, only the `ui_properties` are its look; a delegate or a value handed to it is not."
        case .ownGeometry: "A part of the cell's own frame or bounds (`cell.frame.size.height`) is the cell's property, not a subview's."
        case .modelProperties: "Setting what the cell's model holds (`cell.viewModel.title`) hands the cell data."
        case .callbacks: "A closure handed to the cell or a subview (`cell.onRemove = { … }`) is a callback, which the pattern asks for."
        case .constantLook:
            "A constant (`cell.selectionStyle = .none`, a literal, `nil`, a static member such as `Theme.background`) is look, not the row's data."
        case .declaredAPI:
            "A property the cell's class declares (`cell.title = …`), or what a declared non-view property holds (`cell.item.isRead = …`), is the cell's API."
        }
    }
}
