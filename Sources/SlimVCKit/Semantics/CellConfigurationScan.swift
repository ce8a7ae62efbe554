/// Assignments through a dequeued cell inside data-source code: `tableView(_:cellForRowAt:)`,
/// `collectionView(_:cellForItemAt:)`, the cell-provider closures of diffable data sources and
/// RxDataSources' `configureCell` closures.
struct CellAssignment {
    var chain: Chain
    /// The `=`, or the `(` of a setter called on a subview (`cell.button.setTitle(…)`).
    var equal: Int
    /// Where it happens: `tableView(_:cellForRowAt:)` or `a cell provider`.
    var scope: String
    /// The cell's type as the data source writes it (`as! FeedCell`), whose declaration
    /// tells its own API from its subviews.
    var cellType: String?
    /// A setter called on a subview rather than an assignment.
    var isCall = false

    /// The code quoted in a message: `cell.titleLabel.text = …`, `cell.button.setTitle(…)`.
    func quote(in file: SourceFile) -> String {
        file.quote(chain.first..<equal) + (isCall ? "(…)" : " = …")
    }
    /// The first token of that function's or cell provider's body: two cell providers in
    /// one function are two scopes.
    var scopeStart = 0
}

extension CellAssignment {
    /// Every assignment to a dequeued cell's subviews (`cell.titleLabel.text = …`) or to
    /// one of its `uiProperties` in data-source code of `file`, but for what `exemptions`
    /// leave alone: by default, constant look too, which is cell work all the same.
    static func all(in file: SourceFile, uiProperties: [String],
                    exemptions: ExemptionSwitches<CellAssignmentExemption> = cellWork) -> [CellAssignment] {
        CellConfigurationScan(file: file, exemptions: exemptions).cellAssignments(uiProperties: uiProperties)
    }

    /// The exemptions of all cell work done in data-source code: constant look included.
    static var cellWork: ExemptionSwitches<CellAssignmentExemption> {
        var switches = ExemptionSwitches<CellAssignmentExemption>()
        _ = switches.turnOff(CellAssignmentExemption.constantLook.id)
        return switches
    }
}

/// Finds where data-source code reaches into the cells it dequeues.
private struct CellConfigurationScan: FileReading {
    let file: SourceFile
    let exemptions: ExemptionSwitches<CellAssignmentExemption>

    /// Every assignment to a dequeued cell's subviews (`cell.titleLabel.text = …`) or to
    /// one of its `uiProperties` (`cell.backgroundColor = …`) in data-source code. Handing
    /// the cell a model, a delegate or a callback closure is what the pattern asks for, so
    /// other properties of the cell itself, and closures, are left alone.
    func cellAssignments(uiProperties: [String]) -> [CellAssignment] {
        var found: [CellAssignment] = []
        var seen: Set<Int> = []
        let functions = dataSourceFunctions()
        let inFunction = Coverage(functions.map(\.range))
        for (scopes, areProviders) in [(functions, false), (cellProviders(), true)] {
            var reach = Int.min
            for (range, scope) in scopes {
                // A scope inside one searched before (nested cell providers) holds nothing
                // more: that one saw the same assignments and dequeued cells, and more.
                guard range.lowerBound >= reach, !(areProviders && inFunction.covers(range.lowerBound)) else { continue }
                reach = max(reach, range.upperBound)
                for assignment in cellAssignments(in: range, scope: scope, uiProperties: uiProperties)
                where seen.insert(assignment.equal).inserted {
                    found.append(assignment)
                }
            }
        }
        return found
    }

    /// The assignments through cells dequeued in one scope: each name's first dequeue is
    /// found first, then one pass over the scope finds the assignments, and the setters
    /// called on subviews, through any of them, with data: constant look is left alone.
    private func cellAssignments(in range: Range<Int>, scope: String, uiProperties: [String]) -> [CellAssignment] {
        var firstDequeue: [String: DataSourceCell] = [:]
        for cell in DataSourceCells(file: file).cells(in: range) where firstDequeue[cell.name] == nil { firstDequeue[cell.name] = cell }
        guard let start = firstDequeue.values.map(\.after).min() else { return [] }
        let values = ConstantValues(file: file, scope: range, cells: Set(firstDequeue.keys))
        var found: [CellAssignment] = []
        for equal in start..<range.upperBound where tokens[equal].kind == .equal || tokens[equal].kind == .leftParen {
            let isCall = tokens[equal].kind == .leftParen
            guard !isCall || SubviewSetters.isSetter(equal - 1, in: file),
                  let chain = Chain(endingAt: equal - 1, in: file), let root = chain.root, let cell = firstDequeue[root], cell.after <= equal,
                  chain.names.count >= (isCall ? 3 : 2), beginsStatement(chain.first), let last = chain.last,
                  configures(chain.names, last, uiProperties: isCall ? [] : uiProperties), equal + 1 < range.upperBound,
                  !(exemptions.applies(.callbacks) && tokens[equal + 1].kind == .leftBrace),
                  !(exemptions.applies(.constantLook) && values.isConstant(valueRange(at: equal, values))) else { continue }
            found.append(CellAssignment(chain: chain, equal: equal, scope: scope, cellType: cell.type, isCall: isCall, scopeStart: range.lowerBound))
        }
        return found
    }

