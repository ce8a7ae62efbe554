import Foundation

/// A file between the two passes: its scan, while the run's scan budget lasts, else its
/// bytes alone, to be scanned again. Keeping scans saves the second scan (a third of a
/// run on an ordinary app); the budget keeps a very large project's memory bounded.
/// Either way the second pass sees the same `SourceFile`, so the findings do not depend
/// on what was kept. Each file is taken by one linting thread only, and once. Kept scans
/// are freed after the second pass, off its threads: freeing them file by file took a
/// sixth of it.
final class HeldFile: @unchecked Sendable {
    private var scanned: SourceFile?
    private var bytes: [UInt8]?
    /// Whether the file's findings are wanted (false for a file held by `init()`).
    let isWanted: Bool

    init(_ file: consuming SourceFile, budget: ScanBudget) {
        if budget.claim(file.scanSize) { scanned = consume file } else { bytes = file.bytes }
        isWanted = true
    }

    /// A file whose findings are not wanted: nothing is held, and it is never taken.
    init() { isWanted = false }

    /// A file another run scanned (`ScanMemo`): its scan when that run kept it (held
    /// already, so no budget is claimed), else its bytes.
    init(_ scan: SourceFile?, bytes: [UInt8]) {
        if let scan { scanned = scan } else { self.bytes = bytes }
        isWanted = true
    }

    /// The scan, when it is kept.
    var keptScan: SourceFile? { scanned }

    /// Whether the scan is kept, and whether bytes wait for a second scan (what tests check).
    var keepsScan: Bool { scanned != nil }
    var holdsBytes: Bool { bytes != nil }

    /// The scanned file, once. A kept scan stays held, to be freed with the holder off
    /// the linting threads (`Disposal`); bytes held for a second scan are let go.
    func take(path: String) -> SourceFile {
        if let scanned { return scanned }
        defer { bytes = nil }
        return SourceFile(path: path, bytes: bytes ?? [])
    }
}

/// Bytes of memory that kept scans may take, claimed by any thread.
final class ScanBudget: @unchecked Sendable {
    /// The default budget for a project whose files hold `sources` bytes: 168 MiB less
    /// 1.75 bytes per source byte, and never less than 48 MiB. Files and kept scans then
    /// take at most 168 MiB together, an app of up to about 1M lines is mostly kept whole
    /// (the 4-app corpus, 27 MB of Swift, needs about 80 MB), and a 2M-line project
    /// (74 MB) gets 48 MiB, which keeps its peak under 250 MB.
    static func bytes(forSources sources: Int) -> Int {
        max(48 << 20, (168 << 20) - sources / 4 * 7)
    }

    private let lock = NSLock()
    private var left: Int

    init(bytes: Int) { left = bytes }

    /// Takes `size` bytes of the budget if that many are left.
    func claim(_ size: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard size <= left else { return false }
        left -= size
        return true
    }
}
