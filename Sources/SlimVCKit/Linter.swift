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
    /// Whether the run keeps the line each finding starts on (`LintRun.sourceLines`, for
    /// the HTML report).
    public var quotesSourceLines = false
    /// What becomes of the scans and the index once the findings are made.
    public var disposal = Disposal.onAnotherThread
    /// The files whose findings are wanted (`--changed-since`): every file is scanned for
    /// the project index, but the rules run only on these. Nil: every file.
    public var reportedFiles: (@Sendable (String) -> Bool)?
    /// Scans recorded by this run, and taken from a run before for files of the same bytes.
    public var scans: ScanMemo?
    /// The paths linted (folders and files, any spelling), when not the whole project:
    /// the baseline's entries of files outside them are neither gone nor renamed.
    public var lintedPaths: [String]?

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

    /// Whether the configuration excludes every file under a folder, which then need not
    /// be listed. A folder outside the configuration's is asked by its absolute path, as
    /// its files are, unless it holds the configuration's folder (whose files are asked by
    /// relative paths).
    public func excludesFolder(_ folder: String) -> Bool {
        let relative = scope.relative(folder)
        if relative.utf8.first == UInt8(ascii: "/") {
            guard scope.folder != "/", !(scope.folder + "/").hasPrefix(relative == "/" ? "/" : relative + "/") else { return false }
        }
        return configuration.excludesEverything(under: relative)
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
        let reader = ProjectReader(configuration: configuration, scope: scope, jobs: jobs, scanBudget: scanBudget, reportedFiles: reportedFiles, scans: scans)
        let (linted, facts, compositions, failures) = reader.collectFacts(paths, lintedAmong: named, read: read)
        let project = ProjectIndex(factsByFile: consume facts, compositions: compositions, settings: configuration.roles,
                                   jobs: jobs, inFileOrder: true)
        let plan = RulePlan(configuration: configuration)
        var results = parallelMap(linted.count, jobs: jobs) { lint(linted[$0], plan: plan, in: project) }
        var (perFile, sourceLines) = QuotedLines.split(&results)
        // Kept scans are let go as `disposal` says (by default on another thread while the
        // findings are merged).
        let files = linted.map(\.path)
        disposal.dispose(consume linted)
        var findings = Finding.merged(&perFile)
        perFile = []
        // Each file's findings came sorted and fingerprinted; two spellings of one file
        // (`a.swift`, `./a.swift`) would need both done across files.
        if !findings.indices.dropFirst().allSatisfy({ !Finding.ordered(findings[$0], findings[$0 - 1]) }) || Self.sharesReportPaths(findings) {
            findings.sort(by: Finding.ordered)
            Fingerprint.assign(&findings)
        }
        // In place, so that a project's findings are never held twice. A run over named
        // files counts as gone only their own entries.
        let outside = baseline.map { lookup in lintedPaths.map { lookup.files(outside: covering($0)) } ?? [] } ?? []
        let namedFiles = named == nil ? nil : Set(files.map { BaselineLookup.hashKey(reportScope.relative($0)) })
        let present = baseline == nil || named != nil ? nil : Set(files.map { BaselineLookup.hashKey(reportScope.relative($0)) })
        let applied = baseline?.apply(to: &findings, files: namedFiles, present: present, outside: outside)
        var run = LintRun(files: files, findings: consume findings, rules: ranRules(plan), failures: failures)
        if let applied { (run.baselined, run.baseline) = (applied.covered, applied.summary) }
        run.sourceLines = sourceLines
        if summarizesControllers { run.controllers = controllers(in: project, among: named, plan: plan) }
        disposal.dispose(consume project)
        return run
    }

    /// A file's findings, and the lines they start on when the run quotes them.
    private func lint(_ linted: ProjectReader.LintedFile, plan: RulePlan, in project: ProjectIndex) -> QuotedLines.FileResult {
        // Asked for every file, so that the rules listed as run do not depend on which.
        let rules = fixedRules.map { $0.map(RulePlan.ActiveRule.init) } ?? plan.rules(for: linted.relative)
        // The first pass asked `reportedFiles` already.
        guard linted.held.isWanted else { return ([], [:]) }
        let file = linted.held.take(path: linted.path)
        let findings = lint(file, rules: rules, in: project, isTestCode: linted.isTestCode)
        return (findings, quotesSourceLines ? QuotedLines.lines(of: findings, in: file) : [:])
    }

    /// One file's findings in report order: the rules' (at their configured severity) less
    /// what its suppressions cover, with report paths and UTF-16 columns. Test code gets
    /// the rules that check tests alone.
    /// The rules whose findings no comment suppresses.
    private static let unsuppressible = Set(RuleRegistry.ruleTypes.map { $0.description }.filter { !$0.isSuppressible }.map { $0.id })

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
        findings = SuppressionScan(file: file).applySuppressions(to: findings, reportUnused: reportUnusedSuppressions,
                                                                 unsuppressible: Self.unsuppressible)
        // Starts and ends in one call: each line is counted once for both.
        let columns = UTF16Columns(file: file).adding(to: findings.map(\.start) + findings.map(\.end))
        for index in findings.indices {
            findings[index].file = reported
            findings[index].start = columns[index]
            findings[index].end = columns[findings.count + index]
        }
        UTF16Columns(file: file).addRelated(to: &findings)
        findings.sort(by: Finding.ordered)
        Fingerprint.assign(&findings)
        return findings
    }

    /// Whether a report path lies under one of `paths` (or is one).
    private func covering(_ paths: [String]) -> (String) -> Bool {
        let folders = paths.map { path in
            let relative = reportScope.relative(path)
            return relative == reportScope.folder ? "" : relative.hasSuffix("/") ? relative : relative + "/"
        }
        return { file in folders.contains { $0.isEmpty || file.hasPrefix($0) || file + "/" == $0 } }
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

    /// The rules the run ran, by id: those the configuration enables (fixed rules are all
    /// enabled), and those its overrides enable.
    private func ranRules(_ plan: RulePlan) -> [RuleDescription] {
        let catalog = RuleRegistry.ruleTypes.map { $0.description } + configuration.teamRules.map(\.description)
        let rules = fixedRules?.map(\.description) ?? catalog.filter {
            configuration.rules[$0.id]?["enabled"]?.value != .bool(false)
        }
        var ran = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if reportUnusedSuppressions { ran[UnusedSuppression.description.id] = UnusedSuppression.description }
        for id in plan.usedRuleIDs where ran[id] == nil {
            ran[id] = catalog.first { $0.id == id }
        }
        return ran.values.sorted { $0.id < $1.id }
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
        self.init(rule: rule, id: description.id, kind: description.kind, placement: RulePlacement(severity: nil, include: [], exclude: []))
    }
}
