import Foundation

/// Runs `body` for every index on up to `jobs` threads and returns the results in index
/// order, so that what is built from them is the same whatever the number of threads.
/// Work is handed out in small batches from a shared counter, so one large file does not
/// hold up a whole stripe.
func parallelMap<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard jobs > 1, count > 1 else { return (0..<count).map(body) }
    let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer { slots.deallocate() }
    nonisolated(unsafe) let results = slots
    let next = BatchCounter(count: count, batch: 8)
    DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
        while let range = next.take() {
            for index in range { results[index] = body(index) }
        }
    }
    // Moved out, so that the slots hold nothing when they are freed.
    return (0..<count).map { (slots.baseAddress! + $0).move()! }
}

/// Hands out consecutive index ranges under a lock.
final class BatchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0
    private let count: Int
    private let batch: Int

    init(count: Int, batch: Int) {
        self.count = count
        self.batch = batch
    }

    func take() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard position < count else { return nil }
        let range = position..<min(count, position + batch)
        position = range.upperBound
        return range
    }
}
