import Foundation

/// Values derived from one file that several rules ask for (its NotificationCenter
/// calls, say), computed on first use and kept with the file. Keyed by the value's type,
/// so the scanner need not know what rules derive.
public final class FileMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// The value of type `T`, made by `make` the first time it is asked for.
    func value<T>(_ type: T.Type = T.self, _ make: () -> T) -> T {
        if let known = lock.withLock({ values[ObjectIdentifier(type)] }) as? T { return known }
        let made = make()
        lock.withLock { values[ObjectIdentifier(type)] = made }
        return made
    }
}
