/// What `cell_view_model` leaves alone on purpose, each consulted where the rule decides
/// (`CellViewModelRule.check` and `showsNoData`, `CellModelSearch`). What makes a member no
/// way in for data (its look, plumbing, callbacks, UIKit's overrides) is decided by the
/// index (`CellInputScan`), and is part of `shows_no_data`.
enum CellModelExemption: Int, ExemptionList {
    case listNamedBases, baseCells, inheritedInputs, patternModels, takenStemModels, nestedModels, namedForCell, viewData,
         rowModels, stemRecords, patternEndings, modelNamedVariables, modelSupertypes, showsNoData, ownViews

    static let ids = [
        "list_named_bases", "base_cells", "inherited_inputs", "pattern_models", "taken_stem_models", "nested_models", "named_for_cell", "view_data",
        "row_models", "stem_records", "pattern_endings", "model_named_variables", "model_supertypes", "shows_no_data", "own_views",
    ]

    var reason: String {
        switch self {
        case .listNamedBases: "A project's base cell named as UIKit's (`CollectionViewCell`) is no cell of a list."
        case .baseCells: "A project cell that others inherit from is checked through them: they take what it takes."
        case .inheritedInputs: "What a project base cell takes (a method, a stored variable), the cells inheriting from it take too."
        case .patternModels:
            "A type named as a pattern (`<Stem>CellViewModel`, also of a shorter stem with `Cell`) is the cell's model; `require_configure` asks that the cell take it."
        case .takenStemModels:
            "`<Stem>Model`, or a list cell's `<Stem>ViewModel` without the list's name, is the cell's model when the cell takes it."
        case .nestedModels: "A type nested in the cell named as a model (`Config`, `ViewModel`, `Content`; not `State`) is made for it."
        case .namedForCell: "A type named after the cell, its list or a project base cell with a model word (`PhotoGridItem`) is made for it."
        case .viewData: "View data the cell takes (`SpaceListItemViewData`) is its model, whatever it is named after."
        case .rowModels: "A row type nested in a view model (`MediaGalleryViewModel.Item`) or in the screen whose name begins the cell's is its model."
        case .stemRecords: "A type named as the cell's stem and declared in the cell's file (`GithubSocial`) is made for it."
        case .patternEndings: "A type the cell takes named as the patterns end (`…CellViewModel`, shared by cells; a protocol's with `Type`) is its model."
        case .modelNamedVariables:
            "A variable or parameter named `viewModel`, `cellModel` or `cellViewModel` holds the cell's model, whatever its type (`Any` by its casts)."
        case .modelSupertypes: "A method taking the model's superclass or a project protocol it adopts takes the model."
        case .showsNoData: "A cell that takes nothing in and builds its own views (a spinner, a fixed hint) shows no data to hold."
        case .ownViews: "A label or outlet others could fill, but no code outside the cell does, is the cell's own (a fixed hint)."
        }
    }
}

extension CellViewModelRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { models.exemptions.turnOff(id) }
}
