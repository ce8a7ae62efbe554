/// What `cell_view_model` leaves alone on purpose, each consulted where the rule decides
/// (`CellViewModelRule.check`, `CellFeedJudge`). What a cell is handed is read by the index
/// (`CellFeedScan`): constants, look and callbacks are told apart there, and counted here.
enum CellModelExemption: Int, ExemptionList {
    case oneValue, wholeValues, constantLook, callbacks, unsureTypes, inheritedFeeds, patternModels

    static let ids = ["one_value", "whole_values", "constant_look", "callbacks", "unsure_types", "inherited_feeds", "pattern_models"]

    var reason: String {
        switch self {
        case .oneValue: "A cell handed one value (a single title or image), or none, besides look and callbacks, needs no model."
        case .wholeValues:
            "A project value handed whole (`cell.item = item`, `configure(with: FeedCellModel(item))`, a base class's `field`) is the cell's model, whatever its name."
        case .constantLook: "Constants (literals, static members, `.none`), look (`isHidden`, colours, fonts, `accessoryType`) and layout (`bounds.width`) are no values."
        case .callbacks: "Closures, `self`, delegates, callback properties and the row's address (`cell.row = indexPath.row`) handed to a cell are wiring."
        case .unsureTypes: "A value handed whole whose type SlimVC cannot tell may be the cell's model: the cell is left alone."
        case .inheritedFeeds: "A model a project base cell is handed whole (`(cell as? FieldCell)?.field = field`), the cells inheriting from it are handed too."
        case .patternModels: "With `require_configure` off, a model named as a pattern (`<Stem>CellViewModel`) that exists is enough."
        }
    }
}

extension CellViewModelRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
