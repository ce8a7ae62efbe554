/// Examples of `cell_configuration_in_data_source` on what reaching into a cell is: a
/// setter called on a subview with data, a cell made where it is configured, UIKit's own
/// properties set from the row; and what it is not: constant look, the cell's declared API,
/// a content configuration handed whole.
enum CellConfigurationReachExamples {
    static let triggering = [
        Example("""
            final class FollowersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Follower", for: indexPath) as! FollowerCell
                    ↓cell.followButton.setTitle(followers[indexPath.row].name, for: .normal)
                    return cell
                }
            }
            final class AvatarsDataSource: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell: AvatarCell = collectionView.dequeueReusableCell(for: indexPath)
                    ↓cell.avatarView.sd_setImage(with: followers[indexPath.item].avatarURL)
                    return cell
                }
            }
            """),
        // A cell made where it is configured counts as a dequeued one; a value of UIKit's
        // own cell properties chosen from the row is data.
        Example("""
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                ↓cell.textLabel?.text = items[indexPath.row].title
                return cell
            }
            """),
        Example("""
            func makeDataSource() -> UITableViewDiffableDataSource<Section, Item> {
                UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Choice", for: indexPath)
                    cell.selectionStyle = .none
                    ↓cell.accessoryType = item.isSelected ? .checkmark : .none
                    return cell
                }
            }
            """),
        // An outlet the cell declares is a subview, beside the value it declares as its API.
        Example("""
            final class TagCell: UITableViewCell {
                @IBOutlet weak var nameLabel: UILabel!
                var tagName = "" { didSet { nameLabel.text = tagName } }
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Tag", for: indexPath) as! TagCell
                cell.tagName = tags[indexPath.row].name
                ↓cell.nameLabel.textColor = tags[indexPath.row].color
                return cell
            }
            """),
    ]

    static let nonTriggering = [
        Example("""
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let theme = ThemeService.shared.theme
                let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath) as! SettingCell
                cell.selectionStyle = .none
                cell.backgroundColor = .clear
                cell.accessoryType = .disclosureIndicator
                cell.separatorInset = UIEdgeInsets(top: 0, left: .greatestFiniteMagnitude, bottom: 0, right: 0)
                cell.tintColor = UIColor.red
                cell.selectedBackgroundView = makeSelectedBackground()
                cell.contentView.backgroundColor = theme.contentBackgroundColor
                cell.titleLabel.numberOfLines = 0
                cell.titleLabel.font = UIFontMetrics.default.scaledSystemFont(ofSize: cell.titleLabel.font.pointSize)
                cell.titleLabel.text = L10n.Settings.title
                cell.detailLabel.text = nil
                cell.actionButton.setTitle("Open", for: .normal)
                return cell
            }
            """, exempts: ["constant_look"]),
        Example("""
            class BaseCell: UITableViewCell {
                var text: String? { didSet { bodyLabel.text = text } }
                let bodyLabel = UILabel()
            }
            final class MessageCell: BaseCell {
                var message: Message?
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath) as! MessageCell
                cell.text = messages[indexPath.row].body
                cell.message?.isRead = reads.contains(indexPath.row)
                return cell
            }
            """, exempts: ["declared_api"]),
        // A content configuration built from the row is a model handed whole.
        Example("""
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = contacts[indexPath.row].name
                content.secondaryText = contacts[indexPath.row].email
                cell.contentConfiguration = content
                return cell
            }
            """, exempts: ["own_properties"]),
    ]
}
