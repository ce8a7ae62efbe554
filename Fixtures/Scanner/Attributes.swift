// Attributes, on the same line and on their own lines.
import UIKit

@MainActor final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet private(set) weak var avatar: UIImageView?

    @objc
    dynamic
    func refresh() {
        nameLabel.text = "@objc func"
    }

    @available(iOS 13.0, *)
    func modern() {}

    @available(
        iOS 13.0,
        *
    )
    @discardableResult
    func spaced() -> Int { 1 }

    @objc(tapWithSender:) private func tap(_ sender: Any) {
        refresh()
    }

    @objc /* } */ func commented(handler: @escaping @Sendable () -> Void) {}

    nonisolated
    deinit {}
}

@available(*, deprecated, message: "use New() { } instead)")
public struct Legacy {
    @usableFromInline var storage: Int = 0

    public var value: Int {
        @inlinable get { storage }
        set { storage = newValue }
    }

    @inline(__always) @_effects(readonly)
    public func read() -> Int { storage }

    @_spi(Internal) public func hook(_ f: @convention(c) (Int32) -> Int32) {}
}

@frozen
@dynamicMemberLookup
public enum Box<T> {
    case value(T)

    public subscript<U>(dynamicMember keyPath: KeyPath<T, U>) -> U? {
        if case .value(let v) = self { return v[keyPath: keyPath] }
        return nil
    }
}
