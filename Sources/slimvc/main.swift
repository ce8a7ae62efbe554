#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SlimVCKit

/// Buffered writes to a file descriptor. A closed pipe (`slimvc lint | head -1`) stops
/// further output quietly instead of killing the process; any other failure (a full disk,
/// a closed descriptor) stops it too, and is kept to be said.
final class DescriptorWriter {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private(set) var isClosed = false
    /// Why a write failed, unless the reader closed the pipe.
    private(set) var failure: String?

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count, !isClosed {
            let written = buffer[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                isClosed = true
                if written < 0, errno != EPIPE { failure = String(cString: strerror(errno)) }
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

#if canImport(Glibc)
/// Executes this program again with huge pages when `HugePages` says so; on any failure
/// it simply goes on with small pages.
func startWithHugePagesIfUseful() {
    // A set-user-ID start drops GLIBC_TUNABLES, which would start it again and again.
    guard HugePages.isWorthRestarting(for: CommandLine.arguments.dropFirst().first), getuid() == geteuid(), getgid() == getegid() else { return }
    var mode = [UInt8](repeating: 0, count: 128)
    let descriptor = open("/sys/kernel/mm/transparent_hugepage/enabled", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    let count = read(descriptor, &mode, mode.count)
    close(descriptor)
    guard count > 0 else { return }
    var version = [UInt8](repeating: 0, count: 64)
    guard version.withUnsafeMutableBufferPointer({ buffer in
        buffer.withMemoryRebound(to: CChar.self) { confstr(Int32(_CS_GNU_LIBC_VERSION), $0.baseAddress, $0.count) }
    }) > 0 else { return }
    let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
    guard let tunables = HugePages.tunables(current: current,
                                            kernelMode: String(decoding: mode[..<count], as: UTF8.self),
                                            glibcVersion: String(decoding: version.prefix { $0 != 0 }, as: UTF8.self).split(separator: " ").last.map(String.init))
    else { return }
    // By its real path, so that the process keeps its name (`ps` would show `exe`).
    var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard readlink("/proc/self/exe", &path, path.count - 1) > 0, setenv("GLIBC_TUNABLES", tunables, 1) == 0 else { return }
    execv(path, CommandLine.unsafeArgv)
}

let systemWrite = Glibc.write
#else
let systemWrite = Darwin.write
#endif

#if canImport(Glibc)
startWithHugePagesIfUseful()
#endif
signal(SIGPIPE, SIG_IGN)
#if canImport(Glibc)
// The worker threads' heaps grow 16 MiB at a time rather than a page or so: on a large
// app they otherwise make a thousand `mprotect` calls. Untouched pages take no memory.
// `mallopt(M_TOP_PAD, …)`, looked up by name: Swift's Glibc module leaves out <malloc.h>.
if let mallopt = dlsym(nil, "mallopt") {
    let topPad: Int32 = -2
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(topPad, 16 << 20)
}
#endif
let output = DescriptorWriter(1)
let errors = DescriptorWriter(2)
var tool = CommandLineTool(output: { output.write($0) }, errors: { errors.write($0); errors.flush() })
tool.outputBytes = { output.write($0) }
tool.isTerminal = isatty(1) == 1
tool.environment = ProcessInfo.processInfo.environment
tool.disposal = .atExit
let status = tool.run(Array(CommandLine.arguments.dropFirst()))
output.flush()
// A report that did not reach standard output is a run that failed (exit 2).
if let failure = output.failure {
    errors.write("error: cannot write to standard output: \(failure)\n")
    errors.flush()
    exit(2)
}
exit(status)
