/// `view_work_in_controller` examples from judged counts (issue 48): a layout DSL's call is
/// one statement; the views a controller holds through its superclass or by a view's own
/// body; a view's geometry; handlers and hand-overs that are no View work; each with the
/// counts `ViewWorkCountTests` asserts.
enum ViewWorkJudgedExamples {
    static let counted: [(example: Example, lines: [Int])] = [
        // A SnapKit call is one line, whatever its closure holds, on any view it holds by
        // its declaration; views handed to `forEach` count a line each.
        (Example("""
            final class KeypadView: UIView {}
            class PayViewController: UIViewController {
                private let keypad = KeypadView()
                private let totalLabel = UILabel()
                func layout() {
                    ↓keypad.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                        make.left.right.equalToSuperview()
                        make.height.equalTo(240)
                    }
                    [keypad, totalLabel].forEach {
                        $0.alpha = 1
                        $0.backgroundColor = .white
                    }
                }
            }
            """), [3]),
        // A table view held through `UITableViewController`; a view's geometry.
        (Example("""
            class HelpViewController: UITableViewController {
                @IBOutlet weak var hintLabel: UILabel!
                func prepareTableView() {
                    ↓tableView.rowHeight = UITableView.automaticDimension
                    tableView.separatorStyle = .none
                    tableView.tableHeaderView = UIView(frame: .zero)
                    tableView.tableFooterView = UIView()
                }
                func place() {
                    ↓hintLabel.center.y = 20
                    view.frame.size.height = 300
                }
            }
            """), [4, 2]),
        // A project class whose superclass is a library's: a view because its body lays it
        // out as one (`super.init(frame:)`); a library's control made with `init(frame:)`.
        (Example("""
            class FormViewController: UIViewController {
                private let nameField = BorderedField()
                func prepareFields() {
                    ↓nameField.borderWidthPreset = .border2
                    nameField.dividerColor = .gray
                    let icon = IconButton(frame: .zero)
                    icon.snp.makeConstraints { $0.width.height.equalTo(35) }
                }
            }
            """, otherFiles: ["BorderedField.swift": """
                final class BorderedField: TextField {
                    init() { super.init(frame: .zero) }
                }
                """]), [3]),
        // A callback set and a value handed to the view's own API (a method or a setter it
        // declares) wire it; its colour, UIKit's setters and its own setter handed constants draw it.
        (Example("""
            final class KeypadView: UIView {
                var onTap: ((Int) -> Void)?
                var onClear: (() -> Void)?
                func configure(with price: Price) {}
                func setDefaultValue(number: Int) {}
                func setGradient(color: UIColor) {}
            }
            class PriceViewController: UIViewController {
                private let keypad = KeypadView()
                private let sendButton = UIButton()
                func setUpKeypad() {
                    keypad.onTap = { [weak self] digit in self?.dataController.append(digit) }
                    keypad.onClear = clear
                    keypad.configure(with: price)
                    keypad.setDefaultValue(number: price.amount)
                    sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
                    ↓keypad.backgroundColor = .black
                    sendButton.setTitle("Send", for: .normal)
                    keypad.setGradient(color: Palette.color(.blue))
                }
            }
            """), [3]),
        // A view that adds itself where it is handed but holds no progress indicator is no
        // transient overlay: its label is the controller's to leave alone.
        (Example("""
            final class LegendPanel: UIView {
                let label = UILabel()
                func show(in view: UIView) { view.addSubview(self) }
                func hide() { removeFromSuperview() }
            }
            class MapViewController: UIViewController {
                private let legend = LegendPanel()
                func showLegend() {
                    ↓legend.label.text = "Legend"
                }
            }
            """), [1]),
    ]

    static let nonTriggering = [
        // The project's own transient progress overlay: it adds its views to the view it is
        // handed, removes them, and holds an activity indicator.
        Example("""
            final class ConnectingView: UIView {
                let label = UILabel()
                let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                let activityIndicator = UIActivityIndicatorView()
                func add(to controller: UIViewController) { controller.view.addSubview(self.blurView) }
                func remove() { blurView.removeFromSuperview() }
            }
            class WalletViewController: UIViewController {
                private let spinner = ConnectingView()
                func create() {
                    spinner.add(to: self)
                    spinner.label.text = "Creating wallet…"
                }
            }
            """, exempts: ["overlays"]),
        // A search controller is container chrome, set up in its property or elsewhere
        // (installed in `navigationItem`, it is the item's too).
        Example("""
            class ChatListViewController: UITableViewController {
                private lazy var searchController: UISearchController = {
                    let searchController = UISearchController(searchResultsController: nil)
                    searchController.obscuresBackgroundDuringPresentation = false
                    searchController.searchBar.placeholder = "Search"
                    return searchController
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    searchController.searchBar.tintColor = .white
                }
            }
            """, exempts: ["container_bars"]),
        // A view installed as the navigation item's title view is the bar's, wherever it is set.
        Example("""
            final class TitleView: UIView { let label = UILabel() }
            class AccountViewController: UIViewController {
                private let titleView = TitleView()
                private lazy var subtitleView: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .caption1)
                    return label
                }()
                func setupNavigationItem() {
                    titleView.frame.size = CGSize(width: 200, height: 44)
                    titleView.label.text = "Account"
                    navigationItem.titleView = titleView
                }
                func showSubtitle() { navigationItem.titleView = subtitleView }
                func rename(to name: String) { titleView.label.text = name }
            }
            """, exempts: ["member_aliases"]),
        // Properties of the controller itself are no view's.
        Example("""
            class LegacyViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.automaticallyAdjustsScrollViewInsets = false
                    self.edgesForExtendedLayout = []
                    self.definesPresentationContext = true
                }
            }
            """),
    ]
}
