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

    /// Values are counted per site: sites that each pass one value beside `nil`, a literal
    /// or a static member hand one, whatever the method declares; one site passing two
    /// values from outside is reported.
    @Test func valuesAreCountedPerSite() {
        let sources = ["a.swift": """
            final class SectionHeader: UITableViewHeaderFooterView { func bind(title: String, icon: UIImage?) {} }
            final class TitleCell: UITableViewCell { func bind(title: String, subtitle: String?) {} }
            final class HeadersViewController: UITableViewController {
                var titles: [String] = []
                var names: [String] = []
                static let placeholder = "none"
                func fill(_ header: SectionHeader, _ cell: TitleCell, section: Int) {
                    let title = titles[section]
                    header.bind(title: title, icon: nil)
                    cell.bind(title: title, subtitle: Self.placeholder)
                }
                func fillOther(_ header: SectionHeader, _ cell: TitleCell, section: Int) {
                    let name = names[section]
                    header.bind(title: name, icon: nil)
                    cell.bind(title: "Other", subtitle: name)
                }
                func fillBoth(_ cell: TitleCell, section: Int) { cell.bind(title: titles[section], subtitle: names[section]) }
            }
            """]
        #expect(Self.messages(sources) == ["'TitleCell' has no view model; add TitleCellViewModel holding what the cell shows"])
    }

    /// A `let` of the screen with a literal, plain or geometry initial value (`let maxRank:
    /// CGFloat = 16`, `let size = CGSize(…)`) is a constant, as is geometry built from
    /// literals; a `let` the screen is handed (`let owner: String`, no initial value) is data.
    @Test func theScreensConstantsAreNoValues() {
        let sources = ["a.swift": """
            final class SizeCell: UITableViewCell {
                var rank: Int = 0; var ratio: Double = 0; var itemSize: CGSize = .zero; var contentInsets: UIEdgeInsets = .zero; let titleLabel = UILabel()
            }
            final class OwnerCell: UITableViewCell { var rank: Int = 0; let titleLabel = UILabel() }
            final class SizesViewController: UITableViewController {
                var titles: [String] = []
                private let maxRank: Int = 16
                private let thumb = CGSize(width: 40, height: 40)
                let owner: String
                func fill(_ cell: SizeCell, _ ownerCell: OwnerCell, at indexPath: IndexPath) {
                    cell.rank = maxRank * 2
                    cell.ratio = Double(thumb.width)
                    cell.contentInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                    cell.titleLabel.text = titles[indexPath.row]
                    ownerCell.rank = owner.count
                    ownerCell.titleLabel.text = titles[indexPath.row]
                }
            }
            """]
        #expect(Self.messages(sources) == ["'OwnerCell' has no view model; add OwnerCellViewModel holding what the cell shows"])
    }

    /// Fields of a list's element name it and its type, though the screen holds one of it
    /// too (`var selected: VPNRegion?`) or it is a view model of the row; fields unpacked from
    /// an enum case's values come from no model.
    @Test func fieldsOfAListsElementNameItsType() {
        let sources = ["a.swift": """
            final class RegionCell: UITableViewCell { func bind(title: String, flag: String, isSelected: Bool) {} }
            final class RowCell: UITableViewCell { func bind(title: String, subtitle: String) {} }
            final class DateCell: UITableViewCell { func bind(date: Date, min: Date, max: Date) {} }
            struct VPNRegion { let title: String; let flag: String }
            struct RowViewModel { let title: String; let subtitle: String }
            enum Row { case date(Date, Date, Date) }
            final class RegionsViewController: UITableViewController {
                var regions: [VPNRegion] = []
                var selected: VPNRegion?
                var rows: [RowViewModel] = []
                var dates: [Row] = []
                func fill(_ cell: RegionCell, _ rowCell: RowCell, at indexPath: IndexPath) {
                    let region = regions[indexPath.row]
                    cell.bind(title: region.title, flag: region.flag, isSelected: region.title == selected?.title)
                    let row = rows[indexPath.row]
                    rowCell.bind(title: row.title, subtitle: row.subtitle)
                }
                func fill(_ cell: DateCell, at indexPath: IndexPath) {
                    switch dates[indexPath.row] {
                    case .date(let date, let min, let max): cell.bind(date: date, min: min, max: max)
                    }
                }
            }
            """]
        #expect(Self.messages(sources) == [
            "'RegionCell' is filled field by field from 'region'; take 'VPNRegion' whole (configure(with:))",
            "'RowCell' is filled field by field from 'row'; take 'RowViewModel' whole (configure(with:))",
            "'DateCell' has no view model; add DateCellViewModel holding what the cell shows",
        ])
    }

    /// A cell named `…View` is offered `<Name>Model`, not `<Name>ViewModel`, and a model so
    /// named that exists is named.
    @Test func aViewNamedCellIsOfferedItsNameAndModel() {
        let sources = ["a.swift": """
            final class SectionTextHeaderView: UITableViewHeaderFooterView { func bind(title: String, subtitle: String) {} }
            final class BannerView: UITableViewHeaderFooterView { func bind(title: String, subtitle: String) {} }
            struct BannerViewModel {}
            final class HeadersViewController: UITableViewController {
                func fill(_ header: SectionTextHeaderView, _ banner: BannerView, section: Int) {
                    header.bind(title: titles[section], subtitle: subtitles[section])
                    banner.bind(title: titles[section], subtitle: subtitles[section])
                }
            }
            """]
        #expect(Self.messages(sources) == [
            "'SectionTextHeaderView' has no view model; add SectionTextHeaderViewModel holding what the cell shows",
            "'BannerView' is filled field by field; take 'BannerViewModel' whole (configure(with:))",
        ])
    }

    /// A status picked by the section among literals only sets the cell's look; a project
    /// type taken whole, nested or generic, beside a locale and a callback is the cell's
    /// model, and so is a container cell's content view's; look set beside it is no value.
    @Test func lookAndNestedOrGenericModelsAreNoValues() {
        let sources = ["a.swift": """
            final class StatusCell: UITableViewCell { func bind(title: String, status: String) {} }
            final class DesktopCell: UITableViewCell { func bind(model: SettingsModel.Desktop, locale: Locale, onTap: @escaping () -> Void) {} }
            final class BoxCell: UITableViewCell { func bind(box: Box<Item>, title: String) {} }
            final class ContainerCell<Content: UIView>: UICollectionViewCell {
                let view = Content()
                func setup(style: UIBlurEffect.Style, insets: UIEdgeInsets) {}
            }
            final class CardView: UIView { func bind(viewModel: Card) {} }
            final class SettingsModel { struct Desktop { let title: String; let isOn: Bool } }
            struct Box<T> { let value: T }
            struct Item { let title: String }
            struct Card { let title: String }
            final class StatusViewController: UITableViewController {
                var titles: [String] = []
                var boxes: [Box<Item>] = []
                var cards: [Card] = []
                let settings = SettingsModel()
                func fill(_ cell: StatusCell, _ desktop: DesktopCell, _ boxCell: BoxCell, at indexPath: IndexPath) {
                    let status: String = indexPath.section == 0 ? "active" : "expired"
                    cell.bind(title: titles[indexPath.row], status: status)
                    desktop.bind(model: settings.desktop(at: indexPath.row), locale: selectedLocale, onTap: {})
                    let box = boxes[indexPath.row]
                    boxCell.bind(box: box, title: box.value.title)
                }
                func fill(_ container: ContainerCell<CardView>, at indexPath: IndexPath) {
                    container.setup(style: indexPath.section == 0 ? .dark : .light, insets: UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
                    container.view.bind(viewModel: cards[indexPath.row])
                }
            }
            """]
        #expect(Self.messages(sources).isEmpty)
    }
}
