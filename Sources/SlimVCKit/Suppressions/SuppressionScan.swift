/// Reads a file's `slimvc:` suppression comments and applies them to its findings.
struct SuppressionScan: TokenReading {
    let file: SourceFile

    /// The `slimvc:` directives of the file, in order: only those that begin a comment's
    /// text (`// slimvc:…`, `/* slimvc:… */`), never text inside a string literal or
    /// further inside a comment. The comments are the ones the lexer recorded.
    func suppressions() -> [Suppression] {
        let prefix = Array(Suppression.directivePrefix.utf8)
        return file.comments.compactMap { comment -> Suppression? in
            let text = commentText(comment)
            guard text + prefix.count <= Int(comment.end),
                  bytes[text..<text + prefix.count].elementsEqual(prefix) else { return nil }
            return directive(at: text)
        }
    }

    /// Where a comment's text begins: after `//`, `///`, `/*` or `/**` and white space
    /// (line breaks too, in a block comment).
    private func commentText(_ comment: Comment) -> Int {
        var cursor = Int(comment.start) + 2
        if comment.isBlock {
            if cursor < bytes.count, bytes[cursor] == Ascii.star { cursor += 1 }
            return skipSpaces(cursor, newlines: true)
        }
        while cursor < bytes.count, bytes[cursor] == Ascii.slash { cursor += 1 }
        return skipSpaces(cursor)
    }

    func skipSpaces(_ start: Int, newlines: Bool = false) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == Ascii.space || bytes[cursor] == Ascii.tab
            || (newlines && (bytes[cursor] == Ascii.newline || bytes[cursor] == Ascii.carriageReturn)) { cursor += 1 }
        return cursor
    }
}
