/// `cell_view_model` examples, in the order its documentation lists them. Here, cells
/// handed two or more values: read from one model (take it whole), or from several names
/// (give the cell one model), however the code binds the cell.
enum CellViewModelExamples {
    static let triggering = [
        // Filled field by field from one model of the project: take it whole.
        Example("""
            final class ↓FeedCell: UITableViewCell {
                let titleLabel = UILabel()
                let subtitleLabel = UILabel()
            }
            struct FeedItem { let title: String; let subtitle: String }
            final class FeedViewController: UITableViewController {
                var items: [FeedItem] = []
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Feed", for: indexPath) as! FeedCell
                    let item = items[indexPath.row]
                    cell.titleLabel.text = item.title
                    cell.subtitleLabel.text = "\\(item.subtitle) ago"
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
            }
            """),
        // A cell is known by its inheritance, whatever its name; three values of three
        // names need one model.
        Example("""
            final class ↓ContactRow: UITableViewCell {
                func configure(name: String, phone: String, email: String) {}
            }
            extension ContactsViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    guard let row = tableView.dequeueReusableCell(withIdentifier: "Contact") as? ContactRow else { return UITableViewCell() }
                    row.configure(name: names[indexPath.row], phone: phones[indexPath.row], email: emails[indexPath.row])
                    return row
                }
            }
            """),
        // Through a project base class, a generic dequeue helper and a cell provider's row,
        // whose type SlimVC cannot tell: take it whole.
        Example("""
            class BaseCell: UICollectionViewCell {}
            final class ↓BadgeCell: BaseCell {
                @IBOutlet var nameLabel: UILabel!
                @IBOutlet var countLabel: UILabel!
            }
            extension BadgesViewController {
                func makeDataSource() -> DataSource {
                    DataSource(collectionView: collectionView) { collectionView, indexPath, badge in
                        let cell: BadgeCell = collectionView.dequeueReusableCell(for: indexPath)
                        cell.nameLabel.text = badge.name
                        cell.countLabel.text = "\\(badge.count)"
                        return cell
                    }
                }
            }
            """),
        // A helper handed the cell, a cell built rather than dequeued, a cast in parentheses.
        Example("""
            final class ↓TodoCell: UITableViewCell {
                let titleLabel = UILabel()
                let dueLabel = UILabel()
            }
            final class ↓SummaryCell: UITableViewCell {}
            class ↓FieldCell: UITableViewCell {
                var title: String?
                var hint: String?
            }
            struct Todo { let title: String; let due: String }
            final class TodoViewController: UITableViewController {
                func fill(_ cell: TodoCell, with todo: Todo) {
                    cell.titleLabel.text = todo.title
                    cell.dueLabel.text = todo.due
                }
                func summary() -> UITableViewCell {
                    let cell = SummaryCell(style: .subtitle, reuseIdentifier: nil)
                    cell.textLabel?.text = summaryTitle
                    cell.detailTextLabel?.text = formatter.string(from: lastSync)
                    return cell
                }
                func field(_ cell: UITableViewCell, at indexPath: IndexPath) {
                    (cell as? FieldCell)?.title = titles[indexPath.row]
                    (cell as? FieldCell)?.hint = hints[indexPath.row]
                }
            }
            """),
        // Fields of a row read through a subscript: take the row's type whole. A type
        // private to the controller is no model the cell can take.
        Example("""
            struct NFTGroup { let title: String; let count: Int }
            final class ↓GroupCell: UICollectionViewCell {
                func configure(title: String, count: Int) {}
            }
            final class ↓SettingsCell: UITableViewCell {
                func configure(title: String, subtitle: String) {}
            }
            final class GroupsViewController: UIViewController {
                var groups: [NFTGroup] = []
                private enum Row { case about; var title: String { "" }; var subtitle: String { "" } }
                private var rows: [Row] = []
                func fill(_ cell: GroupCell, _ settings: SettingsCell, at indexPath: IndexPath) {
                    cell.configure(title: groups[indexPath.section].title, count: groups[indexPath.section].count)
                    settings.configure(title: rows[indexPath.row].title, subtitle: rows[indexPath.row].subtitle)
                }
            }
            """),
        // A model named as a pattern exists but the cell is filled field by field.
        Example("""
            struct ProfileHeaderCellViewModel { let name: String; let handle: String }
            final class ↓ProfileHeaderCell: UITableViewCell {
                func show(name: String, handle: String) {}
            }
            extension ProfileViewController {
                func header(_ cell: ProfileHeaderCell) {
                    cell.show(name: user.displayName, handle: "@" + handle)
                }
            }
            """),
    ]

    static let nonTriggering = CellViewModelWholeExamples.nonTriggering + CellViewModelValueExamples.nonTriggering
        + CellViewModelClassExamples.nonTriggering + CellViewModelSiteExamples.nonTriggering
}
