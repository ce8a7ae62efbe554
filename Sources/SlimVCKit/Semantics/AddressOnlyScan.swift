/// The names whose address the file takes (`&myContext`, `&self.myContext`), and those of
/// them that it also uses another way.
struct AddressTakings {
    var names: Set<String> = []
    var alsoRead: Set<String> = []
}

/// Finds the names a file uses only by address.
struct AddressOnlyScan: FileReading {
    let file: SourceFile

    /// Whether the file takes the address of `name` (`&name`, `&self.name`) and never uses
    /// it another way, as a key-value observing context is used (`context: &myContext`).
    /// Its declaration (`var name`) is no use; a member of something else (`other.name`)
    /// is another property.
    func isUsedOnlyByAddress(_ name: String) -> Bool {
        let takings = addressTakings()
        return takings.names.contains(name) && !takings.alsoRead.contains(name)
    }

    private func addressTakings() -> AddressTakings {
        memo.value {
            var takings = AddressTakings()
            for index in tokens.indices where tokens[index].kind == .op && index + 1 < tokens.count && spells(index, "&") {
                var name = index + 1
                if tokens[name].keyword == .self, name + 2 < tokens.count, tokens[name + 1].kind == .dot { name += 2 }
                if tokens[name].kind == .identifier { takings.names.insert(text(of: name)) }
            }
            guard !takings.names.isEmpty else { return takings }
            for index in tokens.indices where tokens[index].kind == .identifier && !takesAddress(at: index) {
                if index > 0, [.var, .let].contains(tokens[index - 1].keyword) { continue }
                if index > 1, tokens[index - 1].kind == .dot, tokens[index - 2].keyword != .self { continue }
                let name = text(of: index)
                if takings.names.contains(name) { takings.alsoRead.insert(name) }
            }
            return takings
        }
    }

    /// Whether the identifier at `index` is the name in `&name` or `&self.name`.
    private func takesAddress(at index: Int) -> Bool {
        var before = index - 1
        if before >= 1, tokens[before].kind == .dot, tokens[before - 1].keyword == .self { before -= 2 }
        return before >= 0 && tokens[before].kind == .op && spells(before, "&")
    }
}
