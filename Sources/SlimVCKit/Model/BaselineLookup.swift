/// A baseline as a run matches findings against it: each fingerprint's rule and measured
/// value, and the measured entries by rule, file and symbol too, since a measured
/// finding's message may list names that change (the protocols a controller adopts). The
/// file, symbol and message that a reader of the file needs are not kept, nor a string
/// per entry, since the lookup is held through the whole run: for a baseline of
/// 44,000 findings it takes about 2 MB, where the entries took over 20 MB and left the
/// memory they were parsed in too scattered to reuse.
public struct BaselineLookup: Sendable {
    /// A fingerprint as SlimVC spells it: 16 hexadecimal digits, `:` and an occurrence.
    struct Key: Hashable {
        let hash: UInt64
        let occurrence: Int
    }

    struct Accepted {
        /// Its position in `rules`.
        let rule: Int
        let measured: Int?
        /// Its file's report path, hashed (`hashKey`).
        let file: UInt64
    }

    /// A measured entry's rule, file and symbol, hashed.
    struct Place: Hashable {
        let rule: Int
        let file: UInt64
        let symbol: UInt64
    }

    private(set) var accepted: [Key: Accepted] = [:]
    /// The measured entries at each place, in the baseline's order.
    private var measuredAt: [Place: [Key]] = [:]
    private var ruleNumbers: [String: Int] = [:]
    /// The rule ids named, each once.
    private(set) var rules: [String] = []
    /// Fingerprints spelled otherwise (edited by hand), each once with its file's key:
    /// they match no finding.
    private var unmatchable: [String: UInt64] = [:]
    /// The report path of each file the baseline names, by `hashKey`: a file gone from
    /// the run may have been renamed (`RenamedFiles`).
    private(set) var files: [UInt64: String] = [:]

    /// The `hashKey`s of the files the baseline names that `covers` leaves out: a run over
    /// some folders says nothing of the other files' entries.
    func files(outside covers: (String) -> Bool) -> Set<UInt64> {
        Set(files.filter { !covers($0.value) }.keys)
    }

    public init(_ baseline: Baseline) {
        accepted.reserveCapacity(baseline.entries.count)
        for entry in baseline.entries {
            let rule = ruleNumbers[entry.rule] ?? rules.count
            if rule == rules.count {
                ruleNumbers[entry.rule] = rule
                rules.append(entry.rule)
            }
            let file = Self.hashKey(entry.file)
            if files[file] == nil { files[file] = entry.file }
            // The last entry of a fingerprint wins, as in a dictionary of the entries.
            if let key = Self.key(entry.fingerprint) {
                accepted[key] = Accepted(rule: rule, measured: entry.measured, file: file)
                if entry.measured != nil {
                    measuredAt[Place(rule: rule, file: Self.hashKey(entry.file), symbol: Self.hashKey(entry.symbol ?? "")), default: []].append(key)
                }
            } else {
                unmatchable[entry.fingerprint] = Self.hashKey(entry.file)
            }
        }
    }

    /// Leaves in `findings` those to report (not in the baseline, or measured past their
    /// baselined value), each with its `baselineState`, and returns those it covers. The
    /// smaller part is copied out and the rest stays in place, so that the findings are
    /// never held twice. Entries that no longer occur are counted among those of `files`
    /// (report paths' `hashKey`s) when given: a run over named files says nothing of others.
    /// Entries of files `outside` the run's folders are neither gone nor renamed. A run
    /// over folders (`present`, its files' `hashKey`s) matches a renamed file's findings to the entries of the file it was
    /// (`renamedKeys`).
    func apply(to findings: inout [Finding], files: Set<UInt64>? = nil, present: Set<UInt64>? = nil,
               outside: Set<UInt64> = []) -> (covered: [Finding], summary: BaselineSummary) {
        var (keys, matched) = entries(of: findings)
        if let present { RenamedFiles(lookup: self).match(findings, present: present.union(outside), keys: &keys, matched: &matched) }
        var coveredCount = 0
        for index in findings.indices {
            let finding = findings[index]
            guard let key = keys[index], let entry = accepted[key] else {
                findings[index].baselineState = .new
                continue
            }
            if let now = finding.measured, let before = entry.measured, now > before {
                findings[index].message = Baseline.grown(finding, from: before)
                findings[index].baselineState = .updated
            } else {
                findings[index].baselineState = nil
                coveredCount += 1
            }
        }
        let covered = Self.takeCovered(from: &findings, count: coveredCount)
        return (covered, BaselineSummary(unchanged: covered.count, absent: absentCount(matched: matched, files: files, outside: outside)))
    }

