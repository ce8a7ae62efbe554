/// `cell_view_model` examples of what is no second value: a model taken whole beside a flag
/// or a delegate, one name handed several ways, and look picked per row among constants.
enum CellViewModelClassExamples {
    static let nonTriggering = [
        // A project type taken whole, of any kind and name, beside a flag, a date or a
        // delegate, through a method the cell inherits.
        Example("""
            struct Transaction { let amount: Double }
            final class Event {}
            class BaseCell: UITableViewCell { func setup(with transaction: Transaction, showBTC: Bool) {} }
            final class TransactionCell: BaseCell {}
            final class EventCell: UITableViewCell {
                func configure(event: Event, selected: Bool, lastStart: Date, delegate: AnyObject?) {}
            }
            extension WalletViewController {
                func fill(_ cell: TransactionCell, _ other: EventCell, at indexPath: IndexPath) {
                    cell.setup(with: viewModel.transaction(at: indexPath), showBTC: prefs.showBTC)
                    other.configure(event: viewModel.event(at: indexPath), selected: prefs.isOn, lastStart: prefs.lastStart, delegate: self)
                }
            }
            """, exempts: ["whole_values"]),
        // A type SlimVC cannot resolve (an alias, a library's) taken whole may be the model.
        Example("""
            typealias Entry = LibraryEntry
            final class EntryCell: UITableViewCell { func setup(with entry: Entry, lastStart: Date) {} }
            extension EntriesViewController {
                func fill(_ cell: EntryCell, at indexPath: IndexPath) {
                    cell.setup(with: viewModel.entry(at: indexPath), lastStart: prefs.lastStart)
                }
            }
            """, exempts: ["unsure_types"]),
        // One name handed to two inputs, or joined to a constant of the screen, is one value.
        Example("""
            final class ClusterCell: UITableViewCell {
                let label = UILabel()
                var clusterString: String?
                func loadImage(url: String) {}
            }
            final class ClustersViewController: UITableViewController {
                let base = "https://example.com/"
                func fill(_ cell: ClusterCell, at indexPath: IndexPath) {
                    let cluster = clusters[indexPath.row]
                    cell.label.text = cluster
                    cell.clusterString = cluster
                    cell.loadImage(url: base + cluster)
                }
            }
            """, exempts: ["one_value"]),
        // Colours and images picked among constants, by a condition or a `switch`, and a flag
        // of the screen's selection are look, not values of the row.
        Example("""
            struct Task { let title: String; let isDone: Bool; let kind: Int }
            final class TaskCell: UITableViewCell {
                func setup(title: String, color: UIColor, image: UIImage?, isSelected: Bool) {}
            }
            extension TasksViewController {
                func fill(_ cell: TaskCell, with task: Task, at indexPath: IndexPath) {
                    let image: UIImage?
                    switch task.kind {
                    case 0: image = UIImage(named: "inbox")
                    default: image = UIImage(systemName: "tray")
                    }
                    cell.setup(title: task.title, color: task.isDone ? .systemGreen : .systemGray, image: image,
                               isSelected: indexPath.row == selectedRow)
                }
            }
            """, exempts: ["constant_look"]),
    ]
}
