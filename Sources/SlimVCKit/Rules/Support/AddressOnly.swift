/// The names whose address the file takes (`&myContext`, `&self.myContext`).
struct AddressTakings {
    var names: Set<String> = []
}

extension SourceFile {
    /// Whether every use of `name` in the file takes its address (`&name`, `&self.name`),
    /// as a key-value observing context does (`context: &myContext`): the value is never read.
    func isUsedOnlyByAddress(_ name: String, declaredAt declaration: Int) -> Bool {
        // Most files take no address: one pass over the file finds those that do.
        guard addressTakings().names.contains(name) else { return false }
        let bytes = Array(name.utf8)
        for index in tokens.indices where index != declaration && tokens[index].kind == .identifier && spells(index, bytes: bytes) {
            var before = index - 1
            if before >= 1, tokens[before].kind == .dot {
                // A member of something else (`other.name`) is another property.
                guard tokens[before - 1].keyword == .self else { continue }
                before -= 2
            }
            guard before >= 0, tokens[before].kind == .op, spells(before, "&") else { return false }
        }
        return true
    }

    private func addressTakings() -> AddressTakings {
        memo.value {
            var takings = AddressTakings()
            for index in tokens.indices where tokens[index].kind == .op && index + 1 < tokens.count && spells(index, "&") {
                var name = index + 1
                if tokens[name].keyword == .self, name + 2 < tokens.count, tokens[name + 1].kind == .dot { name += 2 }
                if tokens[name].kind == .identifier { takings.names.insert(text(of: name)) }
            }
            return takings
        }
    }
}
