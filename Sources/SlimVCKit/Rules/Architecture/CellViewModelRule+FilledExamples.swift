/// `cell_view_model` examples of cells that show data through views others fill from
/// outside (`cell.titleLabel.text = …`, a stack view's arranged subviews, a hosted view's
/// `configure(…)`), through content their data source set, or beside a hosted view.
enum CellViewModelFilledExamples {
    static let triggering = [
        Example("final class ↓TodoCell: UITableViewCell {\n    @IBOutlet var titleLabel: UILabel!\n    @IBOutlet var dueLabel: UILabel!\n}", otherFiles: ["TodoList.swift": """
            extension TodoListViewController {
                func fill(_ cell: TodoCell, with todo: Todo) {
                    cell.titleLabel.text = todo.title
                    cell.dueLabel.text = todo.due
                }
            }
            """]),
        Example("""
            final class ↓StatsCell: UITableViewCell {
                @IBOutlet var stackView: UIStackView!
                let captionLabel = UILabel()
            }
            final class ↓AvatarCell: UITableViewCell {
                let avatarView = UIImageView()
                let captionLabel = UILabel()
            }
            final class ↓ScoreCell: UITableViewCell {
                let scoreButton = UIButton()
                let captionLabel = UILabel()
            }
            final class ↓TrendCell: UICollectionViewCell {
                let trendView = TrendView()
                let captionLabel = UILabel()
            }
            final class ↓ProfileRowCell: UITableViewCell {
                @IBOutlet weak var userView: UserView!
                let captionLabel = UILabel()
            }
            final class StatsViewController: UITableViewController {
                func fill(_ cell: StatsCell, _ avatar: AvatarCell, _ score: ScoreCell, _ trend: TrendCell, _ row: ProfileRowCell) {
                    cell.stackView.addArrangedSubview(StatView())
                    avatar.avatarView.kf.setImage(with: user.avatarURL)
                    score.scoreButton.setTitle("\\(score)", for: .normal)
                    trend.trendView.configure(tag: tag)
                    row.userView?.user = user
                    cell.captionLabel.text = caption
                }
            }
            """),
        // A cell that restyles the content its data source set, or that names its labels,
        // shows what it is given.
        Example("""
            final class ↓ContactCell: UITableViewCell {
                override func updateConfiguration(using state: UICellConfigurationState) {
                    var content = (contentConfiguration as? UIListContentConfiguration) ?? defaultContentConfiguration()
                    content.textProperties.color = state.isSelected ? .white : .label
                    contentConfiguration = content
                }
            }
            final class ↓MemberCell: UITableViewCell {
                override func prepareForReuse() {
                    super.prepareForReuse()
                    contentConfiguration = defaultContentConfiguration()
                    textLabel?.numberOfLines = 0
                }
            }
            """),
        // A hosting cell handed a title beside its view, or hosting another type, takes data.
        Example("""
            class ↓BadgeHostingCell<Content: View>: UICollectionViewCell {
                func configure(with view: Content, title: String, subtitle: String) {}
            }
            class ↓RowHostingCell<Content: View>: UICollectionViewCell {
                var host: UIHostingController<RowView>?
                var title: String?
            }
            """),
    ]
}
