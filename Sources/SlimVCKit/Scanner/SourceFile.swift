/// One scanned Swift file: its bytes, lines, tokens, comments and declarations.
public final class SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let lines: LineTable
    public let tokens: [Token]
    public let comments: [Comment]
    /// Tokens that spell a marked word, in order.
    let markedTokens: [Int32]
    public let structure: SourceStructure
    /// Qualified names of the type declarations (`Outer.Inner`), by index; computed once
    /// because every rule asks for them.
    public let typeNames: [String]
    /// Body lines of each type and each function, by index: measured during the scan,
    /// while its tokens are in cache, since the size rules ask for every declaration
    /// later, when a file's tokens have long left the cache.
    let typeBodies: [BodyLines]
    let functionBodies: [BodyLines]
    /// What rules derive from the file and share, made once.
    let memo = Memo()

    /// Scans `bytes`, marking the words `keywords` was built to mark; never fails,
    /// whatever they hold. Files are made by `SourceFile(path:bytes:)`, which marks the
    /// words that rules look for (`Vocabulary`).
    init(path: String, bytes: [UInt8], marking keywords: KeywordTable) {
        self.path = path
        self.bytes = bytes
        var scanned: (LineTable, [Token], [Comment], [Int32], SourceStructure)!
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer, keywords: keywords)
            lexer.run()
            let tokens = lexer.tokens.finish()
            var lines = LineTable(buffer)
            lines.assignLines(tokens: tokens, comments: &lexer.comments)
            var builder = StructureBuilder(bytes: buffer, tokens: tokens, lines: lines)
            scanned = (lines, tokens, lexer.comments, lexer.markedTokens, builder.run())
        }
        (lines, tokens, comments, markedTokens, structure) = scanned
        typeNames = structure.qualifiedTypeNames()
        typeBodies = structure.types.map { [lines, tokens] in lines.body(of: $0.span, in: tokens) }
        functionBodies = structure.functions.map { [lines, tokens] in lines.body(of: $0.span, in: tokens) }
    }

    /// The source text of tokens `first...last`.
    public func text(_ first: Int, _ last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        return String(decoding: bytes[Int(tokens[first].start)..<Int(tokens[last].end)], as: UTF8.self)
    }

    public func text(of token: Int) -> String { text(token, token) }

    /// Source text of a token range on one line: runs of white space become one space.
    func quote(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound, range.lowerBound >= 0, range.upperBound <= tokens.count else { return "" }
        let text = bytes[Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end)]
        // ASCII, by bytes: a string of megabytes would cost seconds as Characters.
        guard text.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: text, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var quoted: [UInt8] = []
        quoted.reserveCapacity(text.count)
        var space = false
        for byte in text {
            // Swift's white space among ASCII: tab, line feed, vertical tab, form feed, return, space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                space = !quoted.isEmpty
            } else {
                if space { quoted.append(0x20); space = false }
                quoted.append(byte)
            }
        }
        return String(decoding: quoted, as: UTF8.self)
    }

    /// The line of a token's first byte.
    public func startLine(of token: Int) -> Int { lines.startLine(of: tokens[token]) }

    /// The line of a token's last byte (string pieces and regex literals may span lines).
    public func endLine(of token: Int) -> Int { lines.endLine(of: tokens[token]) }

    /// Whether a line ends between a token and the one before it.
    public func startsLine(_ token: Int) -> Bool {
        token == 0 || LineTable.hasLineEnd(bytes, between: tokens[token - 1], and: tokens[token])
    }

    /// Lines of a declaration: first line, last line, body lines and code lines of the body
    /// (lines strictly between the braces; zero without both braces).
    public func measure(_ span: DeclarationSpan) -> DeclarationLines {
        let body = lines.body(of: span, in: tokens)
        return DeclarationLines(start: startLine(of: span.first), end: endLine(of: span.last),
                                body: Int(body.lines), bodyCode: Int(body.code))
    }
}

/// The line figures of one declaration, as the structure schema defines them.
public struct DeclarationLines: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var body: Int
    public var bodyCode: Int
}

extension SourceFile {
    /// Whether the file is test code by its imports: a test framework (XCTest, Swift
    /// Testing, Quick, Nimble), which no app target links, or a module imported
    /// `@testable`, which only a test target does. Test code that imports neither is known
    /// by its folder (`TestFolders`).
    var importsTestCode: Bool {
        structure.imports.contains { declaration in
            ["XCTest", "Testing", "Quick", "Nimble"].contains(declaration.module)
                || (declaration.token > 0 && tokens[declaration.token - 1].kind == .attribute && spells(declaration.token - 1, "@testable"))
        }
    }

    /// About how many bytes of memory the scan holds beyond the file's bytes: tokens,
    /// comments, line tables and declarations.
    var scanSize: Int {
        tokens.count * MemoryLayout<Token>.stride + comments.capacity * MemoryLayout<Comment>.stride
            + markedTokens.capacity * MemoryLayout<Int32>.stride
            + (lines.lineStarts.capacity + lines.codePrefix.capacity) * MemoryLayout<Int32>.stride
            + (structure.types.count + structure.functions.count + structure.properties.count) * 256
            + (typeBodies.count + functionBodies.count) * MemoryLayout<BodyLines>.stride
    }
}
