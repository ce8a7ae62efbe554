/// The first step of a run: the files' bytes, before any is scanned, so that the scan
/// budget can follow the size of what is linted.
extension Linter {
    enum Reading: Sendable {
        case skipped, failed(FileReader.Failure), read(relative: String, bytes: [UInt8])
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
