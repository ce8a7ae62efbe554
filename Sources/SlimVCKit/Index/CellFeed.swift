/// A cell that a type's code binds (dequeues, builds, casts, is handed as a parameter) and
/// what that code hands it: the cell's feeds, for `cell_view_model` (`TypeFacts.cellSites`).
/// Plain values, no tokens: the index keeps them for the whole run.
public struct CellSite: Sendable, Equatable {
    /// The cell's type as written where it is bound: a cast (`as! FeedCell`), an annotation
    /// (`let cell: FeedCell =`), a parameter's type, a `FeedCell.self` argument, or the type
    /// built (`FeedCell(style:reuseIdentifier:)`). The index resolves it from the type
    /// whose code this is, and keeps the site when it names a cell of the project.
    public var cell: String
    public var feeds: [CellFeed]
}

/// One thing handed to a cell, and the value handed.
public struct CellFeed: Sendable, Equatable {
    public var input: Input
    public var value: Value

    /// Where the value goes in.
    public enum Input: Sendable, Hashable {
        /// One of the cell's own properties: `cell.item = …` (`item`).
        case property(String)
        /// A subview's property or method: `cell.titleLabel.text = …`, `cell.iconView.setImage(…)` (`titleLabel`).
        case subview(String)
        /// One argument of the cell's method: `cell.configure(title: a, subtitle: b)`
        /// (`configure(title:subtitle:)`, 0 and 1).
        case argument(String, Int)
    }

    /// What is handed.
    public enum Value: Sendable, Equatable {
        /// A literal, `nil`, an implicit or static member (`.none`, `UIColor.red`), a type's
        /// value, a call of constant arguments, a local bound to one: the same for every row.
        case constant
        /// Look or wiring: the input is one (`isHidden`, `textColor`, `delegate`,
        /// `addTarget(…)`, the cell's `accessoryType`).
        case look
        /// A closure, or `self`: a callback or a delegate.
        case callback
        /// Data of the row: the names it is read from, and when it is one value handed
        /// whole (`item`, `items[row]`, `FeedCellModel(item: item)`), what tells its type.
        case data(roots: [FeedRoot], whole: TypeSource?)
    }
}

/// A name a handed value is read from (`item` of `item.title`), and what tells its type.
public struct FeedRoot: Sendable, Equatable {
    public var name: String
    public var type: TypeSource
    /// The value reads a property of it (`item.title`), not only calls it (`viewModel.title(at: row)`):
    /// the cell is handed a field of it.
    public var readsMember: Bool
    /// The one member of it the value reads (`title` of `item.title`), the same at each read.
    public var field: String?
}

extension [FeedRoot] {
    /// Adds a root a value reads, once by name: read by member if any read is, by one field
    /// if every read reads the same.
    mutating func add(_ name: String, _ type: @autoclosure () -> TypeSource, readsMember: Bool, field: String?) {
        guard let known = firstIndex(where: { $0.name == name }) else {
            return append(FeedRoot(name: name, type: type(), readsMember: readsMember, field: field))
        }
        self[known].readsMember = self[known].readsMember || readsMember
        if self[known].field != field { self[known].field = nil }
    }
}

/// What tells the type of a name or value, resolved by the index from the type whose code
/// it is in.
public enum TypeSource: Sendable, Equatable {
    /// Written in the code: a parameter's or annotation's type, a cast, a type built.
    /// An element of it when subscripted (`TypeName.element` of `[Item]`).
    case written(String)
    /// A property of the type whose code it is (`title` of `cell.titleLabel.text = title`).
    case member(String)
    /// An element of a property of the type whose code it is (`items` of `items[indexPath.row]`
    /// or of `for item in items`): a row's value.
    case element(String)
    /// A call's result (`let parts = formatter.parts(date)`): a model or a tuple, which
    /// SlimVC does not tell apart.
    case result
    /// Nothing SlimVC reads: a closure's parameter, a name in a pattern.
    case unknown
}
