import Foundation
import Testing
@testable import SlimVCKit

/// A folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "slimvc-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

@Suite struct SwiftFileFinderTests {
    @Test func walksFoldersSkippingHiddenEntriesAndSymlinks() throws {
        let folder = try TemporaryFolder()
        for file in ["App/B.swift", "App/A.swift", ".build/Gen.swift", "App/.hidden/H.swift", "Z.swift", "App/readme.md"] {
            try folder.write(file, "")
        }
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked", withDestinationPath: folder.path + "/App")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Alias.swift", withDestinationPath: folder.path + "/Z.swift")
        let found = try SwiftFileFinder.find([folder.path]).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["App/A.swift", "App/B.swift", "Z.swift"])
    }

    /// Folders are listed on several threads: what is found must not depend on how many.
    @Test func theSameFilesAreFoundForAnyNumberOfJobs() throws {
        let folder = try TemporaryFolder()
        for index in 0..<60 {
            try folder.write("M\(index % 7)/F\(index % 5)/G\(index)/File\(index).swift", "")
            try folder.write("M\(index % 7)/notes\(index).md", "")
        }
        var deep = "Deep"
        for level in 0..<40 { deep += "/L\(level)" }
        try folder.write(deep + "/Bottom.swift", "")
        try FileManager.default.createDirectory(atPath: folder.path + "/Locked", withIntermediateDirectories: true)
        chmod(folder.path + "/Locked", 0)
        defer { chmod(folder.path + "/Locked", 0o755) }
        let single = try SwiftFileFinder.search([folder.path], jobs: 1)
        #expect(single.files.count == 61)
        for jobs in [2, 3, 8] {
            let parallel = try SwiftFileFinder.search([folder.path], jobs: jobs)
            #expect(parallel.files == single.files && parallel.unreadable == single.unreadable, "jobs \(jobs)")
        }
    }

    /// A folder the caller skips is not listed (its files are not found); a path given
    /// is always listed.
    @Test func skippedFoldersAreNotListed() throws {
        let folder = try TemporaryFolder()
        for file in ["App/A.swift", "Pods/Lib/L.swift", "App/Pods/P.swift", "PodsKit/K.swift"] { try folder.write(file, "") }
        let skips: @Sendable (String) -> Bool = { $0.hasSuffix("/Pods") }
        let found = try SwiftFileFinder.search([folder.path], jobs: 2, skipsFolder: skips).files.map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["App/A.swift", "PodsKit/K.swift"])
        #expect(try SwiftFileFinder.search([folder.path + "/Pods"], skipsFolder: skips).files == [folder.path + "/Pods/Lib/L.swift"])
    }

    @Test func namedFilesAreTakenAsGivenAndDeduplicated() throws {
        let folder = try TemporaryFolder()
        try folder.write("x.swift", "")
        let named = folder.path + "/x.swift"
        #expect(try SwiftFileFinder.find([named, folder.path, named]) == [named])
        // Two spellings of "Café" (composed, decomposed) are two files on Linux, and
        // equal as Swift strings: only byte-equal paths are one file.
        try folder.write("Caf\u{E9}.swift", "")
        try folder.write("Cafe\u{301}.swift", "")
        let found = try SwiftFileFinder.find([folder.path, named]).map { Array($0.utf8.dropFirst(folder.path.utf8.count + 1)) }
        #expect(found == [Array("Cafe\u{301}.swift".utf8), Array("Caf\u{E9}.swift".utf8), Array("x.swift".utf8)])
        #expect(throws: SwiftFileFinder.MissingPath(path: folder.path + "/nope")) {
            try SwiftFileFinder.find([folder.path + "/nope"])
        }
    }
}
