enum CellViewModelExamples {
    static let triggering = CellViewModelNoDataExamples.triggering
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
        // A generic host cell's view needs no model; a label beside it does.
        Example("""
            class ↓HostCell<Content: UIView, Model>: UITableViewCell {
                let content = Content()
                let titleLabel = UILabel()
            }
            extension HostsViewController {
                func show(_ model: Model, in cell: HostCell<UIView, Model>) { cell.titleLabel?.attributedText = model.text }
            }
            """),
        // A view built lazily that a data source fills is the cell's way in for data.
        Example("""
            final class ↓WalletCell: UITableViewCell {
                lazy var nameLabel: UILabel = { UILabel() }()
            }
            extension WalletsViewController {
                func fill(_ cell: WalletCell, with wallet: Wallet) { cell.nameLabel.text = wallet.name }
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
            }
            final class ↓SubtitleCell: UITableViewCell {
                private let badge = UIImageView()
                override func awakeFromNib() { textLabel?.numberOfLines = 0 }
            }
            final class ↓ReaderCell: LoaderCell {
                override func configure(with row: Row) { spinner.stopAnimating() }
            }
            final class ↓NameCell: LoaderCell {
                var style: ThemeStyle = .primary
                var name: String?
            }
            final class ↓ActionCell: UITableViewCell {
                private let button = UIButton()
                func configure(title: String, onTap: @escaping () -> Void) { button.setTitle(title, for: .normal) }
            }
            """, otherFiles: ["LoaderCell.swift": """
                class LoaderCell: UITableViewCell {
                    let spinner = UIActivityIndicatorView()
                    func configure(with row: Row) {}
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
            }
            final class ↓ToggleRowCell: UITableViewCell {
                var viewModel: SettingsViewModel?
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
        + CellViewModelNamingExamples.nonTriggering + [
        Example("final class TodoCell: UITableViewCell {\n    func configure(with model: TodoCellModel) {}\n}\nstruct TodoCellModel {}"),
        Example("final class PhotoCell: UICollectionViewCell {}",
                otherFiles: ["Photo+Bind.swift": "extension PhotoCell {\n    func bind(_ viewModel: PhotoViewModel?) {}\n}",
                             "PhotoViewModel.swift": "final class PhotoViewModel {}"]),
        Example("final class TagCell: UITableViewCell {}\nstruct TagCellViewModel {}", options: #"{"require_configure": false}"#),
        Example("class BaseCell: UITableViewCell {}\nfinal class TagCell: BaseCell {\n    func configure(_ model: TagCellModel) {}\n}\nstruct TagCellModel {}"),
        Example("final class EventCell: UITableViewCell {\n    override func bind(to viewModel: CellViewModel) {}\n}",
                otherFiles: ["Models.swift": "class CellViewModel {}\nfinal class EventCellViewModel: CellViewModel {}"]),
        Example("final class HeaderView: UITableViewHeaderFooterView {}\nfinal class Cell {}"),
        // What a project base class takes, its subclasses take; a stored variable named as
        // the cell's view model holds it, whatever its type (a type-erased `AnyChatItem`).
        Example("""
            final class QuoteCell: ChatMessageCell {
                override func configure() { label.text = (viewModel?.base as? QuoteChatItem)?.text }
            }
            final class MasonryCell: ListingCell {}
            """, otherFiles: ["Bases.swift": """
                class ChatMessageCell: UICollectionViewCell {
                    var viewModel: AnyChatItem?
                    func configure() {}
                }
                class ListingCell: UICollectionViewCell {
                    func setViewModel(_ viewModel: SaleArtworkViewModel) {}
                }
                final class SaleArtworkViewModel {}
                """]),
        // A type named after the cell, with or without `Cell`, and a word for a model
        // (`Data`, `Item`, `Info`, …).
        Example("""
            final class ChannelInfoUserCell: UITableViewCell {
                var data: ChannelInfoUserCellData? { didSet { nameLabel.text = data?.name } }
            }
            struct ChannelInfoUserCellData { let name: String }
            final class PhotonActionSheetCell: UITableViewCell {
                func configure(with action: PhotonActionSheetItem) {}
            }
            struct PhotonActionSheetItem { let title: String }
            """),
        // So is view data the cell takes, whatever it is named after.
        Example("""
            final class SpaceListViewCell: UITableViewCell {
                func fill(with viewData: SpaceListItemViewData) { titleLabel.text = viewData.title }
            }
            struct SpaceListItemViewData { let title: String }
            """),
        // So is a row of a view model, and what the list of a `…ViewCell` shows (`PhotoGrid…`).
        // A project's base cell named as UIKit's is no cell of a list.
        Example("""
            final class DocumentCell: UITableViewCell {
                func update(with item: MediaGalleryViewModel.Item) { titleLabel.text = item.title }
            }
            final class MediaGalleryViewModel {
                struct Item { let title: String }
            }
            public protocol PhotoGridItem: AnyObject { var title: String { get } }
            final class PhotoGridViewCell: UICollectionViewCell {
                func configure(item: PhotoGridItem) { titleLabel.text = item.title }
            }
            class CollectionViewCell: UICollectionViewCell {
                func makeUI() {}
            }
            """),
        // So is a view model's protocol, named with `Type` or `Protocol` at its end.
        Example("""
            final class ServerImageTableViewCell: UITableViewCell {
                func configure(viewModel: ServerImageCellViewModelType) { titleLabel.text = viewModel.title }
            }
            protocol ServerImageCellViewModelType { var title: String { get } }
            """),
        // So is one the cell takes through a type alias.
        Example("""
            final class ChannelInfoBasicCell: UITableViewCell, ChannelInfoCell {
                typealias DataType = ChannelInfoBasicCellData
                var data: DataType? { didSet { nameLabel.text = data?.name } }
            }
            """, otherFiles: ["ChannelInfoBasicCellData.swift": "struct ChannelInfoBasicCellData { let name: String }"]),
        // A method that takes `Any` (IGListKit's `ListBindable`) takes what it casts to.
        Example("""
            final class IssueStatusCell: UICollectionViewCell, ListBindable {
                private let titleLabel = UILabel()
                func bindViewModel(_ viewModel: Any) {
                    guard let viewModel = viewModel as? IssueStatusModel else { return }
                    titleLabel.text = viewModel.title
                }
            }
            struct IssueStatusModel { let title: String }
            """),
        // A table or collection view cell's model may leave out `View` or the list's name.
        Example("""
            final class EditTokenTableViewCell: UITableViewCell {
                func configure(viewModel: EditTokenTableCellViewModel) {}
            }
            struct EditTokenTableCellViewModel {}
            final class FeatureCollectionViewCell: UICollectionViewCell {
                func configure(_ model: FeatureCellModel) {}
            }
            struct FeatureCellModel {}
            final class PictureTableViewCell: UITableViewCell {
                func configure(viewModel: PictureViewModel) {}
            }
            struct PictureViewModel {}
            """),
        // A stored variable holding the model, set by the data source, configures the cell too.
        Example("""
            final class TextCell: UICollectionViewCell {
                var cellModel = TextCellModel(text: "") {
                    didSet { textView.text = cellModel.text }
                }
            }
            struct TextCellModel { var text: String }
            final class NoteCell: UITableViewCell {
                var viewModel: NoteCellViewModel?
            }
            struct NoteCellViewModel {}
            """),
        // So does one of a protocol that the view model's protocol refines.
        Example("""
            final class CityCell: UITableViewCell {
                var viewModel: ConnectViewModel? {
                    didSet { cityLabel.text = (viewModel as? CityViewModel)?.cityName }
                }
            }
            protocol ConnectViewModel { func connect() }
            protocol CityViewModel: ConnectViewModel { var cityName: String { get } }
            """),
        // A `{stem}Model`, or a model type nested in the cell, that the cell takes.
        Example("""
            final class PathCommitCell: UICollectionViewCell {
                func configure(with model: PathCommitModel) {}
            }
            struct PathCommitModel {}
            final class BubbleCell: UICollectionViewCell {
                struct Config { var title = "" }
                var config = Config() { didSet { titleLabel.text = config.title } }
            }
            final class StatusCell: UITableViewCell {}
            final class CertificateTextViewCell: UITableViewCell {
                func configure(with cellViewModel: SimpleTextCellViewModel) {}
            }
            """, otherFiles: ["SimpleTextCellViewModel.swift": "struct SimpleTextCellViewModel {}",
                             "StatusCell+ViewModel.swift": """
                extension StatusCell {
                    final class ViewModel {}
                    func configure(viewModel: ViewModel) {}
                }
                """]),
    ]
}
