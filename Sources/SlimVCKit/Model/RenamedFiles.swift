/// A file renamed without changes keeps its baseline entries: its findings' fingerprints
/// hash its new path, so each file the baseline does not name is matched to a file the
/// baseline names and the run no longer has, by its findings' rule, symbol and message
/// (their fingerprints as if in the old file). Git's rename detection would need a git
/// repository and the ref the baseline was written at; this needs neither.
struct RenamedFiles {
    typealias Key = BaselineLookup.Key
    let lookup: BaselineLookup

    /// Fills `keys` for the findings of files new to the baseline from the entries of the
    /// gone file that matches most of them; each gone file is claimed by one new file.
    func match(_ findings: [Finding], present: Set<UInt64>, keys: inout [Key?], matched: inout Set<Key>) {
        var gone = lookup.files.filter { !present.contains($0.key) }.map(\.value).sorted { $0.bytesPrecede($1) }
        guard !gone.isEmpty else { return }
        for (_, indices) in unmatchedFindingsOfNewFiles(findings, keys: keys) {
            var best: (file: Int, keys: [(Int, Key)])?
            for (position, old) in gone.enumerated() {
                let found = indices.compactMap { index -> (Int, Key)? in
                    guard let key = keyInRenamedFile(findings[index], old: old), !matched.contains(key) else { return nil }
                    return (index, key)
                }
                if found.count > (best?.keys.count ?? 0) { best = (position, found) }
            }
            guard let best else { continue }
            for (index, key) in best.keys {
                keys[index] = key
                matched.insert(key)
            }
            gone.remove(at: best.file)
            if gone.isEmpty { return }
        }
    }

    /// The findings no entry matched, by file, of the files the baseline does not name,
    /// in report order.
    private func unmatchedFindingsOfNewFiles(_ findings: [Finding], keys: [Key?]) -> [(String, [Int])] {
        var byFile: [(String, [Int])] = []
        for index in findings.indices where keys[index] == nil {
            let file = findings[index].file
            if byFile.last?.0 == file {
                byFile[byFile.count - 1].1.append(index)
            } else if lookup.files[BaselineLookup.hashKey(file)] == nil {
                byFile.append((file, [index]))
            }
        }
        return byFile
    }

    /// The entry the finding would match had its file kept the name `old`.
    private func keyInRenamedFile(_ finding: Finding, old: String) -> Key? {
        guard let occurrence = BaselineLookup.key(finding.fingerprint)?.occurrence else { return nil }
        let key = Key(hash: Fingerprint.hash(of: finding, in: old), occurrence: occurrence)
        guard let entry = lookup.accepted[key], lookup.rules[entry.rule] == finding.ruleID else { return nil }
        return key
    }
}
