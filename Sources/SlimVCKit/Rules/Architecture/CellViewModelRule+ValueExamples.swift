/// `cell_view_model` examples on the values a cell takes: a project type taken whole is its
/// model whatever it is called; one plain value needs none; two need one; a model that
/// exists but is unpacked is named.
enum CellViewModelValueExamples {
    static let triggering = [
        // A type the project only extends is no project type: `UIImage` and `Bool` are plain values.
        Example("""
            extension UIImage { static let coin = UIImage() }
            extension Bool { var flipped: Bool { !self } }
            final class ↓CoinCell: UITableViewCell {
                private let coinView = UIImageView()
                func update(image: UIImage?, isSelected: Bool) { coinView.image = image }
            }
            """),
        Example("""
            final class ↓ContactCell: UITableViewCell {
                private let nameLabel = UILabel()
                private let phoneLabel = UILabel()
                func configure(name: String, phone: String) {
                    nameLabel.text = name
                    phoneLabel.text = phone
                }
            }
            """),
        // The model exists, but the cell is filled field by field: "take
        // 'CourseSearchSuggestionViewModel' whole".
        Example("""
            struct CourseSearchSuggestionViewModel {
                let title: String
                let query: String
            }
            final class ↓CourseSearchSuggestionCell: UITableViewCell {
                private let titleLabel = UILabel()
                func configure(title: String, query: String) {
                    titleLabel.text = title
                }
            }
            """),
    ]

    static let nonTriggering = [
        // A cell's own label named as UIKit's is filled by the cell: the data sources that
        // fill some table cell's `textLabel` fill no label of this one.
        Example("""
            final class SuggestionCell: UICollectionViewCell {
                let textLabel = UILabel()
                func configure(word: String) { textLabel.text = word }
            }
            final class WordsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Word", for: indexPath)
                    cell.textLabel?.text = words[indexPath.row]
                    return cell
                }
            }
            """, exempts: ["one_value"]),
        // A project type taken whole is the cell's model, whatever it or the method is called.
        Example("""
            struct HeaderMenuBlock {
                let title: String
                let icon: UIImage
            }
            enum Availability { case inStock(Int), soldOut }
            final class HeaderMenuCell: UITableViewCell {
                private let titleLabel = UILabel()
                func initWithBlock(block: HeaderMenuBlock, index: Int) {
                    titleLabel.text = "\\(index). \\(block.title)"
                }
            }
            final class StockCell: UICollectionViewCell {
                private let stateLabel = UILabel()
                var note: String?
                func set(availability: Availability) { stateLabel.text = "\\(availability)" }
            }
            final class IssueLabelCell: UICollectionViewCell, ListBindable {
                let label = UILabel()
                func show(_ label: RepositoryLabel, index: Int) { self.label.text = label.name }
            }
            struct RepositoryLabel { let name: String }
            final class RepoCell: UITableViewCell {
                var repo: Repo? { didSet { titleLabel.text = repo?.name } }
                var isStarred = false
            }
            """, otherFiles: ["Repo.swift": "final class Repo { let name = \"\"; func refresh() {} }"], exempts: ["whole_values"]),
        // A project base cell's method is the cell's too, with the type it takes whole.
        Example("""
            class ListCell: UITableViewCell {
                func configure(with item: FormItem, index: Int) { textLabel?.text = item.title }
            }
            final class ProfileListCell: ListCell {}
            class FormItem { let title = "" }
            """, exempts: ["inherited_inputs", "whole_values"]),
        // One plain value (a title, an image), beside look and callbacks, needs no model;
        // what the project adds to UIKit's cells is no value of this one.
        Example("""
            extension UITableViewCell {
                func hideSeparator(inset: CGFloat) { separatorInset.left = inset }
            }
            final class LoadingValueCell: UITableViewCell {
                @IBOutlet private weak var titleLabel: UILabel!
                @IBOutlet private weak var spinner: UIActivityIndicatorView!
                func setTitle(_ value: String) { titleLabel.text = value }
                func displayLoading() { spinner.startAnimating() }
            }
            final class ThumbnailCell: UICollectionViewCell {
                private let imageView = UIImageView()
                var onTap: (() -> Void)?
                func configure(image: UIImage?, tint: UIColor) {
                    imageView.image = image
                    imageView.tintColor = tint
                }
            }
            """, exempts: ["one_value"]),
    ]
}