    /// The value set at `equal`: what follows `=`, or a call's arguments.
    private func valueRange(at equal: Int, _ values: ConstantValues) -> Range<Int> {
        guard tokens[equal].kind == .leftParen else { return equal + 1..<values.valueEnd(from: equal + 1) }
        return equal + 1..<(matchingClose(equal) ?? equal + 1)
    }

    /// Whether setting the chain `names`, ending in `last`, configures the cell: one of its
    /// own `uiProperties`, or anything of a subview's but the cell's model.
    private func configures(_ names: [String], _ last: String, uiProperties: [String]) -> Bool {
        guard Self.isOwnLook(names, geometry: exemptions.applies(.ownGeometry)) else {
            return !(exemptions.applies(.modelProperties) && Self.isModel(names[1]))
        }
        return !exemptions.applies(.ownProperties) || uiProperties.contains(last)
    }

    /// A property of the cell itself, or of its own layer (`cell.backgroundColor`,
    /// `cell.layer.cornerRadius`), or a part of its geometry (`cell.frame.size.height`,
    /// which sets its frame): only its `uiProperties` are the cell's look. A subview's
    /// (`cell.titleLabel.text`, `cell.titleLabel.frame.origin.x`) are all reaching into it.
    private static func isOwnLook(_ names: [String], geometry: Bool) -> Bool {
        let member = names.count > 2 && names[1] == "layer" ? 2 : 1
        return names.count == member + 1 || geometry && CellVocabulary.geometry.contains(names[member])
    }

    /// A cell's model property (`viewModel`, `cellModel`, `model`): setting what it holds,
    /// `cell.viewModel.title = …`, hands the cell data rather than reaching into its views.
    private static func isModel(_ name: String) -> Bool {
        name == "model" || name.hasSuffix("Model")
    }

    /// The bodies of `tableView(_:cellForRowAt:)` and `collectionView(_:cellForItemAt:)`, in order.
    private func dataSourceFunctions() -> [(range: Range<Int>, scope: String)] {
        var scopes: [(range: Range<Int>, scope: String)] = []
        for function in structure.functions where function.name == "tableView" || function.name == "collectionView" {
            guard let open = function.span.open, let close = function.span.close else { continue }
            let name = signature(of: function).name
            if name == "tableView(_:cellForRowAt:)" || name == "collectionView(_:cellForItemAt:)" {
                scopes.append((open + 1..<close, name))
            }
        }
        return scopes
    }

    /// The bodies of cell-provider closures, in order.
    private func cellProviders() -> [(range: Range<Int>, scope: String)] {
        var scopes: [(range: Range<Int>, scope: String)] = []
        for index in tokens(spelling: .cellProvider, .tableDiffableDataSource, .collectionDiffableDataSource, .configureCell) {
            if let closure = cellProviderClosure(at: index), let close = matchingClose(closure) {
                scopes.append((closure + 1..<close, "a cell provider"))
            }
        }
        return scopes.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The `{` of a cell provider: after `cellProvider:`, `configureCell:` or
    /// `configureCell =` (RxDataSources), or trailing a diffable data source's initializer call.
    private func cellProviderClosure(at index: Int) -> Int? {
        if spells(index, "cellProvider") || spells(index, "configureCell"), index + 2 < tokens.count,
           tokens[index + 1].kind == .colon || tokens[index + 1].kind == .equal, tokens[index + 2].kind == .leftBrace { return index + 2 }
        guard spells(index, "UITableViewDiffableDataSource") || spells(index, "UICollectionViewDiffableDataSource") else { return nil }
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].kind == .op, let end = (cursor..<min(tokens.count, cursor + 64))
            .first(where: { tokens[$0].kind == .leftParen }) { cursor = end }
        guard cursor < tokens.count, tokens[cursor].kind == .leftParen, let close = matchingClose(cursor),
              close + 1 < tokens.count, tokens[close + 1].kind == .leftBrace else { return nil }
        return close + 1
    }
}
