import Foundation

/// The controller of a lint run: reads and scans the files, builds the project index
/// once, runs the configured rules on every file, and sorts the findings. It never
/// prints and never exits. Each file is scanned once for the index and its scan kept for
/// the rules while `scanBudget` lasts; past it, files are scanned again for the rules, so
/// that memory stays bounded whatever the project's size.
public struct Linter: Sendable {
    public var configuration: Configuration
    /// Rules given directly (examples and tests): they run on every file as they are.
    public var fixedRules: [any Rule]?
    /// Globs are matched against paths relative to the configuration's folder.
    public var scope: PathScope
    /// Reports give paths relative to the repository root (else the current folder).
    public var reportScope: PathScope
    /// Also report `disable` comments that suppressed nothing (`unused_suppression`).
    public var reportUnusedSuppressions = false
    /// Findings to leave out unless new or grown (`--baseline`).
    public var baseline: BaselineLookup?
    /// Threads reading, scanning and running rules; the output is the same for any number.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Bytes of memory that kept scans may take (beyond the files' bytes, which are kept
    /// anyway); 0 scans every file twice; nil follows the project's size
    /// (`ScanBudget.bytes(forSources:)`).
    public var scanBudget: Int?
    /// Whether the run lists the project's view controllers by size (`LintRun.controllers`,
    /// for the Markdown summary): a pass over every type of the index.
    public var summarizesControllers = true
    /// What becomes of the scans and the index once the findings are made.
    public var disposal = Disposal.onAnotherThread
    /// The files whose findings are wanted (`--changed-since`): every file is scanned for
    /// the project index, but the rules run only on these. Nil: every file.
    public var reportedFiles: (@Sendable (String) -> Bool)?

    public init(configuration: Configuration) {
        self.configuration = configuration
        self.scope = PathScope(folder: configuration.folder)
        let current = FileManager.default.currentDirectoryPath
        self.reportScope = PathScope(folder: ConfigurationFinder.repositoryRoot(from: current) ?? current)
    }

    public init(rules: [any Rule], settings: RoleSettings = RoleSettings()) {
        var configuration = Configuration.defaults(folder: FileManager.default.currentDirectoryPath)
        configuration.roles = settings
        self.init(configuration: configuration)
        fixedRules = rules
    }

    /// Lints files read from disk. The `context` files are read for the project index
    /// alone (a base class or a DataController in a file not named): they are not linted,
    /// counted or summarized, but one that cannot be read is a failure like any other.
    public func lint(paths: [String], context: [String] = []) -> LintRun {
        lint(paths: paths, context: context) { @Sendable path throws(FileReader.Failure) in try FileReader.read(path) }
    }

