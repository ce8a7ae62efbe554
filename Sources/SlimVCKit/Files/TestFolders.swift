/// The folders of a project's test targets. A test's double or helper need not import a
/// test framework itself (`class MockHomeViewController: HomeViewController` imports
/// UIKit alone), but it sits in its target's folder, named `Tests` or `…Tests`
/// (`FeedTests`, `FeedUITests`, `feed_unit_tests`), beside files that do. A folder so
/// named that holds no such file (a `BloodTests` feature) is the app's. Paths are relative
/// to the configuration's folder: folders above it (a checkout under `IntegrationTests/`)
/// do not count, nor does a file outside it (an absolute path).
struct TestFolders: Sendable {
    private var folders: Set<Substring> = []

    /// The folders named like a test target's that hold one of `testFiles` (the files
    /// that import a test framework), at any depth.
    init(testFiles: some Sequence<String>) {
        for path in testFiles { folders.formUnion(Self.namedFolders(of: path)) }
    }

    /// Whether a file lies in one of the folders.
    func contains(_ path: String) -> Bool {
        !folders.isEmpty && Self.namedFolders(of: path).contains { folders.contains($0) }
    }

    /// The folders of a relative path whose names end in `Tests` or `tests`, each as the
    /// path's prefix up to it (`App/FeedTests` of `App/FeedTests/Mocks/Mock.swift`).
    static func namedFolders(of path: String) -> [Substring] {
        guard path.utf8.first != UInt8(ascii: "/") else { return [] }
        var folders: [Substring] = []
        var nameStart = path.startIndex
        for index in path.indices where path.utf8[index] == UInt8(ascii: "/") {
            let name = path[nameStart..<index]
            if name.hasSuffix("Tests") || name.hasSuffix("tests") { folders.append(path[..<index]) }
            nameStart = path.index(after: index)
        }
        return folders
    }
}
