extension SourceFile {
    /// Whether every use of `name` in the file takes its address (`&name`, `&self.name`),
    /// as a key-value observing context does (`context: &myContext`): the value is never read.
    func isUsedOnlyByAddress(_ name: String, declaredAt declaration: Int) -> Bool {
        let bytes = Array(name.utf8)
        var uses = 0
        for index in tokens.indices where index != declaration && tokens[index].kind == .identifier && spells(index, bytes: bytes) {
            var before = index - 1
            if before >= 1, tokens[before].kind == .dot {
                // A member of something else (`other.name`) is another property.
                guard tokens[before - 1].keyword == .self else { continue }
                before -= 2
            }
            guard before >= 0, tokens[before].kind == .op, spells(before, "&") else { return false }
            uses += 1
        }
        return uses > 0
    }
}