    /// Lints files whose bytes come from `read` (disk, or memory in tests).
    public func lint(paths: [String], context: [String] = [],
                     read: @escaping @Sendable (String) throws(FileReader.Failure) -> [UInt8]) -> LintRun {
        let named: Set<String>? = context.isEmpty ? nil : Set(paths)
        // In the order of absolute paths, which the index follows. Paths spelled alike are
        // so in report order too, and each file's findings, sorted on its thread, add up to
        // sorted findings.
        let paths = PathScope.sortedAsAbsolute(paths + context.filter { named?.contains($0) != true },
                                               from: FileManager.default.currentDirectoryPath)
        let (linted, facts, compositions, failures) = collectFacts(paths, lintedAmong: named, read: read)
        let project = ProjectIndex(factsByFile: consume facts, compositions: compositions, settings: configuration.roles,
                                   jobs: jobs, inFileOrder: true)
        let plan = RulePlan(configuration: configuration)
        var perFile = parallelMap(linted.count, jobs: jobs) { index -> [Finding] in
            // Asked for every file, so that the rules listed as run do not depend on which.
            let rules = fixedRules.map { $0.map(RulePlan.ActiveRule.init) } ?? plan.rules(for: linted[index].relative)
            // The first pass asked `reportedFiles` already.
            guard linted[index].held.isWanted else { return [] }
            return lint(linted[index].held.take(path: linted[index].path), rules: rules, in: project,
                        isTestCode: linted[index].isTestCode)
        }
        // Kept scans are let go as `disposal` says (by default on another thread while the
        // findings are merged).
        let files = linted.map(\.path)
        disposal.dispose(consume linted)
        var findings = Finding.merged(&perFile)
        perFile = []
        // Fixed rules are all in `enabledRules()`; overrides may enable more.
        var ran = enabledRules()
        for id in plan.usedRuleIDs where ran[id] == nil {
            ran[id] = RuleRegistry.ruleTypes.map { $0.description }.first { $0.id == id }
        }
        // Each file's findings came sorted and fingerprinted; two spellings of one file
        // (`a.swift`, `./a.swift`) would need both done across files.
        if !findings.indices.dropFirst().allSatisfy({ !Finding.ordered(findings[$0], findings[$0 - 1]) }) || Self.sharesReportPaths(findings) {
            findings.sort(by: Finding.ordered)
            Fingerprint.assign(&findings)
        }
        // In place, so that a project's findings are never held twice. A run over named
        // files counts as gone only their own entries.
        let namedFiles = named == nil ? nil : Set(files.map { BaselineLookup.hashKey(reportScope.relative($0)) })
        let applied = baseline?.apply(to: &findings, files: namedFiles)
        var run = LintRun(files: files,
                          findings: consume findings, rules: ran.values.sorted { $0.id < $1.id }, failures: failures)
        if let applied { (run.baselined, run.baseline) = (applied.covered, applied.summary) }
        if summarizesControllers { run.controllers = controllers(in: project, among: named) }
        disposal.dispose(consume project)
        return run
    }

    /// A file to lint, between the passes; `relative` to the configuration's folder.
    private typealias LintedFile = (path: String, relative: String, held: HeldFile, isTestCode: Bool)

    private enum FirstPass: Sendable {
        /// `held` is nil for a file read for the index alone.
        case skipped, failed(FileReader.Failure)
        case read(relative: String, held: HeldFile?, facts: [TypeFacts], compositions: [CompositionAlias], importsTests: Bool)
    }

    /// The first pass: the files to lint (included, readable, not generated, and among
    /// `named` when given) and the facts of every file's types for the project index.
    private func collectFacts(_ paths: [String], lintedAmong named: Set<String>?,
                              read: @escaping @Sendable (String) throws(FileReader.Failure) -> [UInt8])
        -> (linted: [LintedFile], facts: [[TypeFacts]], compositions: [CompositionAlias],
            failures: [FileReader.Failure]) {
        // Read first, so that the budget can follow the size of what is linted.
        let readings = readFiles(paths, read: read)
        let sources = readings.reduce(0) { total, reading in
            guard case .read(_, let bytes) = reading else { return total }
            return total + bytes.count
        }
        let budget = ScanBudget(bytes: scanBudget ?? ScanBudget.bytes(forSources: sources))
        var passes = parallelMap(paths.count, jobs: jobs) { index -> FirstPass in
            switch readings[index] {
            case .skipped: return .skipped
            case .failed(let failure): return .failed(failure)
            case .read(let relative, let bytes):
                let file = SourceFile(path: paths[index], bytes: bytes)
                let (facts, compositions, importsTests) = (TypeFacts.all(in: file), CompositionAlias.all(in: file), file.importsTestCode)
                // A file read for the index alone keeps neither its scan nor its bytes; nor
                // does one whose findings are not wanted (`--changed-since`), though it is linted.
                let held: HeldFile? = if named?.contains(paths[index]) == false { nil }
                    else if let reportedFiles, !reportedFiles(paths[index]) { HeldFile() }
                    else { HeldFile(consume file, budget: budget) }
                return .read(relative: relative, held: held, facts: facts, compositions: compositions, importsTests: importsTests)
            }
        }
        return Self.gathered(&passes, paths: paths)
    }

