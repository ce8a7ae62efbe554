import Foundation

/// Renders the parts of a report on several threads and hands them over in order: `count`
/// items in chunks of `chunk`, a wave of `jobs` chunks at a time, so that only a few
/// chunks are ever held. The bytes do not depend on the number of threads.
enum OrderedPieces {
    static func render(_ count: Int, chunk: Int = 1024, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                       _ render: @Sendable (Range<Int>) -> [UInt8], emit: ([UInt8]) -> Void) {
        let chunks = (count + chunk - 1) / chunk
        var next = 0
        while next < chunks {
            let (first, last) = (next, min(chunks, next + max(1, jobs)))
            let pieces = parallelMap(last - first, jobs: jobs) { offset in
                let start = (first + offset) * chunk
                return render(start..<min(count, start + chunk))
            }
            for piece in pieces { emit(piece) }
            next = last
        }
    }
}
