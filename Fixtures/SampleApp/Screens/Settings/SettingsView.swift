import UIKit

protocol SettingsViewDelegate: AnyObject {
    func settingsView(_ settingsView: SettingsView, didSet setting: Setting, isOn: Bool)
}

final class SettingsView: UIView {
    weak var delegate: SettingsViewDelegate?
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var dataSource = makeDataSource()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        tableView.register(SettingsToggleCell.self, forCellReuseIdentifier: SettingsToggleCell.reuseIdentifier)
        tableView.allowsSelection = false
        tableView.frame = bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(tableView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with settings: AppSettings) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, SettingsToggleCellViewModel>()
        snapshot.appendSections([0])
        snapshot.appendItems(SettingsToggleCellViewModel.rows(for: settings))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeDataSource() -> UITableViewDiffableDataSource<Int, SettingsToggleCellViewModel> {
        UITableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: SettingsToggleCell.reuseIdentifier, for: indexPath) as! SettingsToggleCell
            cell.configure(with: item)
            cell.onToggle = { [weak self] isOn in
                guard let self else { return }
                self.delegate?.settingsView(self, didSet: item.setting, isOn: isOn)
            }
            return cell
        }
    }
}

struct SettingsToggleCellViewModel: Hashable {
    let setting: Setting
    let title: String
    let symbolName: String
    let tint: UIColor
    let isOn: Bool

    static func rows(for settings: AppSettings) -> [SettingsToggleCellViewModel] {
        [
            SettingsToggleCellViewModel(setting: .darkMode, title: "Dark Mode", symbolName: "moon.fill",
                                        tint: .systemIndigo, isOn: settings.theme == .dark),
            SettingsToggleCellViewModel(setting: .notifications, title: "Notifications", symbolName: "bell.badge.fill",
                                        tint: .systemRed, isOn: settings.notificationsEnabled),
        ]
    }
}

final class SettingsToggleCell: UITableViewCell {
    static let reuseIdentifier = "SettingsToggleCell"

    var onToggle: ((Bool) -> Void)?
    private let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        toggle.addTarget(self, action: #selector(toggleChanged), for: .valueChanged)
        accessoryView = toggle
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with viewModel: SettingsToggleCellViewModel) {
        var content = defaultContentConfiguration()
        content.text = viewModel.title
        content.image = UIImage(systemName: viewModel.symbolName)
        content.imageProperties.tintColor = viewModel.tint
        contentConfiguration = content
        toggle.isOn = viewModel.isOn
    }

    @objc private func toggleChanged() {
        onToggle?(toggle.isOn)
    }
}
