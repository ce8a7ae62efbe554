/// What `cell_view_model` leaves alone on purpose, each consulted where the rule decides
/// (`CellViewModelRule.check` and `showsNoData`, `CellModelSearch`). What makes a member no
/// way in for data (its look, plumbing, callbacks, UIKit's overrides) is decided by the
/// index (`CellInputScan`), and is part of `shows_no_data`.
enum CellModelExemption: Int, ExemptionList {
    case listNamedBases, baseCells, inheritedInputs, patternModels, wholeValues, modelNamedVariables, showsNoData, ownViews,
         oneValue

    static let ids = [
        "list_named_bases", "base_cells", "inherited_inputs", "pattern_models", "whole_values", "model_named_variables",
        "shows_no_data", "own_views", "one_value",
    ]

    var reason: String {
        switch self {
        case .listNamedBases: "A project's base cell named as UIKit's (`CollectionViewCell`) is no cell of a list."
        case .baseCells: "A project cell that others inherit from is checked through them: they take what it takes."
        case .inheritedInputs: "What a project base cell takes (a method, a stored variable), the cells inheriting from it take too."
        case .patternModels:
            "A type named as a pattern (`<Stem>CellViewModel`, also of a shorter stem with `Cell`) is the cell's model; `require_configure` asks that the cell take it."
        case .modelNamedVariables:
            "A variable or parameter named `viewModel`, `cellModel` or `cellViewModel` holds the cell's model, whatever its type (`Any` by its casts)."
        case .showsNoData: "A cell that takes nothing in and builds its own views (a spinner, a fixed hint) shows no data to hold."
        case .ownViews: "A label or outlet others could fill, but no code outside the cell does, is the cell's own (a fixed hint)."
        case .wholeValues:
            "A project type the cell takes whole, no view, look or worker (`set(item: Product)`, `initWithBlock(block: HeaderMenuBlock)`), is its model, whatever its name."
        case .oneValue: "A cell that takes one plain value (a single title or image), besides look and callbacks, needs no model."
        }
    }
}

extension CellViewModelRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { models.exemptions.turnOff(id) }
}
