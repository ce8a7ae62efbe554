/// `cell_view_model` examples of what a cell's model may be besides `<Stem>ViewModel`: view
/// data, a view model's row, a protocol, a type alias, what a method casts `Any` to, a
/// shortened name, and `<Stem>Model` or a model type nested in the cell.
enum CellViewModelModelKindExamples {
    static let nonTriggering = [
        // View data the cell takes is its model too, whatever it is named after.
        Example("""
            final class SpaceListViewCell: UITableViewCell {
                func fill(with viewData: SpaceListItemViewData, isLast: Bool) { titleLabel.text = viewData.title }
            }
            struct SpaceListItemViewData { let title: String }
            """, exempts: ["whole_values"]),
        // So is a row of a view model, and what the list of a `…ViewCell` shows (`PhotoGrid…`).
        // A project's base cell named as UIKit's is no cell of a list.
        Example("""
            final class DocumentCell: UITableViewCell {
                func update(with item: MediaGalleryViewModel.Item, index: Int) { titleLabel.text = item.title }
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
            """, exempts: ["list_named_bases", "whole_values"]),
        // So is a view model's protocol, named with `Type` or `Protocol` at its end.
        Example("""
            final class ServerImageTableViewCell: UITableViewCell {
                func configure(viewModel: ServerImageCellViewModelType) { titleLabel.text = viewModel.title }
            }
            protocol ServerImageCellViewModelType { var title: String { get } }
            """),
        // So is one named as the patterns end, whoever it is named for: shared by cells.
        Example("""
            final class CertificateTextCell: UITableViewCell {
                func configure(with text: SimpleTextCellViewModel, isLast: Bool) { titleLabel.text = text.title }
            }
            struct SimpleTextCellViewModel { let title: String }
            """, exempts: ["whole_values"]),
        // So is one the cell takes through a type alias.
        Example("""
            final class ChannelInfoBasicCell: UITableViewCell, ChannelInfoCell {
                typealias DataType = ChannelInfoBasicCellData
                var data: DataType? { didSet { nameLabel.text = data?.name } }
                var isMuted = false
            }
            """, otherFiles: ["ChannelInfoBasicCellData.swift": "struct ChannelInfoBasicCellData { let name: String }"],
                exempts: ["whole_values"]),
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
                """], exempts: ["whole_values"]),
    ]
}
