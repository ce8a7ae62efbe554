/// The controller of a lint run: reads and scans the files, builds the project index
/// once, runs the rules on every file, and sorts the findings. It never prints and
/// never exits. Files are scanned twice (once for the index, once for the rules) so that
/// only one file's tokens are held at a time, whatever the size of the project.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var settings: RoleSettings

    public init(rules: [any Rule] = RuleRegistry.defaultRules(), settings: RoleSettings = RoleSettings()) {
        self.rules = rules
        self.settings = settings
    }

    /// Lints files read from disk.
    public func lint(paths: [String]) -> LintRun {
        lint(paths: paths) { path throws(FileReader.Failure) in try FileReader.read(path) }
    }

    /// Lints files whose bytes come from `read` (disk, or memory in tests).
    public func lint(paths: [String], read: (String) throws(FileReader.Failure) -> [UInt8]) -> LintRun {
        var failures: [FileReader.Failure] = []
        var facts: [TypeFacts] = []
        var readable: [String] = []
        for path in paths {
            do {
                facts += SourceFile(path: path, bytes: try read(path)).typeFacts()
                readable.append(path)
            } catch {
                failures.append(error)
            }
        }
        let project = ProjectIndex(facts: facts, settings: settings)
        var findings: [Finding] = []
        for path in readable {
            guard let bytes = try? read(path) else { continue }
            let file = SourceFile(path: path, bytes: bytes)
            for rule in rules { findings += rule.check(file, in: project) }
        }
        return LintRun(files: readable.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) },
                       findings: findings.sorted(by: Finding.ordered),
                       rules: rules.map(\.description).sorted { $0.id < $1.id }, failures: failures)
    }

    /// Lints in-memory files by name: how examples and tests run.
    public func lint(sources: [String: String]) -> LintRun {
        lint(paths: sources.keys.sorted()) { path throws(FileReader.Failure) in
            guard let text = sources[path] else { throw FileReader.Failure(path: path, reason: "no such source") }
            return Array(text.utf8)
        }
    }
}
