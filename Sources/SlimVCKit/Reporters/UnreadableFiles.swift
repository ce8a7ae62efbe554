/// The files a run could not read, as each report names them: standard error names them
/// too, but a CI log or a code-scanning page shows only the report.
enum UnreadableFiles {
    /// `cannot read: Permission denied`.
    static func message(_ failure: FileReader.Failure) -> String { "cannot read: \(failure.reason)" }

    /// The text summary's sentence: each file with its reason, the first ten.
    static func sentence(_ failures: [FileReader.Failure]) -> String? {
        guard !failures.isEmpty else { return nil }
        let named = failures.prefix(10).map { "\($0.path) (\($0.reason))" }.joined(separator: ", ")
        let more = failures.count > 10 ? " and \(failures.count - 10) more (on standard error)" : ""
        return "Could not read \(failures.count == 1 ? "1 file" : "\(failures.count) files"): \(named)\(more)."
    }

    /// SARIF's `toolExecutionNotifications`: one error per file, at the file.
    static func sarifNotifications(_ failures: [FileReader.Failure]) -> [JSONNode] {
        failures.map { failure in
            .object([
                ("level", JSONNode(.string("error"))),
                ("message", .object([("text", JSONNode(.string(message(failure))))])),
                ("locations", JSONNode(.array([.object([("physicalLocation", .object([("artifactLocation", artifactLocation(failure.path))]))])]))),
            ])
        }
    }

    /// A relative path from the source root, an absolute one as a `file` URI.
    private static func artifactLocation(_ path: String) -> JSONNode {
        guard path.hasPrefix("/") else {
            return .object([("uri", JSONNode(.string(URIPath.encode(path)))), ("uriBaseId", JSONNode(.string("%SRCROOT%")))])
        }
        return .object([("uri", JSONNode(.string("file://" + URIPath.encode(path))))])
    }

    /// JSON's `unreadable`: each file and its reason.
    static func json(_ failures: [FileReader.Failure]) -> JSONNode {
        JSONNode(.array(failures.map { .object([("file", JSONNode(.string($0.path))), ("reason", JSONNode(.string($0.reason)))]) }))
    }
}