    /// The findings the baseline covers (`baselineState` nil), taken out of `findings`, of
    /// which `coveredCount` are: the smaller part is copied out and the rest stays in place.
    private static func takeCovered(from findings: inout [Finding], count coveredCount: Int) -> [Finding] {
        guard coveredCount > findings.count - coveredCount else {
            let covered = findings.filter { $0.baselineState == nil }
            findings.removeAll { $0.baselineState == nil }
            return covered
        }
        let reported = findings.filter { $0.baselineState != nil }
        findings.removeAll { $0.baselineState != nil }
        let covered = findings
        findings = reported
        return covered
    }

    /// How many entries no finding matched, among those of `files` when given, and never
    /// those of files `outside` the run's paths.
    private func absentCount(matched: Set<Key>, files: Set<UInt64>?, outside: Set<UInt64>) -> Int {
        if files == nil, !outside.isEmpty {
            return accepted.count { key, entry in !outside.contains(entry.file) && !matched.contains(key) }
                + unmatchable.values.count { !outside.contains($0) }
        }
        guard let files else { return accepted.count - matched.count + unmatchable.count }
        return accepted.count { key, entry in files.contains(entry.file) && !matched.contains(key) }
            + unmatchable.values.count(where: files.contains)
    }

    /// The entry each finding matches, if any, and every entry matched. A measured finding
    /// whose message changed takes its place's first entry that no finding matched by
    /// fingerprint.
    private func entries(of findings: [Finding]) -> (keys: [Key?], matched: Set<Key>) {
        var matched: Set<Key> = []
        var keys = findings.map { finding -> Key? in
            guard let key = Self.key(finding.fingerprint), let entry = accepted[key], rules[entry.rule] == finding.ruleID else { return nil }
            matched.insert(key)
            return key
        }
        guard !measuredAt.isEmpty else { return (keys, matched) }
        for index in findings.indices where keys[index] == nil && findings[index].measured != nil {
            guard let rule = ruleNumbers[findings[index].ruleID] else { continue }
            let place = Place(rule: rule, file: Self.hashKey(findings[index].file), symbol: Self.hashKey(findings[index].symbol ?? ""))
            keys[index] = measuredAt[place]?.first { !matched.contains($0) }
            if let key = keys[index] { matched.insert(key) }
        }
        return (keys, matched)
    }

    /// A report path or a symbol, hashed as fingerprints are.
    static func hashKey(_ text: String) -> UInt64 {
        var hash = FNV1a()
        hash.add(text)
        return hash.value
    }

    /// The key of a fingerprint spelled as `Fingerprint.spelled` spells it; nil otherwise.
    static func key(_ fingerprint: String) -> Key? {
        fingerprint.withUTF8Bytes { bytes -> Key? in
            guard bytes.count >= 18, bytes.count <= 17 + 18, bytes[16] == UInt8(ascii: ":") else { return nil }
            var hash: UInt64 = 0
            for byte in bytes[..<16] {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): hash = hash << 4 | UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): hash = hash << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
                default: return nil
                }
            }
            var occurrence = 0
            for byte in bytes[17...] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                occurrence = occurrence * 10 + Int(byte - UInt8(ascii: "0"))
            }
            // One spelling per key: no leading zero.
            guard bytes[17] != UInt8(ascii: "0") || bytes.count == 18 else { return nil }
            return Key(hash: hash, occurrence: occurrence)
        }
    }
}
