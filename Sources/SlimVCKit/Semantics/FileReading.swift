/// An analysis of one file: a type of the semantic layer that keeps the file it reads and
/// reads it as a `TokenReading` does, with the declarations around a token and the
/// functions' signatures. Each such type answers one question (`TypeAliasScan` finds a
/// file's type aliases), where these analyses were once all methods of `SourceFile`.
protocol FileReading: TokenReading {}

extension FileReading {
    func tokens(spelling words: MarkedWord...) -> [Int] { file.tokens(spelling: words) }
    var innermost: (functions: Innermost, types: Innermost) { DeclarationLookup(file: file).innermost }
    func signature(of function: FunctionDeclaration) -> FunctionSignature { Signatures(file: file).signature(of: function) }
    func isPrivate(_ function: FunctionDeclaration) -> Bool { Signatures(file: file).isPrivate(function) }
}
