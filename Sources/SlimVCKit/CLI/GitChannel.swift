#if canImport(Glibc)
import Glibc
let systemClose = Glibc.close
#elseif canImport(Darwin)
import Darwin
let systemClose = Darwin.close
#endif
import Foundation

/// Two connected descriptors, both closed on exec: `near` stays with SlimVC, `far` becomes
/// a standard stream of the process started (`posix_spawn`'s `dup2` clears the flag).
struct Channel {
    let near: Int32
    let far: Int32

    /// A connected pair of sockets rather than a pipe: made closed on exec in one call on
    /// Linux, and written to with no SIGPIPE when git is gone, which would kill a process
    /// that does not ignore the signal.
    static func make() -> Channel? {
        var ends: [Int32] = [-1, -1]
        #if canImport(Glibc)
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return nil }
        #else
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return nil }
        var one: Int32 = 1
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = setsockopt(end, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        #endif
        return Channel(near: ends[0], far: ends[1])
    }

    func close() {
        _ = systemClose(near)
        _ = systemClose(far)
    }
}

/// Bytes sent to a socket on a thread of its own, which then closes it.
final class Sending: Sendable {
    private let done = DispatchSemaphore(value: 0)

    init(_ bytes: [UInt8], to descriptor: Int32) {
        let thread = Thread { [done] in
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    #if canImport(Glibc)
                    let sent = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    #else
                    let sent = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                    #endif
                    if sent > 0 { offset += sent } else if sent < 0, errno == EINTR { continue } else { break }
                }
            }
            _ = systemClose(descriptor)
            done.signal()
        }
        thread.start()
    }

    /// Waits until every byte is sent, or the reader is gone.
    func wait() { done.wait() }
}
