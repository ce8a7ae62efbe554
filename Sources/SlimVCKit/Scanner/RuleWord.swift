/// Names that rules look for across a whole file. The lexer marks them (plain identifiers
/// only, as they are spelled here) with the same table lookup that finds keywords, and
/// lists where they are, so that no rule walks every token of a file to find them.
public enum RuleWord: UInt8, Sendable, CaseIterable {
    case none
    case addObserver, publisher, notifications, notification, post
    case notificationName, userInfo
    case cellProvider, tableDiffableDataSource, collectionDiffableDataSource, configureCell
    case addTextField
    case addChild, addChildViewController
    case toggle

    /// Written out, not taken from the case name, which would go through reflection.
    var spelling: String {
        switch self {
        case .none: ""
        case .addObserver: "addObserver"
        case .publisher: "publisher"
        case .notifications: "notifications"
        case .notification: "notification"
        case .post: "post"
        case .notificationName: "Name"
        case .userInfo: "userInfo"
        case .cellProvider: "cellProvider"
        case .tableDiffableDataSource: "UITableViewDiffableDataSource"
        case .collectionDiffableDataSource: "UICollectionViewDiffableDataSource"
        case .configureCell: "configureCell"
        case .addTextField: "addTextField"
        case .addChild: "addChild"
        case .addChildViewController: "addChildViewController"
        case .toggle: "toggle"
        }
    }
}

extension SourceFile {
    /// The tokens spelling one of `words`, in file order.
    func tokens(spelling words: RuleWord...) -> [Int] {
        wordTokens.compactMap { index in words.contains(tokens[Int(index)].word) ? Int(index) : nil }
    }
}
