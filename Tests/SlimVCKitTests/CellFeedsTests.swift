import Testing
@testable import SlimVCKit

/// What the code that binds a cell hands it (`CellFeedScan`), rendered one feed a line:
/// the cell's type as written, the input, and the value (`item.` read from `item`, `=T`
/// handed whole with what tells its type).
@Suite struct CellFeedsTests {
    static func feeds(_ body: String, kind: String = "final class") -> [String] {
        let file = SourceFile(path: "a.swift", text: "\(kind) Screen {\n\(body)\n}\n")
        return TypeFacts.all(in: file).flatMap(\.cellSites).flatMap { site in site.feeds.map { "\(site.cell) \(render($0))" } }
    }

    static func render(_ feed: CellFeed) -> String {
        let input = switch feed.input {
        case .property(let name): name
        case .subview(let name): name + "."
        case .argument(let signature, let position): "\(signature)#\(position)"
        }
        let value = switch feed.value {
        case .constant: "constant"
        case .look: "look"
        case .callback: "callback"
        case .data(let roots, let whole):
            roots.map { $0.name + ($0.readsMember ? "." : "") + ":" + render($0.type) }.joined(separator: " ")
                + (whole.map { " =" + render($0) } ?? "")
        }
        return input + " " + value
    }

    static func render(_ type: TypeSource) -> String {
        switch type {
        case .written(let name): name
        case .member(let name): "self." + name
        case .element(let name): "self.\(name)[]"
        case .result: "()"
        case .unknown: "?"
        }
    }

    @Test func cellsAreKnownByHowTheCodeBindsThem() {
        let body = #"""
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let item = items[indexPath.row]
                let cell = tableView.dequeueReusableCell(withIdentifier: "Feed", for: indexPath) as! FeedCell
                cell.titleLabel.text = item.title
                cell.row = indexPath.row
                cell.widthConstraint.constant = width
                guard let other = tableView.dequeueReusableCell(withIdentifier: "Other") as? OtherCell else { return cell }
                other.item = item
                let generic = tableView.dequeueReusableCell(for: indexPath) as GenericCell
                generic.configure(title: item.title, count: 3)
                let annotated: AnnotatedCell = tableView.dequeueReusableCell(for: indexPath)
                annotated.subtitleLabel?.text = subtitle
                let helped = tableView.dequeue(HelpedCell.self, for: indexPath)
                helped.iconView.kf.setImage(with: item.iconURL)
                (cell as? FieldCell)?.field = field
                let built = BuiltCell(style: .default, reuseIdentifier: nil)
                built.item = FeedCellModel(item: item)
                let unknown = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                unknown.textLabel?.text = item.title
                return cell
            }
            func fill(_ row: RowCell, with todo: Todo) { row.dueLabel.text = todo.due }
            lazy var source = DataSource(tableView: tableView) { (tableView: UITableView, indexPath, row) in
                switch tableView.cellForRow(at: indexPath) {
                case let cell as CaseCell: cell.row = row
                default: break
                }
                for entry in self.entries { (tableView as? EntryCell)?.configure(with: entry) }
                return nil
            }
            """#
        #expect(Self.feeds(body) == [
            "FeedCell titleLabel. item.:self.items[]",
            "FeedCell row indexPath.:IndexPath",
            "FeedCell widthConstraint. look",
            "OtherCell item item:self.items[] =self.items[]",
            "GenericCell configure(title:count:)#0 item.:self.items[]",
            "GenericCell configure(title:count:)#1 constant",
            "AnnotatedCell subtitleLabel. subtitle:self.subtitle =self.subtitle",
            "HelpedCell iconView. item.:self.items[]",
            "FieldCell field field:self.field =self.field",
            "BuiltCell item item:self.items[] =FeedCellModel",
            "RowCell dueLabel. todo.:Todo",
            "CaseCell row row:? =?",
            "EntryCell configure(with:)#0 entry:self.entries[] =self.entries[]",
        ])
    }

    @Test func constantsLookAndCallbacksAreToldApart() {
        let body = #"""
            func fill(_ cell: FeedCell, item: Item) {
                let theme = Theme.current
                let title = item.title
                cell.titleLabel.text = title
                cell.subtitleLabel.text = "\(item.count) likes"
                cell.badgeLabel.text = "New"
                cell.iconView.image = UIImage(named: "icon")
                cell.titleLabel.textColor = item.color
                cell.backgroundColor = theme.background
                cell.accessoryType = item.isDone ? .checkmark : .none
                cell.selectionStyle = .none
                cell.delegate = self
                cell.onTap = { [weak self] in self?.open(item) }
                cell.configure(with: item, animated: false)
                cell.contentView.addSubview(badge)
                cell.layoutIfNeeded()
                self.cell.titleLabel.text = item.title
                cell.dateLabel.text = formatter.string(from: item.date)
                cell.numberLabel.text = viewModel.number(at: index)
            }
            """#
        #expect(Self.feeds(body) == [
            "FeedCell titleLabel. item.:Item",
            "FeedCell subtitleLabel. item.:Item",
            "FeedCell badgeLabel. constant",
            "FeedCell iconView. constant",
            "FeedCell titleLabel. look",
            "FeedCell backgroundColor look",
            "FeedCell accessoryType look",
            "FeedCell selectionStyle look",
            "FeedCell delegate look",
            "FeedCell onTap callback",
            "FeedCell configure(with:animated:)#0 item:Item =Item",
            "FeedCell configure(with:animated:)#1 constant",
            "FeedCell contentView. look",
            "FeedCell dateLabel. formatter:self.formatter item.:Item",
            "FeedCell numberLabel. viewModel:self.viewModel index:self.index",
        ])
    }

    /// A call whose result is used asks the cell something rather than handing it a value;
    /// one that is a statement of its own hands it, after `try` or `await` too.
    @Test func onlyCallsThatAreStatementsHandValues() {
        let body = """
            func fill(_ cell: FeedCell, item: Item) async throws {
                let height = cell.height(for: item)
                title = cell.title(of: item)
                try cell.configure(with: item)
                try? cell.load(item.url)
                await cell.show(item.image)
            }
            """
        #expect(Self.feeds(body) == [
            "FeedCell configure(with:)#0 item:Item =Item",
            "FeedCell load(_:)#0 item.:Item",
            "FeedCell show(_:)#0 item.:Item",
        ])
    }

    /// A local bound to a cell and never handed anything makes no site; a type's nested
    /// type's code is its own.
    @Test func eachTypeKeepsItsOwnSites() {
        let file = SourceFile(path: "a.swift", text: """
            final class Screen {
                func a(_ cell: FeedCell) { cell.layoutIfNeeded() }
                final class Inner {
                    func b(_ cell: FeedCell) { cell.item = item }
                }
            }
            """)
        #expect(TypeFacts.all(in: file).map { $0.cellSites.map(\.cell) } == [[], ["FeedCell"]])
    }
}
