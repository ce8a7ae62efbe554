/// Setters a data source may call on a cell's subview to fill it: `setTitle(_:for:)`,
/// `setText(_:)`, `setImage(with:)` and image loaders' `sd_setImage(with:)`, `af_setImage(withURL:)`.
enum SubviewSetters {
    /// Whether the identifier at `index` names a setter: `set`, or a loader's `sd_set` or
    /// `af_set`, before a capital letter.
    static func isSetter(_ index: Int, in file: SourceFile) -> Bool {
        guard index >= 0, file.tokens[index].kind == .identifier else { return false }
        var start = Int(file.tokens[index].start)
        let end = Int(file.tokens[index].end)
        if end - start > 6, file.spells(index, prefix: "sd_") || file.spells(index, prefix: "af_") { start += 3 }
        let bytes = file.bytes
        return end - start > 3 && bytes[start..<start + 3].elementsEqual("set".utf8)
            && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start + 3])
    }
}
