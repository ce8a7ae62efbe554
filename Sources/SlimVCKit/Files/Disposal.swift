import Foundation

/// Frees large values (the project index, the scanned files) on a background thread, so
/// that a run does not wait while they are torn down. A command-line process may exit
/// before that is done, which is fine: the memory goes back to the system either way.
enum Disposal {
    /// Takes the last reference to `value`; the box, its only owner, lets go of it on
    /// another thread.
    static func later<T: Sendable>(_ value: consuming T) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).async { box.clear() }
    }

    private final class Box<Value: Sendable>: @unchecked Sendable {
        private var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func clear() { value = nil }
    }
}
