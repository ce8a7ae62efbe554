/// A reader of one file's tokens: a type that keeps the file it reads and reads its
/// tokens, text and declarations as the file itself would (`TokenNavigation`, and every
/// analysis of the semantic layer, `FileReading`).
protocol TokenReading {
    var file: SourceFile { get }
}

extension TokenReading {
    var tokens: [Token] { file.tokens }
    var bytes: [UInt8] { file.bytes }
    var structure: SourceStructure { file.structure }
    var memo: Memo { file.memo }

    func text(of token: Int) -> String { file.text(of: token) }
    func text(_ first: Int, _ last: Int) -> String { file.text(first, last) }
    func quote(_ range: Range<Int>) -> String { file.quote(range) }
    func spells(_ token: Int, _ word: StaticString) -> Bool { file.spells(token, word) }
    func spells(_ token: Int, prefix: StaticString) -> Bool { file.spells(token, prefix: prefix) }
    func spells(_ token: Int, bytes word: [UInt8]) -> Bool { file.spells(token, bytes: word) }
    func startsLine(_ token: Int) -> Bool { file.startsLine(token) }
    func startLine(of token: Int) -> Int { file.startLine(of: token) }
    func matchingClose(_ open: Int) -> Int? { file.matchingClose(open) }
}

/// The navigation of `TokenNavigation`, for every reader.
extension TokenReading {
    var navigation: TokenNavigation { TokenNavigation(file: file) }
    func isPostfixMark(_ index: Int) -> Bool { navigation.isPostfixMark(index) }
    func beginsStatement(_ index: Int) -> Bool { navigation.beginsStatement(index) }
    func innermostOpen(before index: Int, _ open: TokenKind, _ close: TokenKind, within limit: Int) -> Int? {
        navigation.innermostOpen(before: index, open, close, within: limit)
    }
    func chainEnd(from start: Int) -> Int { navigation.chainEnd(from: start) }
    func dottedNameEnd(from start: Int, before limit: Int) -> Int { navigation.dottedNameEnd(from: start, before: limit) }
    func arguments(open: Int, close: Int) -> [(label: String?, value: Range<Int>)] { navigation.arguments(open: open, close: close) }
}
