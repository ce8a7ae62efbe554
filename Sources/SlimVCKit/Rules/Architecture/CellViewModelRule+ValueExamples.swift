/// `cell_view_model` examples of cells handed one value or none: constants, look and
/// callbacks are no values, and a cell whose type SlimVC cannot tell is handed nothing.
enum CellViewModelValueExamples {
    static let nonTriggering = [
        // One value (a title), besides look, or an image; a data source's own look.
        Example("""
            final class TitleCell: UITableViewCell {
                @IBOutlet var titleLabel: UILabel!
            }
            final class PhotoCell: UICollectionViewCell {
                func show(_ image: UIImage?) {}
            }
            extension SettingsViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath) as! TitleCell
                    cell.titleLabel.text = titles[indexPath.row]
                    cell.titleLabel.isHidden = titles.isEmpty
                    return cell
                }
                func photo(_ cell: PhotoCell, at indexPath: IndexPath) { cell.show(images[indexPath.item]) }
            }
            """, exempts: ["one_value"]),
        // Constants (a literal, a static member, `.none`), look and layout are no values of the row.
        Example("""
            final class BadgeCell: UICollectionViewCell {
                let nameLabel = UILabel()
                let newLabel = UILabel()
                let iconView = UIImageView()
                var preferredWidth: CGFloat = 0
            }
            extension BadgesViewController {
                func fill(_ cell: BadgeCell, with badge: Badge) {
                    cell.nameLabel.text = badge.name
                    cell.newLabel.text = "New"
                    cell.iconView.image = UIImage(named: "badge")
                    cell.nameLabel.textColor = badge.isEarned ? .label : .secondaryLabel
                    cell.backgroundColor = Theme.current.background
                    cell.layer.cornerRadius = 8
                    cell.preferredWidth = bounds.width / 2
                }
            }
            """, exempts: ["constant_look"]),
        // Callbacks, delegates and the row's address are wiring, not values it shows.
        Example("""
            final class ToggleCell: UITableViewCell {
                let titleLabel = UILabel()
                weak var delegate: ToggleCellDelegate?
                var onToggle: ((Bool) -> Void)?
                var row = 0
                func configure(onHelp: @escaping () -> Void) {}
            }
            extension NotificationsViewController {
                func fill(_ cell: ToggleCell, for setting: Setting, at indexPath: IndexPath) {
                    cell.titleLabel.text = setting.title
                    cell.row = indexPath.row
                    cell.delegate = presenter
                    cell.onToggle = { [weak self] isOn in self?.toggle(setting, isOn) }
                    cell.configure(onHelp: showHelp)
                }
            }
            """, exempts: ["callbacks"]),
        // A cell no code hands anything (a spinner), and cells whose type SlimVC cannot tell
        // (UIKit's own, a dequeue without a cast) are handed nothing it counts.
        Example("""
            final class SpinnerCell: UITableViewCell {
                let spinner = UIActivityIndicatorView(style: .medium)
            }
            final class SubtitleCell: UITableViewCell {}
            extension HistoryViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
                    cell.textLabel?.text = entries[indexPath.row].title
                    cell.detailTextLabel?.text = entries[indexPath.row].date
                    let plain = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    plain.textLabel?.text = total.title
                    plain.detailTextLabel?.text = total.amount
                    return indexPath.section == 0 ? cell : plain
                }
            }
            """),
    ]
}
