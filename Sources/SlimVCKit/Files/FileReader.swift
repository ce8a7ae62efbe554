#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files into bytes. Opens without blocking, and refuses anything that is
/// not a regular file, so that a FIFO named `x.swift` is never waited on.
public enum FileReader {
    public struct Failure: Error, Equatable {
        public let path: String
        public let reason: String
    }

    public static func read(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(path: path, reason: "not a regular file") }
        // Straight into the array, sized for the whole file plus one byte to see its end:
        // a read that falls short of that byte at the size `fstat` gave is the end, and
        // only a file that grew since needs more reads.
        let size = max(Int(info.st_size), 0)
        var failure: Int32 = 0
        var filled = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            failure = readAll(descriptor, into: buffer, count: &count, endingAt: size)
            filled = count == buffer.count
        }
        while failure == 0, filled {
            let chunk = [UInt8](unsafeUninitializedCapacity: 65536) { buffer, count in
                failure = readAll(descriptor, into: buffer, count: &count)
                filled = count == buffer.count
            }
            bytes.append(contentsOf: chunk)
        }
        guard failure == 0 else { throw Failure(path: path, reason: String(cString: strerror(failure))) }
        return bytes
    }

    /// Reads until `buffer` is full or the file ends (a read of nothing, or a short read
    /// that reaches `size`); the `errno` of a failed read, else 0.
    private static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int,
                                endingAt size: Int? = nil) -> Int32 {
        while count < buffer.count {
            let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return errno }
            if read == 0 { return 0 }
            count += read
            if count == size, count < buffer.count { return 0 }
        }
        return 0
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#else
private let systemRead = Darwin.read
#endif
