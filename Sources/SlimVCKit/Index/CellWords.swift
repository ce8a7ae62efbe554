/// The words by which `CellFeedScan` tells a type that may be a cell's from one that
/// cannot (a framework's, a plain value's), and a cell's look from its data: framework
/// vocabulary, compared as bytes.
enum CellWords {
    /// Whether the type named at `index` may be a cell of the project: a name, not one of
    /// UIKit's or AppKit's (`UITableView`; their own cells are no project's) nor of Swift's
    /// and Foundation's values (`Date`, `IndexPath`), whose methods' arguments would be read
    /// for nothing.
    static func mayBeCell(_ index: Int, in reader: CellTokens) -> Bool {
        let (tokens, bytes) = (reader.tokens, reader.bytes)
        guard index < reader.limit, tokens[index].kind == .identifier, reader.startsUppercase(index) else { return false }
        let start = Int(tokens[index].start)
        let length = tokens[index].end - tokens[index].start
        if length > 2, frameworkPrefixes.contains(where: { $0.0 == bytes[start] && $0.1 == bytes[start + 1] }),
           (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start + 2]) { return false }
        return length > longestPlainValue || !plainValues.contains(WrittenNames.hash(bytes, tokens[index]))
    }

    /// Whether the type cast to by the `as` at `index` may be a cell (`as! FeedCell`).
    static func castMayBeCell(_ index: Int, in reader: CellTokens) -> Bool {
        index + 2 < reader.limit && mayBeCell(reader.tokens[index + 1].kind == .op ? index + 2 : index + 1, in: reader)
    }

    private static let frameworkPrefixes = (FrameworkVocabulary.uiPrefixes + ["CG", "CA"]).map { name in
        let bytes = Array(name.utf8)
        return (bytes[0], bytes[1])
    }

    private static let plainValueNames = ValueVocabulary.plainValues.sorted() + ValueVocabulary.frameworkValues
    private static let plainValues = Set(plainValueNames.map(WrittenNames.hash))
    /// Longer names are no plain value's, and need no hash.
    private static let longestPlainValue = Int32(plainValueNames.map(\.utf8.count).max() ?? 0)

    /// A cell's, or any view's, look, layout or wiring set or called by name: UIKit's cell
    /// look (`accessoryType`, `tag`, `setSelected`, `addSubview`) or any view's
    /// (`WrittenNames.isLookOrWiring`: `isHidden`, `textColor`, `delegate`).
    static func isLook(_ index: Int, in reader: CellTokens) -> Bool {
        let (token, bytes) = (reader.tokens[index], reader.bytes)
        let length = Int(token.end - token.start)
        guard length >= 3, length <= 48 else { return false }
        let word = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
        return cellLookWords.contains(FNV1a.hash(of: word)) || WrittenNames.isLookOrWiring(bytes, token)
    }

    private static let cellLookWords = Set(CellVocabulary.lookMembers.map(WrittenNames.hash))
}
