import UIKit

enum Theme: String {
    case system, light, dark

    var userInterfaceStyle: UIUserInterfaceStyle {
        switch self {
        case .system: .unspecified
        case .light: .light
        case .dark: .dark
        }
    }
}

enum Setting: Hashable {
    case darkMode
    case notifications
}

struct AppSettings {
    let theme: Theme
    let notificationsEnabled: Bool
}

final class SettingsDataController {
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var settings: AppSettings {
        AppSettings(
            theme: Theme(rawValue: defaults.string(forKey: SettingsKey.theme) ?? "") ?? .system,
            notificationsEnabled: defaults.bool(forKey: SettingsKey.notificationsEnabled)
        )
    }

    func set(_ setting: Setting, isOn: Bool) {
        switch setting {
        case .darkMode:
            defaults.set(isOn ? Theme.dark.rawValue : Theme.system.rawValue, forKey: SettingsKey.theme)
        case .notifications:
            defaults.set(isOn, forKey: SettingsKey.notificationsEnabled)
        }
        NotificationCenter.default.post(name: .settingsDidChange, object: self, userInfo: [SettingsKey.theme: settings.theme.rawValue])
    }
}
