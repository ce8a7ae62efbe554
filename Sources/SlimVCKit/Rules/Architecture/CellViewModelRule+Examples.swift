/// `cell_view_model` examples, in the order its documentation lists them. Here, cells
/// without a model of their own: taking nothing that is a model (a view, a screen's view
/// model, a dictionary) or taking data in some other way.
enum CellViewModelExamples {
    static let triggering = CellViewModelFilledExamples.triggering + CellViewModelValueExamples.triggering
        + CellViewModelNamingExamples.triggering + [
        Example("""
            final class ↓PhotoCell: UICollectionViewCell {
                static var placeholder = PhotoCellModel(url: nil)
                var sample: PhotoCellModel { PhotoCellModel(url: nil) }
                let initial: PhotoCellModel
                func show(_ image: UIImage) {}
            }
            """, otherFiles: ["PhotoCellModel.swift": "struct PhotoCellModel { let url: URL? }"]),
        Example("final class ↓ProfilesTableViewCell: UITableViewCell {\n    func show(_ profile: Profile) {}\n}",
                otherFiles: ["ProfilesViewModel.swift": "final class ProfilesViewModel {}"]),
        // View data that is a view is no model.
        Example("final class ↓BannerCell: UITableViewCell {\n    func fill(with banner: BannerViewData) {}\n}\nfinal class BannerViewData: UIView {}"),
        // A view nested in a view model is no model.
        Example("""
            final class ↓BannerCell: UITableViewCell {
                func show(_ banner: FeedViewModel.Banner) {}
            }
            final class FeedViewModel {
                final class Banner: UIView {}
            }
            """),
        // A generic host cell's view needs no model; labels beside it do.
        Example("""
            class ↓HostCell<Content: UIView, Model>: UITableViewCell {
                let content = Content()
                let titleLabel = UILabel()
                let captionLabel = UILabel()
            }
            extension HostsViewController {
                func show(_ model: Model, in cell: HostCell<UIView, Model>) {
                    cell.titleLabel?.attributedText = model.text
                    cell.captionLabel.text = model.caption
                }
            }
            """),
        // A view built lazily that a data source fills is the cell's way in for data.
        Example("""
            final class ↓WalletCell: UITableViewCell {
                lazy var nameLabel: UILabel = { UILabel() }()
                lazy var balanceLabel: UILabel = { UILabel() }()
            }
            extension WalletsViewController {
                func fill(_ cell: WalletCell, with wallet: Wallet) {
                    cell.nameLabel.text = wallet.name
                    cell.balanceLabel.text = wallet.balance
                }
            }
            """),
        Example("final class ↓TagCell: BaseCell {}",
                otherFiles: ["BaseCell.swift": "class BaseCell: UITableViewCell {}"]),
        // `{stem}Model`, and a type nested in the cell, count only when the cell takes them,
        // and a nested type only when named as a model.
        Example("""
            final class ↓ProfileCell: UITableViewCell {
                func show(_ name: String) {}
            }
            struct ProfileModel {}
            final class ↓BadgeCell: UITableViewCell {
                enum Style { case small, large }
                struct Model {}
                var style: Style = .small
            }
            """, options: #"{"require_configure": false}"#),
        // A cell that takes data in some way, or may, shows data: through a method or a
        // settable property, a table cell's own labels, or an override of a project base
        // class's hook.
        Example("""
            final class ↓TitleCell: UITableViewCell {
                private let label = UILabel()
                var title: String? { get { label.text } set { label.text = newValue } }
                var subtitle: String?
            }
            final class ↓SubtitleCell: UITableViewCell {
                private let badge = UIImageView()
                override func awakeFromNib() { textLabel?.numberOfLines = 0 }
            }
            final class ↓ReaderCell: LoaderCell {
                override func configure(with row: Row, index: Int) { spinner.stopAnimating() }
            }
            final class ↓NameCell: LoaderCell {
                var style: ThemeStyle = .primary
                var name: String?
                var detail: String?
            }
            final class ↓ActionCell: UITableViewCell {
                private let button = UIButton()
                func configure(title: String, count: Int, onTap: @escaping () -> Void) { button.setTitle(title, for: .normal) }
            }
            """, otherFiles: ["LoaderCell.swift": """
                class LoaderCell: UITableViewCell {
                    let spinner = UIActivityIndicatorView()
                    func configure(with row: Row, index: Int) {}
                }
                """]),
        // A type named after the cell is its model only when named as one, and not a view.
        Example("""
            final class ↓BadgeRowCell: UITableViewCell {
                func configure(style: BadgeRowCellStyle) {}
            }
            enum BadgeRowCellStyle { case small, large }
            final class ↓EditorialCell: UICollectionViewCell {
                var content: EditorialCellContent?
                var isFeatured = false
            }
            final class EditorialCellContent: UIView {}
            """),
        // A screen's view model is not the cell's, though named `<Stem>ViewModel`.
        Example("""
            final class ↓ThemePreferenceCell: UITableViewCell {
                func configure(with theme: Theme) {}
            }
            final class ThemePreferenceViewModel {}
            final class ThemePreferenceController: UITableViewController {}
            """),
        // Nor is a dictionary or a screen's view model, though the variable is named so.
        Example("""
            final class ↓KeyValueCell: UITableViewCell {
                var viewModel: [String: String]?
                var title: String?
            }
            final class ↓ToggleRowCell: UITableViewCell {
                var viewModel: SettingsViewModel?
                var isOn = false
            }
            """, otherFiles: ["Settings.swift": """
                final class SettingsViewModel {}
                final class SettingsViewController: UIViewController {}
                """]),
        // A screen's view model handed to the cell is not the cell's.
        Example("""
            final class ↓ToggleCell: UITableViewCell {
                func configure(with alert: Alert, viewModel: NotificationSettingsViewModel) {}
            }
            """, otherFiles: ["NotificationSettings.swift": """
                final class NotificationSettingsViewModel {}
                final class NotificationSettingsViewController: UIViewController {}
                """]),
    ]

    static let nonTriggering = CellViewModelNoDataExamples.nonTriggering
        + CellViewModelNamingExamples.nonTriggering + CellViewModelTakingExamples.nonTriggering
        + CellViewModelModelKindExamples.nonTriggering + CellViewModelValueExamples.nonTriggering
}
