/// One thing wrong with a configuration file: where, at which JSON path, what, and the fix.
public struct ConfigurationProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// The JSON path of the offending key or value (`rules.class_length.warning`); empty
    /// for syntax errors.
    public var path: String
    public var message: String

    public init(file: String, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `rules.json:12:16: error: rules.class_length.warning: expected an integer, found a string`
    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(location): error: " + (path.isEmpty ? "" : path + ": ") + message
    }
}

/// Collects problems found while reading one configuration file.
struct ProblemList {
    let file: String
    var problems: [ConfigurationProblem] = []

    mutating func add(_ node: JSONNode, _ path: String, _ message: String) {
        add(line: node.line, column: node.column, path, message)
    }

    mutating func add(_ member: JSONMember, _ path: String, _ message: String) {
        add(line: member.line, column: member.column, path, message)
    }

    /// Paths are cut short as quoted text is: a path holds the keys it went through.
    private mutating func add(line: Int, column: Int, _ path: String, _ message: String) {
        problems.append(ConfigurationProblem(file: file, line: line, column: column, path: brief(path, limit: 200), message: message))
    }
}
