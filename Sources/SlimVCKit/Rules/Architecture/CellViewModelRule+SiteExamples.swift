/// `cell_view_model` examples of what the code binding a cell passes: one value at each
/// site, a model handed whole to the cell's views, and the screen's constants and look.
enum CellViewModelSiteExamples {
    static let nonTriggering = [
        // Values are counted per site: each site hands one value beside `nil` or a literal,
        // whatever the method declares.
        Example("""
            final class SectionHeader: UITableViewHeaderFooterView { func bind(title: String, icon: UIImage?) {} }
            extension HeadersViewController {
                func header(_ header: SectionHeader, section: Int) {
                    let title = titles[section]
                    header.bind(title: title, icon: nil)
                }
                func footer(_ footer: SectionHeader, section: Int) {
                    let note = notes[section]
                    footer.bind(title: note, icon: UIImage(named: "info"))
                }
            }
            """, exempts: ["one_value"]),
        // A model handed whole to the cell's content view or a subview's own method is the
        // row's model reaching the cell.
        Example("""
            final class CardCell: UICollectionViewCell { let cardView = CardView(); let badgeView = BadgeView() }
            final class CardView: UIView { func bind(model: Card) {} }
            final class BadgeView: UIView { func bind(viewModel: Badge) {} }
            struct Card { let title: String }
            struct Badge { let count: Int }
            final class CardsViewController: UIViewController {
                var cards: [Card] = []
                var badges: [Badge] = []
                func fill(_ cell: CardCell, at indexPath: IndexPath) {
                    cell.cardView.bind(model: cards[indexPath.item])
                    cell.badgeView.bind(viewModel: badges[indexPath.item])
                }
            }
            """, exempts: ["whole_values"]),
        // The screen's constants, a status picked by the section among literals and insets
        // are look beside one value.
        Example("""
            final class PlanCell: UITableViewCell {
                func bind(title: String, status: String, columns: Int) {}
                var contentInsets: UIEdgeInsets = .zero
            }
            final class PlansViewController: UITableViewController {
                var titles: [String] = []
                private let columns: Int = 2
                func fill(_ cell: PlanCell, at indexPath: IndexPath) {
                    let status = switch indexPath.section {
                    case 0: "active"
                    default: "expired"
                    }
                    cell.bind(title: titles[indexPath.row], status: status, columns: columns)
                    cell.contentInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                }
            }
            """, exempts: ["constant_look"]),
    ]
}
