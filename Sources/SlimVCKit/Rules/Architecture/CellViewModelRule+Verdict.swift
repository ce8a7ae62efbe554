/// `cell_view_model`'s verdict on one cell, over everything the project's code hands it
/// (`CellFeeds`): the values it is handed, one input each (a property, a subview, an
/// argument), and the names they are read from.
struct CellFeedJudge {
    let types: CellInputTypes
    let exemptions: ExemptionSwitches<CellModelExemption>

    enum Verdict: Equatable {
        case silent
        /// Two or more values read from a row's value (named) of this project type.
        case takeWhole(String, from: String)
        /// Two or more values read from this name, of a type SlimVC cannot tell.
        case takeRoot(String)
        /// Two or more values read from this name, a call's result (a model or a tuple).
        case takeOne(String)
        /// Two or more values and no model.
        case needsModel
    }

    /// One name the values of one site are read from, and the inputs they go to (`key`).
    private struct Group {
        var root: FeedRoot
        var handed: CellFeeds.Handed
        var inputs: Set<String> = []
    }

    /// What an input is counted as: a property, a subview, or an argument's position in a
    /// method of that name, whatever its labels (`loadImage(url:)` and `loadImage(data:)`
    /// take one image).
    private static func key(_ input: CellFeed.Input) -> String {
        switch input {
        case .property(let name): "." + name
        case .subview(let name): name + "."
        case .argument(let signature, let position): signature.prefix { $0 != "(" } + "#\(position)"
        }
    }

    /// The values a cell's own sites hand it, one key an input (`key`), and the groups of
    /// those read from one name at one site; nil when a model is handed whole, or a value
    /// whole of a type SlimVC cannot tell (as the exemptions say).
    private struct Handed {
        var inputs: Set<String> = []
        /// The most values one site hands, each counted once however many inputs it goes to:
        /// a name handed whole or one field of it (`=cluster` of `cell.label.text = cluster;
        /// cell.cluster = cluster`, or of `base + path` with `base` a constant), or an input.
        /// Counted per site: sites that each pass one value (`bind(title: t, icon: nil)`,
        /// `bind(title: name, icon: nil)`) hand one, whatever the method declares.
        var mostValues = 0
        var groups: [Group] = []
    }

    /// The verdict on what a cell's own sites hand it; what the sites of the project
    /// classes it inherits from hand them (`inherited`) can only show that it takes a model
    /// whole: a base's values are the base's to answer for.
    func verdict(_ sites: [CellFeeds.Handed], inherited: [CellFeeds.Handed] = []) -> Verdict {
        for handed in inherited {
            for feed in handed.site.feeds {
                guard case .data(_, let whole) = feed.value, exemptions.applies(.wholeValues),
                      types.handed(whole, to: feed.input, from: handed) == .model else { continue }
                return .silent
            }
        }
        guard let handed = values(sites), handed.mostValues >= (exemptions.applies(.oneValue) ? 2 : 1) else { return .silent }
        let loose = handed.groups.filter { $0.inputs.count >= 2 }.sorted { $0.inputs.count > $1.inputs.count }
        for group in loose {
            if let model = types.rowModel(group.root.type, from: group.handed) { return .takeWhole(model, from: group.root.name) }
        }
        if let root = loose.first(where: { $0.root.type == .unknown }) { return .takeRoot(root.root.name) }
        if let root = loose.first(where: { $0.root.type == .result }) { return .takeOne(root.root.name) }
        return .needsModel
    }

