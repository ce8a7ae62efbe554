/// `cell_view_model` examples of the ways a cell takes its model (a method, in its body, an
/// extension or a project base class; a stored variable named as its view model), and of
/// models named after the cell with a word for a model.
enum CellViewModelTakingExamples {
    static let nonTriggering = [
        Example("final class TodoCell: UITableViewCell {\n    func configure(with model: TodoCellModel) {}\n}\nstruct TodoCellModel {}"),
        Example("final class PhotoCell: UICollectionViewCell {}",
                otherFiles: ["Photo+Bind.swift": "extension PhotoCell {\n    func bind(_ viewModel: PhotoViewModel?) {}\n}",
                             "PhotoViewModel.swift": "final class PhotoViewModel {}"]),
        Example("final class TagCell: UITableViewCell {}\nstruct TagCellViewModel {}", options: #"{"require_configure": false}"#,
                exempts: ["pattern_models"]),
        Example("class BaseCell: UITableViewCell {}\nfinal class TagCell: BaseCell {\n    func configure(_ model: TagCellModel) {}\n}\nstruct TagCellModel {}",
                exempts: ["base_cells"]),
        Example("final class EventCell: UITableViewCell {\n    override func bind(to viewModel: CellViewModel) {}\n}",
                otherFiles: ["Models.swift": "class CellViewModel {}\nfinal class EventCellViewModel: CellViewModel {}"], exempts: ["whole_values"]),
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
                    var isOutgoing = false
                    func configure() {}
                }
                class ListingCell: UICollectionViewCell {
                    func setViewModel(_ viewModel: SaleArtworkViewModel) {}
                }
                final class SaleArtworkViewModel {}
                """], exempts: ["inherited_inputs", "model_named_variables"]),
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
            """, exempts: ["whole_values"]),
    ]
}
