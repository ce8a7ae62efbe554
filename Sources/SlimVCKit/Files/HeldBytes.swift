/// A file's bytes between the two passes, let go of as soon as the second pass has
/// scanned them, so that the whole project's sources are not held to the end of the run.
/// Each file is taken by one linting thread only.
final class HeldBytes: @unchecked Sendable {
    private var bytes: [UInt8]?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The bytes, once; the holder keeps nothing.
    func take() -> [UInt8] {
        defer { bytes = nil }
        return bytes ?? []
    }
}
