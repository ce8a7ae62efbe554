#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SlimVCKit

/// Buffered writes to a file descriptor. A closed pipe (`slimvc lint | head -1`) stops
/// further output quietly instead of killing the process.
final class DescriptorWriter {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private(set) var isClosed = false

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count, !isClosed {
            let written = buffer[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { isClosed = true } else { offset += written }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

#if canImport(Glibc)
let systemWrite = Glibc.write
#else
let systemWrite = Darwin.write
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
tool.isTerminal = isatty(1) == 1
tool.environment = ProcessInfo.processInfo.environment
let status = tool.run(Array(CommandLine.arguments.dropFirst()))
output.flush()
exit(status)
