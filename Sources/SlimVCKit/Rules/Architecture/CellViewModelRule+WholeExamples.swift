/// `cell_view_model` examples of cells handed their model whole: a project value of any
/// name (set on a base class's property, built for the cell, a row of a list), and what
/// SlimVC cannot tell is no model.
enum CellViewModelWholeExamples {
    static let nonTriggering = [
        // A base class's property set whole from the data source is one model, whatever its
        // name; the cells inheriting from it are handed it too.
        Example("""
            class FieldCell: UITableViewCell {
                var field: Field?
                var error: String?
            }
            final class TextFieldCell: FieldCell {
                override var field: Field? { didSet { textField.placeholder = field?.placeholder } }
            }
            struct Field { let id: String; let placeholder: String }
            extension FormViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let field = fields[indexPath.row]
                    let cell = tableView.dequeueReusableCell(withIdentifier: field.id, for: indexPath)
                    (cell as? FieldCell)?.field = field
                    (cell as? FieldCell)?.error = errors[field.id]
                    return cell
                }
            }
            """, exempts: ["whole_values"]),
        // A model built for the cell, a project value of any kind its method takes, and
        // UIKit's content configuration built from the row.
        Example("""
            struct TodoCellModel { init(todo: Todo) {} }
            enum Availability { case inStock(Int), soldOut }
            final class TodoCell: UITableViewCell {
                func configure(with model: TodoCellModel) {}
                var indexPath: IndexPath?
            }
            final class StockCell: UICollectionViewCell {
                func set(availability: Availability, note: String) {}
            }
            extension TodosViewController {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath) as! TodoCell
                    cell.configure(with: TodoCellModel(todo: todos[indexPath.row]))
                    cell.indexPath = indexPath
                    return cell
                }
                func stock(_ cell: StockCell, _ product: Product) {
                    cell.set(availability: product.availability, note: notes[product.id])
                }
                func contact(_ cell: ContactCell, _ contact: Contact) {
                    var content = cell.defaultContentConfiguration()
                    content.text = contact.name
                    content.secondaryText = contact.phone
                    cell.contentConfiguration = content
                    cell.accessoryType = contact.isFavorite ? .checkmark : .none
                }
            }
            final class ContactCell: UITableViewCell {}
            """, exempts: ["whole_values"]),
        // What a project base cell is handed, the cells inheriting from it are handed too:
        // the model is taken whole, though a subclass's labels are filled beside it.
        Example("""
            class ArticleBaseCell: UITableViewCell {
                var article: Article?
            }
            final class FeaturedArticleCell: ArticleBaseCell {
                let titleLabel = UILabel()
                let bylineLabel = UILabel()
            }
            struct Article { let title: String; let byline: String }
            final class ArticlesViewController: UITableViewController {
                var articles: [Article] = []
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let article = articles[indexPath.row]
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
                    (cell as? ArticleBaseCell)?.article = article
                    if let featured = cell as? FeaturedArticleCell {
                        featured.titleLabel.text = article.title
                        featured.bylineLabel.text = article.byline
                    }
                    return cell
                }
            }
            """, exempts: ["inherited_feeds"]),
        // A value handed whole whose type SlimVC cannot tell (a cell provider's row, to a
        // method declared in another file) may be the cell's model.
        Example("""
            final class ReaderCell: ListCell {}
            extension ReaderViewController {
                func makeDataSource() -> DataSource {
                    DataSource(tableView: tableView) { tableView, indexPath, row in
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Reader", for: indexPath) as! ReaderCell
                        cell.configure(with: row)
                        cell.badgeLabel.text = badges[indexPath.row]
                        return cell
                    }
                }
            }
            """, otherFiles: ["ListCell.swift": """
                class ListCell: UITableViewCell {
                    let badgeLabel = UILabel()
                    func configure(with row: Row) {}
                }
                """], exempts: ["unsure_types"]),
        // With `require_configure` off, a model named as a pattern that exists is enough.
        Example("""
            struct TagCellViewModel { let name: String; let count: Int }
            final class TagCell: UITableViewCell {
                func show(name: String, count: Int) {}
            }
            extension TagsViewController {
                func fill(_ cell: TagCell, at row: Int) { cell.show(name: names[row], count: counts[row]) }
            }
            """, options: #"{"require_configure": false}"#, exempts: ["pattern_models"]),
    ]
}
