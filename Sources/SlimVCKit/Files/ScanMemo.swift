#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Each file's scan and type facts as one lint run made them, for a second run over
/// mostly the same files (`--compare-to` lints the project now, then as it was at a base
/// commit): a file of the same path and bytes takes them instead of being scanned again.
/// The findings are the same, as a scan depends on the path and the bytes alone.
public final class ScanMemo: @unchecked Sendable {
    struct Entry: Sendable {
        let bytes: [UInt8]
        let facts: [TypeFacts]
        let compositions: [CompositionAlias]
        let importsTests: Bool
        /// The scan, when the run kept it for its rules (`HeldFile`).
        let scan: SourceFile?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    public init() {}

    func record(_ path: String, _ entry: Entry) {
        lock.withLock { entries[path] = entry }
    }

    /// What a run recorded for the file, if it had these bytes.
    func entry(for path: String, matching bytes: [UInt8]) -> Entry? {
        guard let entry = lock.withLock({ entries[path] }), entry.bytes.count == bytes.count else { return nil }
        let isSame = entry.bytes.withUnsafeBufferPointer { recorded in
            bytes.withUnsafeBufferPointer { given in
                recorded.isEmpty || recorded.baseAddress == given.baseAddress || memcmp(recorded.baseAddress!, given.baseAddress!, given.count) == 0
            }
        }
        return isSame ? entry : nil
    }

    /// The bytes a run read for the file.
    func bytes(of path: String) -> [UInt8]? {
        lock.withLock { entries[path]?.bytes }
    }
}
