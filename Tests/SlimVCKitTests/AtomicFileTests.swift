import Foundation
import Testing
@testable import SlimVCKit

/// Report files are written atomically, and what is not a regular file is never replaced.
@Suite struct AtomicFileTests {
    @Test func aLinksTargetIsWrittenAndTheLinkStays() throws {
        let folder = try TemporaryFolder()
        try folder.write("real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.json", withDestinationPath: "real.json")
        try AtomicFile.write("new", to: folder.path + "/link.json")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.json") == "real.json")
        #expect(try String(contentsOfFile: folder.path + "/real.json", encoding: .utf8) == "new")
        // A dangling link: the file appears where it points.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/later.json", withDestinationPath: "made.json")
        try AtomicFile.write("made", to: folder.path + "/later.json")
        #expect(try String(contentsOfFile: folder.path + "/made.json", encoding: .utf8) == "made")
    }

    @Test func aDeviceIsWrittenInPlace() throws {
        try AtomicFile.write("nothing", to: "/dev/null")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/report.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Received()
        let reader = Thread {
            // Opening blocks until the writer opens; reading ends when it closes.
            let data = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            received.text = String(decoding: data, as: UTF8.self)
        }
        reader.start()
        try AtomicFile.write("through the pipe", to: fifo)
        while !reader.isFinished { usleep(1_000) }
        #expect(received.text == "through the pipe")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    private final class Received: @unchecked Sendable {
        var text = ""
    }
}