    /// What `sites` hand the cell (`Handed`).
    private func values(_ sites: [CellFeeds.Handed]) -> Handed? {
        var found = Handed()
        var isUnsure = false
        for handed in sites {
            var byRoot: [String: Int] = [:]
            var sources: Set<String> = []
            defer { found.mostValues = max(found.mostValues, sources.count) }
            for feed in handed.site.feeds {
                guard let (roots, whole) = data(feed) else { continue }
                let readsFields = !roots.isEmpty && roots.allSatisfy { $0.readsMember || Self.isRowAddress($0) }
                let value = types.handed(whole, readsFields: readsFields, to: feed.input, from: handed)
                if value == .model, exemptions.applies(.wholeValues) { return nil }
                // A model handed is what a callback or a look takes the least; asked second.
                if handsNoValue(feed, roots: roots, from: handed) { continue }
                if value == .unknown, exemptions.applies(.unsureTypes) { isUnsure = true }
                let input = Self.key(feed.input)
                found.inputs.insert(input)
                sources.insert(source(of: roots, input: input, from: handed))
                for root in roots where root.readsMember {
                    if let group = byRoot[root.name] {
                        found.groups[group].inputs.insert(input)
                    } else {
                        byRoot[root.name] = found.groups.count
                        found.groups.append(Group(root: root, handed: handed, inputs: [input]))
                    }
                }
            }
        }
        return isUnsure ? nil : found
    }

    /// Whether a feed hands no value, as the exemptions say: its input is a callback or look,
    /// or its value a flag of the screen or read from the screen's constants only.
    private func handsNoValue(_ feed: CellFeed, roots: [FeedRoot], from handed: CellFeeds.Handed) -> Bool {
        switch types.kind(of: feed.input) {
        case .callback where exemptions.applies(.callbacks): return true
        case .look where exemptions.applies(.constantLook): return true
        default: break
        }
        guard exemptions.applies(.constantLook) else { return false }
        return types.isScreenFlag(feed.input, roots: roots, from: handed) || !roots.isEmpty && roots.allSatisfy { types.isConstant($0, from: handed) }
    }

    /// What a feed's value is counted as (`Handed.mostValues`): the one name it reads, whole or
    /// by one field (`item.title`), besides the row's address and the screen's constants;
    /// else its input.
    private func source(of roots: [FeedRoot], input: String, from handed: CellFeeds.Handed) -> String {
        let named = roots.filter { !Self.isRowAddress($0) && !types.isConstant($0, from: handed) }
        guard named.count == 1 else { return input }
        guard named[0].readsMember else { return "=" + named[0].name }
        return named[0].field.map { "=\(named[0].name).\($0)" } ?? input
    }

    /// A feed's roots and what tells the type of its value handed whole; nil for no value
    /// of the row: a constant, look, a callback or the row's address, as the exemptions say.
    private func data(_ feed: CellFeed) -> (roots: [FeedRoot], whole: TypeSource?)? {
        switch feed.value {
        case .constant, .look: return exemptions.applies(.constantLook) ? nil : ([], nil)
        case .callback: return exemptions.applies(.callbacks) ? nil : ([], nil)
        case .data(let roots, let whole):
            // Read from the screen's or a view's geometry, or a view of UIKit's: layout.
            if roots.allSatisfy(Self.isLayoutSource) { return exemptions.applies(.constantLook) ? nil : ([], nil) }
            if case .subview = feed.input { return (roots, whole) }
            // The row's address handed to the cell itself is for its callbacks.
            guard !roots.isEmpty, roots.allSatisfy(Self.isRowAddress) else { return (roots, whole) }
            return exemptions.applies(.callbacks) ? nil : ([], nil)
        }
    }

    /// A name that is a screen's or view's geometry (`bounds`), or a view of UIKit's or
    /// AppKit's (`collectionView: UICollectionView`).
    private static func isLayoutSource(_ root: FeedRoot) -> Bool {
        switch root.type {
        case .member(let name): return CellVocabulary.layoutSources.contains(name)
        case .written(let type):
            let name = TypeName.lastComponent(TypeName.element(type))
            return FrameworkVocabulary.uiPrefixes.contains(where: name.hasPrefix) && StoredPropertyKind.namesView(name)
        case .element, .result, .unknown: return false
        }
    }

    /// A name whose written type is a row's address (`indexPath: IndexPath`).
    private static func isRowAddress(_ root: FeedRoot) -> Bool {
        guard case .written(let type) = root.type else { return false }
        return CellVocabulary.rowAddresses.contains(TypeName.lastComponent(TypeName.element(type)))
    }
}
