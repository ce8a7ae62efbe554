/// `view_work_in_controller` examples of what counts as a line of View work: any property
/// set on a view known by its declaration, constraints and the layout DSLs, views handed to
/// a closure, a property's closure; each with the counts of its findings, which
/// `ViewWorkCountTests` asserts. A line is counted once, at the start of its statement.
enum ViewWorkLineExamples {
    static let counted: [(example: Example, lines: [Int])] = [
        // The project's own control by its declaration; views handed to `forEach`; constraints.
        (Example("""
            final class GradientSlider: UIControl {
                var minColor: UIColor = .black
            }
            class FilterViewController: UIViewController {
                private let slider = GradientSlider()
                private let titleLabel = UILabel()
                private let countLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓slider.minColor = .white
                    [titleLabel, countLabel].forEach { $0.font = .preferredFont(forTextStyle: .body) }
                    view.addSubview(slider)
                    slider.translatesAutoresizingMaskIntoConstraints = false
                    slider.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    NSLayoutConstraint.activate([
                        slider.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        slider.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                    view.alpha = 0; titleLabel.text = "Filters"
                }
            }
            """), [7]),
        // SnapKit (a call once, at its start), Anchorage, TinyConstraints, PureLayout, a
        // constraint's constant, inserting and removing views.
        (Example("""
            class MapViewController: UIViewController {
                @IBOutlet var bottomConstraint: NSLayoutConstraint!
                private let mapView = MKMapView()
                private let legend = LegendView()
                func layout() {
                    ↓mapView.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                        make.leading.trailing.equalToSuperview()
                    }
                    legend.topAnchor == mapView.bottomAnchor + 8
                    legend.edgesToSuperview(excluding: .top)
                    legend.autoSetDimension(.height, toSize: 44)
                    bottomConstraint.constant = 0
                    view.insertSubview(legend, aboveSubview: mapView)
                }
                func hideLegend() {
                    ↓legend.removeFromSuperview()
                }
            }
            """, otherFiles: ["LegendView.swift": "final class LegendView: UIView {}"]), [6, 1]),
        // A local of a property's closure made as a view, whatever its name; a statement of
        // several lines is one line.
        (Example("""
            class BadgeViewController: UIViewController {
                private lazy var counter: UILabel = {
                    let l = UILabel()
                    ↓l.textColor = .red
                    l.attributedText = NSAttributedString(
                        string: "0",
                        attributes: [.kern: 1])
                    return l
                }()
            }
            """), [2]),
    ] + ViewWorkJudgedExamples.counted

    static let triggering = counted.map(\.example)

    static let nonTriggering = [
        // Wiring a view to the controller, a constraint that is not one, a value that is no
        // view whatever is set on it, models handed to a closure, asking for layout.
        Example("""
            class SearchViewController: UIViewController {
                @IBOutlet var tableView: UITableView!
                private let searchController = UISearchController(searchResultsController: nil)
                private let player = AVPlayer()
                private var items: [Item] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.delegate = self
                    tableView.dataSource = self
                    searchController.isActive = false
                    player.volume = 0.5
                    items.forEach { $0.isRead = true }
                    view.setNeedsLayout()
                }
            }
            """),
    ] + ViewWorkJudgedExamples.nonTriggering
}
