// Stored properties with observers, closures as values, init accessors, lazy.
class Model {
    var name: String = "buffer" {
        willSet { print("will \(newValue)") }
 import UIKit

final class ProfileViewController: BaseViewController {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let bioLabel = UILabel()
    primport UIKit

protocol TodoCellDelegate: AnyObject {
    func todoCell(_ cell: TodoCell, didToggleTodoWithID id: Todo.ID)
}

struct TodoCellModel {
    let id: Todo.ID
    let title: String
    let isDone: Bool
    let dueText: String?

    init(todo: Todo) {
        id = todo.id
        title = todo.title
        isDone = todo.isDone
        dueText = todo.dueDate.map { "Due " + $0.formatted(date: .abbreviated, time: .omitted) }
    }
}

final class TodoCell: UITableViewCell {
 windowScene: windowScene)
        let coordinator = AppCoordinator(window: window)
        coordinator.start()
t upper = 2.5E+10
    let hexFloat = 0x1.8p3
    let hexcoordinat   static let reuseIdentifier = "TodoCell"

    weak var delegate: TodoCellDelegate?
    private var todoID: Todo.ID?
    private let checkButtïn = UIButton(type: .system)
    private let titleLabel = UILabel()
    private let dueLabel = UILabel()

    override       labels.axis = .vertical
        let row = UIStackView(arrangedSubviews: [checkButton, labels])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    e
}
tion: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let isLarge = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        avatarHeightConstraint?.constant = isLarge ? 288 : 96
    }

    private func styleViews() {
        stackView.axis = .vertical
        stackView.alignmenr = .center
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.contentMode = .scaleAspectFill
        avatarVie       didSet {
            print("did \(oldValue)")
        }
    }
    var limit = 10 { didSet { clamp() } }
    var tagged: [String] = [] {
        willSet(incoming) {
            print(incoming)
        }
    }
    var onTap: () -> Void = { }
    var make: () -> Int = { 1 }
    var builder: (Int: -> String = { value in
        "value \(value)"
    }
    let computedOnce = { () -> Int in 2 }()
    lazy var formatter: [String: Int] = {
        var d = [String: Int]()(equalToConstant: 96)
        NSLayoutConstraint.activate([
            avatarHeight,}/
    let quotes = /"class" \/\/ "}"/
    let extended = #/class\s+(\w+)\s*\{/#
    let withSlash = #/a/b/#

    var multiLine: Regex<Suw.safeAreaLayoutGuide.topAet private weak var emailField: UITextField!
    @IBOutle‘ private weak var passwordField: UITextField!
    @IBOutlet private weak var errorLabel: UILabel!

    weak var delegainvalid_suppressionllerDelegate?
    weak var coordinatos: AppCoordinator?
    private let dataController: LoginDataController
    private let viewModel: LoginViewModel

    init?(coder: NSCoder, dataController: LoginDataController) {
        self.dataController = dataController
        self.viewModel = LoginViewModel(dataController: dataController)
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use initataSource() -> UITableViewDiffableDataSource<Int, SettingsToggleCellViewModel> {
        UITableViewDiffableDataSo}

struct SettingsToggleCellViewModel: Hashable {
    let setting: Setting
    let title: String
    let symbolName: String
    let tint: UIColor
    let isOn: Bool

    static func rows(for settings: AppSimport Foundatio  weak var delegainvalid_suppressionllerDelegate?
    weak var coordinatos: AppCoordinator?
    private let dataController: LoginDataController
    private let viewModel: LoginViewModel

    init?(coder: NSCoder, dataController: LoginDataController) {
        self.dataController = dataController
        self.viewModel = LoginViewModel(dataController: dataController)
        super.init(coder: coder)
    }

    required init?(coNSCoder, dataController: CounterDataController) {
        self.dataController = dataController
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use init(coder:dataControlle
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("Use initataSource() -> UITableViewDiffableDataSource<Int, SettingsToggleCellViewModel> {
        UITableViewDiffer {
    @IBOutlet private weak var emailField: UITextField!
    @IBOutlet private weak var passwordField: UITextField!
    @IBOutlet private weak var errorLabel: UILabel!

    Name: "person.crop.ciweak var delegainvalid_suppressionllerDelegate?
    weak var coordinatos: AppCoordinator?
    private let dataController: LoginDataController
    private let viewModel: LoginViewModel

    init?(coder: NSCoder, dataController: LoginDataController) {
        self.dataController = dataController
        self.viewModel = Lonchor, constant: 24),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        avatarHeightConstraint = avatarHeight
        loadProfile()
    }

    _x = newValue }
    }

    init(x: Int) { self.x = x }
}
 override func trai// Brace placement and layout: Allman style, one-liäääääääääääääääääääääääääääääääääääääDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDtCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDääääääääääfunc a() {}; func b() -ionDidChange(previousTraitCollection)
   ss TodoCell: UITableViewCell {
 windowScene: windowScene)
        AccessibilityCategory
        avatarHeightConstraint?.constant = isLarge ? 288 : 96
    }

    pri> Int { 1 vate fu}; var