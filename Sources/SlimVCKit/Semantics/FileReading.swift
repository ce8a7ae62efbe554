/// An analysis of one file: a type of the semantic layer that keeps the file it reads and
/// reads its tokens, text and declarations as the file itself would. Each such type
/// answers one question (`TypeAliasScan` finds a file's type aliases), where these
/// analyses were once all methods of `SourceFile`.
protocol FileReading {
    var file: SourceFile { get }
}

extension FileReading {
    var tokens: [Token] { file.tokens }
    var bytes: [UInt8] { file.bytes }
    var structure: SourceStructure { file.structure }
    var memo: Memo { file.memo }

    func text(of token: Int) -> String { file.text(of: token) }
    func text(_ first: Int, _ last: Int) -> String { file.text(first, last) }
    func spells(_ token: Int, _ word: StaticString) -> Bool { file.spells(token, word) }
    func spells(_ token: Int, prefix: StaticString) -> Bool { file.spells(token, prefix: prefix) }
    func spells(_ token: Int, bytes word: [UInt8]) -> Bool { file.spells(token, bytes: word) }
    func startsLine(_ token: Int) -> Bool { file.startsLine(token) }
    func startLine(of token: Int) -> Int { file.startLine(of: token) }
    func matchingClose(_ open: Int) -> Int? { file.matchingClose(open) }
    func tokens(spelling words: MarkedWord...) -> [Int] { file.tokens(spelling: words) }
    func isPostfixMark(_ index: Int) -> Bool { file.isPostfixMark(index) }
    func beginsStatement(_ index: Int) -> Bool { file.beginsStatement(index) }
    func innermostOpen(before index: Int, _ open: TokenKind, _ close: TokenKind, within limit: Int) -> Int? {
        file.innermostOpen(before: index, open, close, within: limit)
    }
    var innermost: (functions: Innermost, types: Innermost) { file.innermost }
    func chainEnd(from start: Int) -> Int { file.chainEnd(from: start) }
    func signature(of function: FunctionDeclaration) -> FunctionSignature { file.signature(of: function) }
    func isPrivate(_ function: FunctionDeclaration) -> Bool { file.isPrivate(function) }
    func quote(_ range: Range<Int>) -> String { file.quote(range) }
    func arguments(open: Int, close: Int) -> [(label: String?, value: Range<Int>)] { file.arguments(open: open, close: close) }
}
