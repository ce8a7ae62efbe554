import Testing
@testable import SlimVCKit

/// What `cell_view_model` tells a cell handed two or more values, as its feeds show.
@Suite struct CellViewModelTests {
    static func messages(_ sources: [String: String], options: CellViewModelRule.Options = .init(), settings: RoleSettings = RoleSettings()) -> [String] {
        Linter(rules: [CellViewModelRule(options: options)], settings: settings).lint(sources: sources).findings.map(\.message)
    }

    static let dataSource = """
        extension FeedViewController {
            func fill(_ cell: FeedCell, with item: FeedItem, row: Row) {
                cell.titleLabel.text = item.title
                cell.dateLabel.text = item.date
            }
            func makeDataSource() -> DataSource {
                DataSource(tableView: tableView) { tableView, indexPath, row in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
                    cell.titleLabel.text = row.title
                    cell.dateLabel.text = row.date
                    return cell
                }
            }
            func fill(_ cell: PairCell, _ item: FeedItem) {
                cell.titleLabel.text = title
                cell.dateLabel.text = item.date
            }
        }
        final class FeedCell: UITableViewCell {}
        final class NoteCell: UITableViewCell {}
        final class PairCell: UITableViewCell {}
        struct FeedItem { let title: String; let date: String }
        """

    /// Values read from a row's model of the project: take it whole; from a name of a type
    /// SlimVC cannot tell (a cell provider's row): take it whole, by its name; from several
    /// names, or from a model not of the project: no view model.
    @Test func theMessageNamesTheModelTheValuesAreReadFrom() {
        #expect(Self.messages(["a.swift": Self.dataSource]) == [
            "'FeedCell' is filled field by field from 'item'; take 'FeedItem' whole (configure(with:))",
            "'NoteCell' is filled field by field from 'row'; take it whole (configure(with:))",
            "'PairCell' has no view model; add PairCellViewModel holding what the cell shows",
        ])
    }

    /// A model named as a pattern that exists is named, but no screen's view model; a cell
    /// not named `…Cell` is its own stem.
    @Test func aModelNamedAsAPatternIsOfferedButNoScreens() {
        let sources = ["a.swift": """
            extension SettingsController {
                func fill(_ cell: ThemeCell, _ row: ContactRow) {
                    cell.nameLabel.text = name
                    cell.modeLabel.text = mode
                    row.nameLabel.text = name
                    row.phoneLabel.text = phone
                }
            }
            final class ThemeCell: UITableViewCell {}
            final class ContactRow: UITableViewCell {}
            final class ThemeViewModel {}
            final class ThemeViewController: UIViewController {}
            struct ThemeCellModel {}
            """]
        #expect(Self.messages(sources) == [
            "'ThemeCell' is filled field by field; take 'ThemeCellModel' whole (configure(with:))",
            "'ContactRow' has no view model; add ContactRowViewModel holding what the cell shows",
        ])
    }

    /// A cell through a library's base class (`cell_base_classes`) is a cell.
    @Test func aCellOfALibrarysBaseClassIsACell() {
        var settings = RoleSettings()
        settings.cellBaseClasses.append("SwipeTableViewCell")
        let sources = ["a.swift": """
            final class MailCell: SwipeTableViewCell {}
            extension InboxViewController {
                func fill(_ cell: MailCell, _ mail: Mail) { cell.configure(from: mail.from, subject: mail.subject) }
            }
            """]
        #expect(Self.messages(sources, settings: settings) == ["'MailCell' has no view model; add MailCellViewModel holding what the cell shows"])
        #expect(Self.messages(sources).isEmpty)
    }
}
