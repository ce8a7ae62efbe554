/// What is wrong with a baseline file: where, at which JSON path, and what.
public struct BaselineError: Error, Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    /// The JSON path of the offending entry (`findings[3]`); empty for the whole document
    /// and for syntax errors.
    public var path: String
    public var message: String

    public init(file: String, line: Int, column: Int, path: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }
}
