/// Writes a JSON object member by member straight to bytes, in `JSONWriter`'s pretty
/// layout (two-space indent, `"key": value`, one member or item per line), for reports
/// too large to build as a tree first. Its arrays hold objects; it writes no empty ones.
struct JSONStream {
    private(set) var bytes: [UInt8] = []
    /// Open objects and arrays: the indent of their opening line, members so far, closer.
    private var frames: [(indent: Int, count: Int, closer: UInt8)] = []
    private let indent: Int

    /// `indent`: where the first line (the caller's) stands, for nested output.
    init(indent: Int) {
        self.indent = indent
    }

    /// Opens an object: a member when `key` is given, else the root or an array item.
    mutating func beginObject(_ key: String? = nil) { open(key, 0x7B, 0x7D) }

    mutating func beginArray(_ key: String) { open(key, 0x5B, 0x5D) }

    mutating func string(_ key: String, _ value: String) {
        prefix(key)
        bytes.appendJSONString(value)
    }

    mutating func integer(_ key: String, _ value: Int) {
        prefix(key)
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func end() {
        let frame = frames.removeLast()
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: frame.indent))
        bytes.append(frame.closer)
    }

    private mutating func open(_ key: String?, _ opener: UInt8, _ closer: UInt8) {
        let level = frames.last.map { $0.indent + 2 } ?? indent
        if !frames.isEmpty { prefix(key) }
        bytes.append(opener)
        frames.append((level, 0, closer))
    }

    /// The comma after the previous member, the line break, the indent and the key.
    private mutating func prefix(_ key: String?) {
        let last = frames.count - 1
        if frames[last].count > 0 { bytes.append(0x2C) }
        frames[last].count += 1
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: frames[last].indent + 2))
        if let key {
            bytes.appendJSONString(key)
            bytes.append(contentsOf: ": ".utf8)
        }
    }
}
