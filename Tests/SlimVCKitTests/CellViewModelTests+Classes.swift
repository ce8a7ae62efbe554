import Testing
@testable import SlimVCKit

/// `cell_view_model` on the classes of cells it once reported wrongly: a model taken whole
/// beside other values, one value handed several ways, look chosen per row, and messages
/// that name the model the fields come from.
@Suite struct CellViewModelClassTests {
    static func messages(_ sources: [String: String]) -> [String] { CellViewModelTests.messages(sources) }

    /// A project type taken whole, of any kind, beside a flag, a date or a delegate: the
    /// method inherited from a base cell, declared in another file, or taking an alias.
    @Test func aModelTakenWholeBesideOtherValuesIsTheCellsModel() {
        let sources = [
            "Cells.swift": """
                class BaseCell: UITableViewCell { func setup(with item: Item, flag: Bool) {} }
                final class ItemCell: BaseCell {}
                final class EventCell: UITableViewCell {}
                final class AliasCell: UITableViewCell { func setup(with entry: Entry, lastStart: Date) {} }
                final class PlainCell: UITableViewCell { func setup(title: String, flag: Bool) {} }
                """,
            "EventCell+Setup.swift": "extension EventCell { func configure(event: Event, selected: Bool, delegate: AnyObject?) {} }",
            "Models.swift": "struct Item {}\nfinal class Event {}\ntypealias Entry = Item\n",
            "Screen.swift": """
                extension ItemsViewController {
                    func fill(_ cell: ItemCell, _ e: EventCell, _ a: AliasCell, _ p: PlainCell, at indexPath: IndexPath) {
                        cell.setup(with: viewModel.item(at: indexPath), flag: prefs.showBTC)
                        e.configure(event: viewModel.event(at: indexPath), selected: prefs.isOn, delegate: self)
                        a.setup(with: viewModel.entry(at: indexPath), lastStart: prefs.lastStart)
                        p.setup(title: viewModel.title(at: indexPath), flag: prefs.showBTC)
                    }
                }
                """,
        ]
        #expect(Self.messages(sources) == ["'PlainCell' has no view model; add PlainCellViewModel holding what the cell shows"])
    }

    /// One name, or one field of one, handed to two inputs, or with a constant of the
    /// screen, is one value; two names are two.
    @Test func oneValueHandedSeveralWaysCountsOnce() {
        let sources = ["a.swift": """
            final class ClusterCell: UITableViewCell { let label = UILabel(); var clusterString: String? }
            final class PathCell: UITableViewCell { let label = UILabel(); func loadImage(url: String) {} }
            final class PairCell: UITableViewCell { let label = UILabel(); func loadImage(url: String) {} }
            final class FieldCell: UITableViewCell { let label = UILabel(); var clusterString: String? }
            struct Place { let cluster: String }
            final class ClustersViewController: UITableViewController {
                var clusters: [String] = []
                var places: [Place] = []
                let base = "https://example.com/"
                func fill(_ field: FieldCell, at indexPath: IndexPath) {
                    let place = places[indexPath.row]
                    let cluster = place.cluster
                    field.label.text = place.cluster
                    field.clusterString = cluster
                }
                func fill(_ cell: ClusterCell, _ pathCell: PathCell, _ pair: PairCell, at indexPath: IndexPath) {
                    let cluster = clusters[indexPath.row]
                    cell.label.text = cluster
                    cell.clusterString = cluster
                    let path = paths[indexPath.row]
                    pathCell.label.text = path
                    pathCell.loadImage(url: base + path)
                    pair.label.text = path
                    pair.loadImage(url: host + path)
                }
            }
            """]
        #expect(Self.messages(sources) == ["'PairCell' has no view model; add PairCellViewModel holding what the cell shows"])
    }

