import UIKit

final class SettingsViewController: BaseViewController {
    weak var coordinator: AppCoordinator?
    private let dataController: SettingsDataController
    private var observer: NSObjectProtocol?
    private var settingsView: SettingsView { view as! SettingsView }

    init(dataController: SettingsDataController) {
        self.dataController = dataController
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        if let observer {
            NotificationCenter.default.removeObserver(observer)
        }
    }

    override func loadView() {
        let settingsView = SettingsView()
        settingsView.delegate = self
        view = settingsView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        settingsView.configure(with: dataController.settings)
        observer = NotificationCenter.default.addObserver(forName: .settingsDidChange, object: nil, queue: .main) { [weak self] notification in
            self?.settingsDidChange(notification)
        }
    }

    private func settingsDidChange(_ notification: Notification) {
        if let rawTheme = notification.userInfo?[SettingsKey.theme] as? String, let theme = Theme(rawValue: rawTheme) {
            coordinator?.apply(theme)
        }
        settingsView.configure(with: dataController.settings)
    }
}

extension SettingsViewController: SettingsViewDelegate {
    func settingsView(_ settingsView: SettingsView, didSet setting: Setting, isOn: Bool) {
        dataController.set(setting, isOn: isOn)
    }
}
