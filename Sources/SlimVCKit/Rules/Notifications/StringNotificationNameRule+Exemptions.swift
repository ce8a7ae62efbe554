/// What `string_notification_name` leaves alone on purpose, each consulted where the rule
/// decides (`StringNotificationNameRule.check`).
enum NotificationNameExemption: Int, ExemptionList {
    case constants, otherUserInfo

    static let ids = ["constants", "other_user_info"]

    var reason: String {
        switch self {
        case .constants: "A name made in a constant's value (static, file-level, or a type's `let`) is the one declaration the rule asks for."
        case .otherUserInfo: "A `userInfo` read outside a notification's handler (a push payload's, an error's) reads no notification's key."
        }
    }
}

extension StringNotificationNameRule: ExemptingRule {
    mutating func turnOffExemption(_ id: String) -> Bool { exemptions.turnOff(id) }
}
