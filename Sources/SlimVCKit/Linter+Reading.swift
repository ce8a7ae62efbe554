/// The first step of a run: the files' bytes, before any is scanned, so that the scan
/// budget can follow the size of what is linted.
extension Linter {
    enum Reading: Sendable {
        case skipped, failed(FileReader.Failure), read(relative: String, bytes: [UInt8])
    }

    /// The files to lint (included and not generated) with their bytes, read on all threads.
    func readFiles(_ paths: [String], read: @escaping @Sendable (String) throws(FileReader.Failure) -> [UInt8]) -> [Reading] {
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