    /// An image or colour picked among constants, by a condition or a `switch`, and a flag
    /// of the screen's selection are look; an image named by the row's data is a value.
    @Test func lookChosenPerRowIsNoValue() {
        let sources = ["a.swift": """
            final class TaskCell: UITableViewCell { func setup(title: String, color: UIColor, icon: UIImage?, isSelected: Bool) {} }
            final class MenuCell: UITableViewCell { func setup(title: String, image: UIImage?) {} }
            struct Task { let title: String; let isDone: Bool; let kind: Int; let iconName: String }
            final class TasksViewController: UITableViewController {
                var tasks: [Task] = []
                func fill(_ cell: TaskCell, _ menu: MenuCell, _ other: MenuCell, at indexPath: IndexPath) {
                    let task = tasks[indexPath.row]
                    let icon = task.isDone ? UIImage(systemName: "checkmark") : nil
                    cell.setup(title: task.title, color: task.isDone ? .systemGreen : .systemGray, icon: icon, isSelected: indexPath.row == selectedRow)
                    let image: UIImage?
                    switch task.kind {
                    case 0: image = UIImage(named: "a")
                    default: image = UIImage(systemName: "b")
                    }
                    menu.setup(title: task.title, image: image)
                }
                func fillOther(_ other: MenuCell, at indexPath: IndexPath) {
                    other.setup(title: titles[indexPath.row], image: UIImage(named: icons[indexPath.row]))
                }
            }
            """]
        #expect(Self.messages(sources) == ["'MenuCell' has no view model; add MenuCellViewModel holding what the cell shows"])
    }

    /// Fields of a row's model read through a subscript, or of a model the screen shows,
    /// name it and the name read; a type private to the controller is no model the cell can
    /// take, nor is the screen's view model.
    @Test func theMessageNamesTheRowTheFieldsComeFrom() {
        let sources = ["a.swift": """
            final class GroupCell: UITableViewCell { func configure(title: String, count: Int) {} }
            final class SettingsCell: UITableViewCell { func configure(title: String, subtitle: String) {} }
            final class DeviceCell: UITableViewCell { let nameLabel = UILabel(); let modelLabel = UILabel() }
            final class StatsCell: UITableViewCell { let nameLabel = UILabel(); let modelLabel = UILabel() }
            struct NFTGroup { let title: String; let count: Int }
            struct Device { let name: String; let model: String }
            final class GroupsViewModel { var title = ""; var subtitle = "" }
            final class GroupsViewController: UITableViewController {
                var device: Device!
                let viewModel = GroupsViewModel()
                func fill(_ cell: DeviceCell, _ stats: StatsCell) {
                    cell.nameLabel.text = device.name
                    cell.modelLabel.text = device.model
                    stats.nameLabel.text = viewModel.title
                    stats.modelLabel.text = viewModel.subtitle
                }
                var nftGroup: [NFTGroup] = []
                private enum SettingsItem { case a; var title: String { "" }; var subtitle: String { "" } }
                private var rows: [SettingsItem] = []
                func fill(_ cell: GroupCell, _ settings: SettingsCell, at indexPath: IndexPath) {
                    cell.configure(title: nftGroup[indexPath.section].title, count: nftGroup[indexPath.section].count)
                    let row = rows[indexPath.row]
                    settings.configure(title: row.title, subtitle: row.subtitle)
                }
            }
            """]
        #expect(Self.messages(sources) == [
            "'GroupCell' is filled field by field from 'nftGroup'; take 'NFTGroup' whole (configure(with:))",
            "'SettingsCell' has no view model; add SettingsCellViewModel holding what the cell shows",
            "'DeviceCell' is filled field by field from 'device'; take 'Device' whole (configure(with:))",
            "'StatsCell' has no view model; add StatsCellViewModel holding what the cell shows",
        ])
    }

    /// Fields of a call's result (a formatter's tuple, or a model a view model returns) name
    /// the result without calling it a model; a closure's row of untold type is named whole.
    @Test func fieldsOfACallsResultNameItAsOne() {
        let sources = ["a.swift": """
            final class TimeCell: UITableViewCell { func configure(day: String, hour: String) {} }
            final class NoteCell: UITableViewCell { let titleLabel = UILabel(); let dateLabel = UILabel() }
            final class TimesViewController: UITableViewController {
                func fill(_ cell: TimeCell, at indexPath: IndexPath) {
                    let timeDetails = formatter.parts(dates[indexPath.row])
                    cell.configure(day: timeDetails.day, hour: timeDetails.hour)
                }
                func makeDataSource() -> DataSource {
                    DataSource(tableView: tableView) { tableView, indexPath, row in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
                        cell.titleLabel.text = row.title
                        cell.dateLabel.text = row.date
                        return cell
                    }
                }
            }
            """]
        #expect(Self.messages(sources) == [
            "'TimeCell' is filled field by field from 'timeDetails', a call's result; take one model of the row (configure(with:))",
            "'NoteCell' is filled field by field from 'row'; take it whole (configure(with:))",
        ])
    }
}
