import Foundation

extension Notification.Name {
    static let settingsDidChange = Notification.Name("settingsDidChange")
}

/// Keys of the settings, in `UserDefaults` and in `settingsDidChange`'s `userInfo`.
enum SettingsKey {
    static let theme = "theme"
    static let notificationsEnabled = "notificationsEnabled"
}