    /// The first pass's results, gathered in path order; the passes are emptied. Each
    /// file's facts are then held by the result alone, so that the index moves them rather
    /// than copies them: a copy retains each of a fact's strings and arrays (166,000 facts
    /// at 2M lines).
    private static func gathered(_ passes: inout [FirstPass], paths: [String])
        -> (linted: [LintedFile], facts: [[TypeFacts]], compositions: [CompositionAlias],
            failures: [FileReader.Failure]) {
        var failures: [FileReader.Failure] = []
        var perFile: [[TypeFacts]] = []
        var compositions: [CompositionAlias] = []
        var linted: [LintedFile] = []
        var testFiles: [String] = []
        for (path, pass) in zip(paths, passes) {
            switch pass {
            case .skipped: break
            case .failed(let failure): failures.append(failure)
            case .read(let relative, let held, let typeFacts, let aliases, let importsTests):
                perFile.append(typeFacts)
                compositions += aliases
                if importsTests { testFiles.append(relative) }
                if let held { linted.append((path, relative, held, importsTests)) }
            }
        }
        passes = []
        let testFolders = TestFolders(testFiles: testFiles)
        for index in linted.indices where !linted[index].isTestCode {
            linted[index].isTestCode = testFolders.contains(linted[index].relative)
        }
        return (linted, perFile, compositions, failures)
    }

    /// One file's findings in report order: the rules' (at their configured severity) less
    /// what its suppressions cover, with report paths and UTF-16 columns. Test code gets
    /// the rules that check tests alone.
    private func lint(_ file: SourceFile, rules: [RulePlan.ActiveRule], in project: ProjectIndex, isTestCode: Bool) -> [Finding] {
        var findings: [Finding] = []
        // By position: a copy of each active rule per file costs retains shared by threads.
        // Findings are changed in place and the first rule's taken whole: a copied finding
        // costs a retain of each of its strings, and another release.
        for index in rules.indices where !isTestCode || rules[index].checksTests {
            var found = rules[index].rule.check(file, in: project)
            if let severity = rules[index].severity {
                for position in found.indices { found[position].severity = severity }
            }
            if findings.isEmpty { findings = found } else { findings += found }
        }
        let reported = reportScope.relative(file.path)
        findings = file.applySuppressions(to: findings, reportUnused: reportUnusedSuppressions)
        // Starts and ends in one call: each line is counted once for both.
        let columns = file.withUTF16Columns(findings.map(\.start) + findings.map(\.end))
        for index in findings.indices {
            findings[index].file = reported
            findings[index].start = columns[index]
            findings[index].end = columns[findings.count + index]
        }
        findings.sort(by: Finding.ordered)
        Fingerprint.assign(&findings)
        return findings
    }

    /// Whether findings of two different paths report the same file.
    static func sharesReportPaths(_ findings: [Finding]) -> Bool {
        var seen: Set<String> = []
        var previous: String?
        for index in findings.indices where findings[index].path != previous {
            previous = findings[index].path
            if !seen.insert(findings[index].file).inserted { return true }
        }
        return false
    }

    /// The rules the configuration enables, before overrides (which may enable more).
    private func enabledRules() -> [String: RuleDescription] {
        let rules = fixedRules?.map(\.description) ?? RuleRegistry.ruleTypes.map { $0.description }.filter {
            configuration.rules[$0.id]?["enabled"]?.value != .bool(false)
        }
        var ran = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if reportUnusedSuppressions { ran[UnusedSuppression.description.id] = UnusedSuppression.description }
        return ran
    }

    /// Lints in-memory files by name: how examples and tests run.
    public func lint(sources: [String: String]) -> LintRun {
        lint(paths: sources.keys.sorted()) { @Sendable path throws(FileReader.Failure) in
            guard let text = sources[path] else { throw FileReader.Failure(path: path, reason: "no such source") }
            return Array(text.utf8)
        }
    }
}

extension RulePlan.ActiveRule {
    /// A rule that runs on every file with its own severity.
    init(_ rule: any Rule) {
        let description = rule.description
        self.init(rule: rule, id: description.id, kind: description.kind, severity: nil, include: [], exclude: [])
    }
}
