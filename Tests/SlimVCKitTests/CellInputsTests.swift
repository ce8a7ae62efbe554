import Testing
@testable import SlimVCKit

/// What a cell offers for handing it data (`CellInputs`), which tells `cell_view_model` a
/// cell that shows no data.
@Suite struct CellInputsTests {
    @Test func eachWayInIsSeen() {
        let cases: [(String, CellInputs)] = [
            ("let spinner = UIActivityIndicatorView()", CellInputs(takesData: false, buildsViews: true)),
            ("let separator = SeparatorView()\nlet shade = CAGradientLayer()", CellInputs(takesData: false, buildsViews: true)),
            ("private let label = UILabel()", CellInputs(takesData: false, buildsViews: true)),
            // A view others may fill: data only when some code fills it (`ProjectIndex.configuresMember`).
            ("let label = UILabel()", CellInputs(takesData: false, exposedViews: ["label"], buildsViews: true)),
            ("@IBOutlet private weak var label: UILabel!", CellInputs(takesData: false, buildsViews: true)),
            ("@IBOutlet weak var container: UIView!", CellInputs(takesData: false, exposedViews: ["container"], buildsViews: true)),
            ("var label = UILabel()", CellInputs(takesData: true, buildsViews: true)),
            ("var count = 0", CellInputs(takesData: true, buildsViews: false, valueCount: 1)),
            ("private(set) var count = 0", CellInputs(takesData: false, buildsViews: false)),
            ("weak var delegate: RowDelegate?\nvar onTap: (() -> Void)?", CellInputs(takesData: false, buildsViews: false)),
            ("weak var hostedView: UIView?", CellInputs(takesData: true, buildsViews: true)),
            ("weak var spinner: UIActivityIndicatorView?", CellInputs(takesData: false, buildsViews: true)),
            ("var title: String { \"Rows\" }", CellInputs(takesData: false, buildsViews: false)),
            ("var title: String? { get { nil } set { print(newValue) } }", CellInputs(takesData: true, buildsViews: false, valueCount: 1)),
            ("func show(_ text: String) { print(text) }", CellInputs(takesData: true, buildsViews: false, valueCount: 1)),
            ("func show(_ text: String) {}\nfunc reset() { print(1) }", CellInputs(takesData: false, buildsViews: false)),
            ("private func show(_ text: String) { print(text) }\nstatic func height(for text: String) -> Int { 1 }", CellInputs()),
            ("override func setSelected(_ selected: Bool, animated: Bool) { print(selected) }", CellInputs()),
            ("override func configure(with row: Row) { print(row) }", CellInputs(takesData: true, buildsViews: false, valueCount: 1)),
            ("override func awakeFromNib() { detailTextLabel?.text = nil }", CellInputs(takesData: true, buildsViews: false, valueCount: 2)),
            ("static let reuseIdentifier = \"Row\"\nstatic var label = UILabel()", CellInputs()),
            // A cell's own initializer takes its values; UIKit's, overridden or required, none.
            ("init(item: Item, index: Int) { print(item) }\nrequired init?(coder: NSCoder) { fatalError() }",
             CellInputs(takesData: true, buildsViews: false, valueCount: 2)),
        ]
        for (members, expected) in cases {
            let file = SourceFile(path: "a.swift", text: "final class RowCell: UITableViewCell {\n\(members)\n}\n")
            #expect(TypeFacts.all(in: file).first?.cellInputs == expected, "\(members)")
        }
        let other = SourceFile(path: "b.swift", text: "final class RowView: UIView {\n    let label = UILabel()\n}\nextension RowCell {}\n")
        #expect(TypeFacts.all(in: other).map(\.cellInputs) == [nil, CellInputs()])
    }

    /// A cell whose chain ends at a library's class (one named in `cell_base_classes`) may
    /// be handed data through it, unseen: it is reported.
    @Test func aCellOfALibrarysBaseClassIsReported() {
        var settings = RoleSettings()
        settings.cellBaseClasses.append("SwipeTableViewCell")
        let linter = Linter(rules: [CellViewModelRule(options: .init())], settings: settings)
        let sources = ["a.swift": """
            final class SpinnerCell: SwipeTableViewCell {
                private let spinner = UIActivityIndicatorView()
            }
            final class LoadingCell: UITableViewCell {
                private let spinner = UIActivityIndicatorView()
            }
            """]
        #expect(linter.lint(sources: sources).findings.map(\.symbol) == ["SpinnerCell"])
    }
}

/// A cell's method that takes `Any` takes what its body casts it to.
@Suite struct CellCastTests {
    @Test func castsInAMethodTakingAnyAreTaken() {
        let file = SourceFile(path: "a.swift", text: """
            final class StatusCell: UICollectionViewCell {
                func bindViewModel(_ viewModel: Any) {
                    guard let viewModel = viewModel as? IssueStatusModel else { return }
                    switch viewModel.detail {
                    case let detail as Feed.DetailModel: show(detail)
                    default: break
                    }
                    let count = viewModel.count as! Int
                }
                func show(_ detail: Feed.DetailModel, extra: AnyObject?) { _ = extra as? Badge }
                func update(_ row: Row) { _ = row as? Status }
            }
            """)
        #expect(TypeFacts.all(in: file).first?.methodParameterTypes == [
            ["Any", "IssueStatusModel", "Feed.DetailModel", "Int"], ["Feed.DetailModel", "AnyObject?", "Badge"], ["Row"],
        ])
    }
}

/// A screen's view model named `<Stem>ViewModel` is not offered as the cell's.
@Suite struct CellScreenModelTests {
    @Test func theMessageAsksForTheCellsOwnModel() {
        let linter = Linter(rules: [CellViewModelRule(options: .init())])
        for controller in ["ThemePreferenceController", "ThemePreferenceViewController"] {
            let sources = ["a.swift": """
                final class ThemePreferenceCell: UITableViewCell {
                    func configure(with theme: Theme) {}
                }
                final class ThemePreferenceViewModel {}
                final class \(controller): UITableViewController {}
                """]
            #expect(linter.lint(sources: sources).findings.map(\.message) == [
                "'ThemePreferenceCell' has no view model; add ThemePreferenceCellViewModel holding what the cell shows",
            ], "\(controller)")
        }
    }
}
