import Foundation

/// Values made once and kept, by a type's identity, safe to ask from any thread: what
/// several rules derive from one file (its NotificationCenter calls), or each rule type's
/// default options. A value asked for by two threads at once may be made twice; both
/// are the same.
final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Any] = [:]

    /// The value kept for `key`, made by `make` the first time it is asked for.
    func value<T>(for key: ObjectIdentifier, _ make: () -> T) -> T {
        if let known = lock.withLock({ values[key] }) as? T { return known }
        let made = make()
        lock.withLock { values[key] = made }
        return made
    }

    /// The value of type `T`, kept under that type.
    func value<T>(_ type: T.Type = T.self, _ make: () -> T) -> T {
        value(for: ObjectIdentifier(type), make)
    }
}
