import Foundation
import Testing
@testable import SlimVCKit

/// Files are read whole, byte for byte, whatever their size says.
@Suite struct FileReaderTests {
    @Test(arguments: [0, 1, 4095, 4096, 4097, 65536, 200_001])
    func readsEveryByte(count: Int) throws {
        let folder = try TemporaryFolder()
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/a.swift"))
        let read = try FileReader.read(folder.path + "/a.swift")
        #expect(read == bytes)
        // Every file's bytes are kept between the passes: no spare room beyond a few bytes.
        #expect(read.capacity <= count + 32)
    }

    /// A file may hold more than `fstat` said (it grew since, or it is a `/proc` file,
    /// of size 0): it is read to its end, over several reads.
    @Test func readsPastTheSizeItWasGiven() throws {
        let maps = "/proc/self/smaps"
        guard FileManager.default.fileExists(atPath: maps) else { return }
        let bytes = try FileReader.read(maps)
        #expect(bytes.count > 4096 + 65536)
        #expect(bytes.last == 0x0A)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\nRss:"))
    }

    @Test func aMissingFileNamesItsReason() {
        #expect(throws: FileReader.Failure(path: "/nowhere/a.swift", reason: "No such file or directory")) {
            try FileReader.read("/nowhere/a.swift")
        }
    }
}
