import Testing
@testable import SlimVCKit

/// `cell_view_model` on what the code handing a cell its values passes: a model handed
/// whole to the cell's views, values counted per call site, look set from constants, and
/// the model a message names.
@Suite struct CellViewModelSiteTests {
    static func messages(_ sources: [String: String]) -> [String] { CellViewModelTests.messages(sources) }

    /// A model handed whole to the cell's content view or a subview's own method is the
    /// row's model reaching the cell; its fields handed to two subviews are two values.
    @Test func aModelHandedWholeToTheCellsViewsIsTheCellsModel() {
        let sources = ["a.swift": """
            final class ContentCell: UITableViewCell { let view = ContentView(); let titleView = TitleView() }
            final class HostCell: UITableViewCell { let titleView = TitleView() }
            final class FieldsCell: UITableViewCell { let view = ContentView(); let titleView = TitleView() }
            final class ContentView: UIView { func bind(model: Content) {}; func bind(title: String) {} }
            final class TitleView: UIView { func bind(viewModel: Title) {}; func bind(subtitle: String) {} }
            struct Content { let title: String; let subtitle: String }
            struct Title { let title: String }
            final class ContentViewController: UITableViewController {
                var items: [Content] = []
                var titles: [Title] = []
                func fill(_ cell: ContentCell, _ host: HostCell, _ fields: FieldsCell, at indexPath: IndexPath) {
                    let vm = items[indexPath.row]
                    cell.view.bind(model: vm)
                    cell.titleView.bind(viewModel: titles[indexPath.row])
                    host.contentView.configure(with: vm)
                    host.titleView.bind(subtitle: vm.subtitle)
                    fields.view.bind(title: vm.title)
                    fields.titleView.bind(subtitle: vm.subtitle)
                }
            }
            """]
        #expect(Self.messages(sources) == ["'FieldsCell' is filled field by field from 'vm'; take 'Content' whole (configure(with:))"])
    }
}
