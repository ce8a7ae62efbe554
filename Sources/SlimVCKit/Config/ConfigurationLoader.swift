import Foundation

/// Reads and validates a `rules.json`. Every problem is collected, so one run shows them
/// all; a configuration with any problem is never used.
public enum ConfigurationLoader {
    static let topLevelKeys = ["$schema", "version", "include", "exclude", "skip_generated_files", "vocabulary", "roles", "rules", "architecture", "overrides"]

    /// The configuration in `file`, or every problem found in it.
    public static func load(_ file: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = switch FileStatus.of(file, following: true) {
            case .missing: FileStatus.reason(file)
            case .directory: "it is a folder"
            default: "permission denied"
            }
            throw ConfigurationError(problems: [ConfigurationProblem(file: file, line: 0, column: 0, path: "", message: "cannot read the file: " + reason)])
        }
        let folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        return try parse(String(decoding: data, as: UTF8.self), file: file, folder: folder)
    }

    public static func parse(_ text: String, file: String, folder: String) throws(ConfigurationError) -> Configuration {
        let document = try parseJSON(text, file: file)
        var problems = ProblemList(file: file)
        let configuration = read(document, file: file, folder: folder, problems: &problems)
        guard problems.problems.isEmpty else {
            throw ConfigurationError(problems: problems.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        return configuration
    }

    /// `configuration` with each of `files` (`rules.json` in its subfolders, shallow
    /// first) laid over it, or every problem found in them.
    public static func layNested(_ files: [String], over configuration: inout Configuration) throws(ConfigurationError) {
        var all: [ConfigurationProblem] = []
        for file in files {
            let text = FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let document = try parseJSON(text, file: file)
            var problems = ProblemList(file: file)
            let folder = PathScope(folder: configuration.folder).relative((file as NSString).deletingLastPathComponent)
            NestedConfiguration(file: file, folder: folder).apply(document, to: &configuration, problems: &problems)
            all += problems.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            configuration.nestedFiles.append(file)
        }
        if !all.isEmpty { throw ConfigurationError(problems: all) }
    }

    /// A JSON document, or its syntax error as a problem of `file`.
    static func parseJSON(_ text: String, file: String) throws(ConfigurationError) -> JSONNode {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw ConfigurationError(problems: [ConfigurationProblem(
                file: file, line: error.line, column: error.column, path: "", message: "JSON syntax error: " + error.message)])
        }
    }

    static func read(_ document: JSONNode, file: String?, folder: String, problems: inout ProblemList) -> Configuration {
        var reader = ConfigurationReader(folder: folder, problems: problems)
        let configuration = reader.read(document, file: file)
        problems = reader.problems
        return configuration
    }
}

/// All the problems of one configuration file.
public struct ConfigurationError: Error, Sendable, Equatable {
    public var problems: [ConfigurationProblem]
}
