/// The first pass of a lint run: reads the files (all of them before any is scanned, so
/// that the scan budget can follow the size of what is linted), scans them, and gathers
/// the files to lint, held for the second pass, and the facts of every file's types for
/// the project index.
struct ProjectReader {
    let configuration: Configuration
    /// Globs are matched against paths relative to the configuration's folder.
    let scope: PathScope
    let jobs: Int
    /// See `Linter.scanBudget`.
    let scanBudget: Int?
    /// See `Linter.reportedFiles`.
    let reportedFiles: (@Sendable (String) -> Bool)?
    /// See `Linter.scans`.
    var scans: ScanMemo?

    /// A file to lint, between the passes; `relative` to the configuration's folder.
    typealias LintedFile = (path: String, relative: String, held: HeldFile, isTestCode: Bool)

    private enum FirstPass: Sendable {
        /// `held` is nil for a file read for the index alone.
        case skipped, failed(FileReader.Failure)
        case read(relative: String, held: HeldFile?, facts: [TypeFacts], compositions: [CompositionAlias], importsTests: Bool)
    }

    /// The first pass: the files to lint (included, readable, not generated, and among
    /// `named` when given) and the facts of every file's types for the project index.
    func collectFacts(_ paths: [String], lintedAmong named: Set<String>?,
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
                return firstPass(paths[index], relative: relative, bytes: bytes, isLinted: named?.contains(paths[index]) != false, budget: budget)
            }
        }
        return Self.gathered(&passes, paths: paths)
    }

    /// A file's facts, and its scan held for the second pass as `HeldFile` says: those a run
    /// before made of the same bytes (`scans`), else its own, recorded there.
    private func firstPass(_ path: String, relative: String, bytes: [UInt8], isLinted: Bool, budget: ScanBudget) -> FirstPass {
        // A file read for the index alone keeps neither its scan nor its bytes; nor
        // does one whose findings are not wanted (`--changed-since`), though it is linted.
        let isWanted = isLinted && reportedFiles?(path) != false
        if let known = scans?.entry(for: path, matching: bytes) {
            let held = !isLinted ? nil : isWanted ? HeldFile(known.scan, bytes: bytes) : HeldFile()
            return .read(relative: relative, held: held, facts: known.facts, compositions: known.compositions, importsTests: known.importsTests)
        }
        let file = SourceFile(path: path, bytes: bytes)
        let (facts, compositions, importsTests) = (TypeFacts.all(in: file), CompositionAlias.all(in: file), file.importsTestCode)
        let held: HeldFile? = if !isLinted { nil } else if !isWanted { HeldFile() } else { HeldFile(consume file, budget: budget) }
        scans?.record(path, ScanMemo.Entry(bytes: bytes, facts: facts, compositions: compositions, importsTests: importsTests, scan: held?.keptScan))
        return .read(relative: relative, held: held, facts: facts, compositions: compositions, importsTests: importsTests)
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

    private enum Reading: Sendable {
        case skipped, failed(FileReader.Failure), read(relative: String, bytes: [UInt8])
    }

    /// The files to lint (included and not generated) with their bytes, read on all threads.
    private func readFiles(_ paths: [String], read: @escaping @Sendable (String) throws(FileReader.Failure) -> [UInt8]) -> [Reading] {
        parallelMap(paths.count, jobs: jobs) { index -> Reading in
            let relative = scope.relative(paths[index])
            guard configuration.includes(relative) else { return .skipped }
            do throws(FileReader.Failure) {
                let bytes = try read(paths[index])
                if configuration.skipGeneratedFiles, GeneratedFile.isGenerated(bytes) { return .skipped }
                return .read(relative: relative, bytes: bytes)
            } catch {
                return .failed(error)
            }
        }
    }
}
