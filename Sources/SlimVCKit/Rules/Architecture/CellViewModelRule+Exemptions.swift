/// What `cell_view_model` leaves alone on purpose, each consulted where the rule decides
/// (`CellViewModelRule.check`, `CellFeedJudge`). What a cell is handed is read by the index
/// (`CellFeedScan`): constants, look and callbacks are told apart there, and counted here.
enum CellModelExemption: Int, ExemptionList {
    case oneValue, wholeValues, constantLook, callbacks, unsureTypes, inheritedFeeds, patternModels

    static let ids = ["one_value", "whole_values", "constant_look", "callbacks", "unsure_types", "inherited_feeds", "pattern_models"]

    var reason: String {
        switch self {
        case .oneValue: "A cell handed one value at each site that binds it (a single title or image, however many inputs it goes to), or none, besides look and callbacks, needs no model."
        case .wholeValues:
            "A project value handed whole (`cell.item = item`, `configure(with: FeedCellModel(item))`, a base class's `field`, a subview's `bind(model: vm)`) is the cell's model, whatever its name."
        case .constantLook: "Constants (literals, static members, a screen's `let gap = 16`), look (`isHidden`, colours, insets, layout), constants picked per row (`isDone ? .green : .gray`, a `switch`), a screen's `Bool` flag."
        case .callbacks: "Closures, `self`, delegates, callback properties and the row's address (`cell.row = indexPath.row`) handed to a cell are wiring."
        case .unsureTypes: "A value whose type SlimVC cannot tell (an alias's, a library's), or any but fields handed to a method it does not read, may be the cell's model: the cell is left alone."
        case .inheritedFeeds: "A model a project base cell is handed whole (`(cell as? FieldCell)?.field = field`), the cells inheriting from it are handed too."
        case .patternModels: "With `require_configure` off, a model named as a pattern (`<Stem>CellViewModel`) that exists is enough."
        }
    }
}

extension CellViewModelRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
