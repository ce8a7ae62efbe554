extension PathScope {
    /// Paths in the byte order of their absolute, normalized forms, so that what follows
    /// this order (the index takes the first of two declarations of one type, an iOS and a
    /// macOS demo) does not change with how the paths are spelled: `A.swift`, `./A.swift`,
    /// `/p/A.swift`, or named from a subfolder beside the project's absolute paths. Paths
    /// spelled alike (all relative or all absolute, none with a `.` or `..` segment) are
    /// in that order by their bytes alone.
    static func sortedAsAbsolute(_ paths: [String], from current: String) -> [String] {
        let relative = paths.count { $0.utf8.first != UInt8(ascii: "/") }
        if relative == 0 || relative == paths.count, paths.allSatisfy(isNormal) {
            return paths.sorted { $0.bytesPrecede($1) }
        }
        // All relative and plain once their `./`s are gone (`lint .`): the absolute forms
        // share the current folder in front, so those rests order them.
        let plain = relative == paths.count ? paths.compactMap(plainRelative) : []
        let keys = plain.count == paths.count ? plain : paths.map { absolute($0, from: current) }
        return paths.indices.sorted { keys[$0] != keys[$1] ? keys[$0].bytesPrecede(keys[$1]) : paths[$0].bytesPrecede(paths[$1]) }
            .map { paths[$0] }
    }
}
