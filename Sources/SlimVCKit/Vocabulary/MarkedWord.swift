/// Names that rules look for across a whole file. The lexer marks them (plain identifiers
/// only, as they are spelled here) with the same table lookup that finds keywords, and
/// lists where they are, so that no rule walks every token of a file to find them.
public enum MarkedWord: UInt8, Sendable, CaseIterable {
    case addObserver = 1, publisher, notifications, notification, post
    case notificationName, userInfo
    case cellProvider, tableDiffableDataSource, collectionDiffableDataSource, configureCell
    case addTextField
    case addChild, addChildViewController
    case toggle
    case sink, subscribe, drive, bind, observeValues, startWithValues
    case addSubview, removeFromSuperview

    /// Written out, not taken from the case name, which would go through reflection.
    var spelling: String {
        switch self {
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
        case .sink: "sink"
        case .subscribe: "subscribe"
        case .drive: "drive"
        case .bind: "bind"
        case .observeValues: "observeValues"
        case .startWithValues: "startWithValues"
        case .addSubview: "addSubview"
        case .removeFromSuperview: "removeFromSuperview"
        }
    }

    /// The keywords and these words, each marked with its raw value (its place in case
    /// order, from 1): built once for the process, and handed to every scan.
    static let table = KeywordTable(marking: allCases.map(\.spelling))
}

extension SourceFile {
    /// Scans `bytes`, marking the words rules look for (`MarkedWord`); never fails,
    /// whatever they hold.
    public convenience init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, marking: MarkedWord.table)
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The tokens spelling one of `words`, in file order.
    func tokens(spelling words: MarkedWord...) -> [Int] { tokens(spelling: words) }

    func tokens(spelling words: [MarkedWord]) -> [Int] {
        markedTokens.compactMap { index in words.contains { $0.rawValue == tokens[Int(index)].mark } ? Int(index) : nil }
    }

    /// The tokens spelling one of `words` within `ranges` (in order, not overlapping), each
    /// range's found by a binary search: a rule asks it for each type of a file.
    func tokens(spelling words: [MarkedWord], in ranges: [Range<Int>]) -> [Int] {
        ranges.flatMap { range in
            markedTokens[markedTokens.firstPosition { $0 >= range.lowerBound }...].prefix { $0 < range.upperBound }
                .compactMap { index in words.contains { $0.rawValue == tokens[Int(index)].mark } ? Int(index) : nil }
        }
    }
}

extension Token {
    /// Whether the token spells `word`, in a file made by `SourceFile(path:bytes:)`.
    func spells(_ word: MarkedWord) -> Bool { mark == word.rawValue }
}
